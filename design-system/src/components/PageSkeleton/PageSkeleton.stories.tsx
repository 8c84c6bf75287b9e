import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { translatedArgs } from '../../storybook/text';
import { PageSkeleton } from './PageSkeleton';

const meta = {
  title: 'Feedback/PageSkeleton',
  component: PageSkeleton,
  tags: ['autodocs'],
  // Still by default so screenshots are stable; turn on in the controls to see the pulse.
  // `label`: a translation key or any text (storybook/text.ts translatedArgs).
  args: { layout: 'debt', animated: false, label: 'app.loading' },
  argTypes: { layout: { control: 'inline-radio', options: ['debt', 'cards', 'details'] } },
  render: (args, { globals }) => (
    <div style={{ maxWidth: 760 }}>
      <PageSkeleton {...translatedArgs(args, globals, ['label'])} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(/./);
  },
} satisfies Meta<typeof PageSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One debt or plan: the single-debt front page, `/debt/…` and `/payment-plan/…`. */
export const Debt: Story = {};

/** Several debts: the multi-debt front page and the payments page. */
export const Cards: Story = { args: { layout: 'cards' } };

/** The profile's sections of details and fields. */
export const Details: Story = { args: { layout: 'details' } };
