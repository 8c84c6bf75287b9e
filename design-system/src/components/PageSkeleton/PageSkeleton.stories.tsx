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
  argTypes: {
    layout: { control: 'inline-radio', options: ['debt', 'cards', 'table', 'details'] },
  },
  // At the page's width: the debt and cards layouts change columns at 600, 960 and 1264 px.
  render: (args, { globals }) => <PageSkeleton {...translatedArgs(args, globals, ['label'])} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(/./);
  },
} satisfies Meta<typeof PageSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * One debt or plan: the single-debt front page, `/debt/…` and `/payment-plan/…`. The pay block,
 * then the summary with its wheel beside the tabs from 960 px (above them on a phone).
 */
export const Debt: Story = {};

/** Several debts: the multi-debt front page's summary card, tabs and grid of debt cards. */
export const Cards: Story = { args: { layout: 'cards' } };

/** A line of text and a table: the payments page. */
export const Table: Story = { args: { layout: 'table' } };

/** The profile's sections of details and fields. */
export const Details: Story = { args: { layout: 'details' } };
