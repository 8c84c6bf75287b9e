import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyText } from '../../storybook/text';
import { Notice } from '../Notice';
import { Stack } from '../Stack';
import { Show } from './Show';

const meta = {
  title: 'Layout/Show',
  component: Show,
  tags: ['autodocs'],
  args: { when: 'belowSmall' },
  render: (_args, { globals }) => {
    const t = storyText(globals);
    return (
      <Stack>
        <Show when="belowSmall" data-testid="phone">
          <Notice tone="info">{t('debt.info.details')} (&lt; 600 px)</Notice>
        </Show>
        <Show when="fromSmall" data-testid="wider">
          <Notice tone="info">{t('debt.info.facts')} (≥ 600 px)</Notice>
        </Show>
      </Stack>
    );
  },
} satisfies Meta<typeof Show>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One of the two blocks shows at any width; the other is out of the accessibility tree. */
export const PhoneOrWider: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const phone = window.innerWidth < 600;
    await expect(canvas.getByTestId(phone ? 'phone' : 'wider')).toBeVisible();
    await expect(canvas.getByTestId(phone ? 'wider' : 'phone')).not.toBeVisible();
  },
};
