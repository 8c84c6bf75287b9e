import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { translatedArgs } from '../../storybook/text';
import { Notice } from './Notice';

const meta = {
  title: 'Feedback/Notice',
  component: Notice,
  tags: ['autodocs'],
  args: {
    tone: 'warning',
    // Translation keys or any text (storybook/text.ts translatedArgs).
    title: 'notice.distraint.title',
    children: 'notice.distraint.text',
    live: 'off',
  },
  argTypes: {
    tone: { control: 'inline-radio', options: ['info', 'success', 'warning', 'error'] },
    title: { control: 'text' },
    children: { control: 'text' },
  },
  render: (args, { globals }) => (
    <Notice {...translatedArgs(args, globals, ['title', 'children'])} />
  ),
} satisfies Meta<typeof Notice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A distraint payment warning shows at state 5. */
export const Warning: Story = {
  play: async ({ canvasElement }) => {
    const notice = canvasElement.querySelector('[data-state="warning"]');
    await expect(notice).toBeVisible();
    await expect(within(canvasElement).queryByRole('alert')).not.toBeInTheDocument();
  },
};
export const Info: Story = {
  args: {
    tone: 'info',
    title: 'notice.paymentPending.title',
    children: 'notice.paymentPending.text',
  },
};
export const Success: Story = {
  args: {
    tone: 'success',
    title: 'notice.paymentComplete.title',
    children: 'notice.paymentComplete.text',
    live: 'status',
  },
};

/** A debt in court cannot be complained about. */
export const ErrorNotice: Story = {
  args: {
    tone: 'error',
    title: 'notice.summons.title',
    children: 'notice.summons.text',
    live: 'alert',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(/./);
  },
};
export const WithoutTitle: Story = {
  args: { tone: 'info', title: undefined, children: 'notice.complaint.text' },
};
