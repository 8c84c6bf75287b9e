import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storyText } from '../../storybook/text';
import { MainContent } from '../MainContent';
import { SkipLink } from './SkipLink';

const meta = {
  title: 'Layout/SkipLink',
  component: SkipLink,
  tags: ['autodocs'],
  // Renders its own `<main>` as the link's target.
  parameters: { mainLandmark: false },
  args: { href: '#content', children: '' },
  render: (args, { globals }) => {
    const t = storyText(globals);
    return (
      <>
        <SkipLink {...args}>{t('app.skipToContent')}</SkipLink>
        <MainContent id="content" tabIndex={-1}>
          <p>{t('home.intro')}</p>
        </MainContent>
      </>
    );
  },
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden above the page until it gets focus. */
export const Hidden: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(link.getBoundingClientRect().bottom).toBeLessThanOrEqual(0);
  },
};

/** The first Tab shows it; following it moves focus to the main content. */
export const Focused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const link = canvas.getByRole('link');
    await expect(link).toHaveFocus();
    await expect(link.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
  },
};
