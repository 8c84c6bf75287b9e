import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyText } from '../../storybook/text';
import { Heading } from '../Heading';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { MainContent } from './MainContent';

const meta = {
  title: 'Layout/MainContent',
  component: MainContent,
  tags: ['autodocs'],
  // It is the `<main>` itself.
  parameters: { layout: 'fullscreen', mainLandmark: false },
  args: { id: 'content', tabIndex: -1 },
  render: (args, { globals }) => {
    const t = storyText(globals);
    return (
      <MainContent {...args}>
        <Stack gap={5}>
          <Heading level={1}>{t('frontPage.welcome')}</Heading>
          <Text>{t('home.intro')}</Text>
        </Stack>
      </MainContent>
    );
  },
} satisfies Meta<typeof MainContent>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Content width and page padding (16 px, 32 px from the medium breakpoint). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const main = within(canvasElement).getByRole('main');
    await expect(main).toHaveAttribute('id', 'content');
    await expect(main.getBoundingClientRect().width).toBeLessThanOrEqual(1264);
  },
};
