import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyText } from '../../storybook/text';
import { PageSkeleton, type PageSkeletonLayout } from './PageSkeleton';

interface Args {
  layout: PageSkeletonLayout;
  animated: boolean;
}

const meta = {
  title: 'Feedback/PageSkeleton',
  component: PageSkeleton as unknown as React.ComponentType<Args>,
  tags: ['autodocs'],
  // Still by default so screenshots are stable; turn on in the controls to see the pulse.
  args: { layout: 'debt', animated: false },
  argTypes: { layout: { control: 'inline-radio', options: ['debt', 'cards', 'details'] } },
  render: ({ layout, animated }, { globals }) => (
    <div style={{ maxWidth: 760 }}>
      <PageSkeleton layout={layout} animated={animated} label={storyText(globals)('app.loading')} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(/./);
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One debt or plan: the single-debt front page, `/debt/…` and `/payment-plan/…`. */
export const Debt: Story = {};

/** Several debts: the multi-debt front page and the payments page. */
export const Cards: Story = { args: { layout: 'cards' } };

/** The profile's sections of details and fields. */
export const Details: Story = { args: { layout: 'details' } };
