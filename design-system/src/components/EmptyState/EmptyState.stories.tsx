import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyText, translatedArgs } from '../../storybook/text';
import { Button } from '../Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  // Translation keys or any text (storybook/text.ts translatedArgs).
  args: { title: 'emptyState.noDebts.title', text: 'emptyState.noDebts.text' },
  argTypes: {
    title: { control: 'text' },
    text: { control: 'text' },
    action: { control: false },
  },
  render: (args, { globals }) => (
    <EmptyState {...translatedArgs(args, globals, ['title', 'text'])} />
  ),
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** With an action: a button that the story makes in the toolbar's language. */
export const NoDebts: Story = {
  render: (args, { globals }) => (
    <EmptyState
      {...translatedArgs(args, globals, ['title', 'text'])}
      action={<Button variant="secondary">{storyText(globals)('drawer.feedback')}</Button>}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2 })).toBeVisible();
  },
};
export const FaqNotFound: Story = {
  args: {
    icon: 'search',
    title: 'emptyState.faqNotFound.title',
    text: 'emptyState.faqNotFound.text',
  },
};
