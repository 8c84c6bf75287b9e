import type { ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { cents } from '@portal/openapi/money';
import { storyLocale, translatedArgs, translatedText } from '../../storybook/text';
import { formatEuroCents } from '../../format';
import { Button } from '../Button';
import { Banner } from './Banner';

/** The refund charge the overpayment's text names (the portal's `REFUND_CHARGE_CENTS`). */
const REFUND_CHARGE_CENTS = cents(500);

/** The banner's props, and the click of the action button that the story puts in `actions`. */
type Args = ComponentProps<typeof Banner> & {
  /** Story only: called by the small Button that the story makes of `actions`. */
  onAction: () => void;
};

const meta = {
  title: 'Feedback/Banner',
  component: Banner,
  tags: ['autodocs'],
  args: {
    tone: 'info',
    // Translation keys or any text (storybook/text.ts translatedArgs).
    title: 'banner.overpayment.title',
    children: 'banner.overpayment.text',
    // In these stories the label of a small Button (translated like the texts), not a node.
    actions: 'banner.overpayment.action',
    onAction: fn(),
  },
  argTypes: {
    tone: { control: 'inline-radio', options: ['info', 'success', 'warning', 'error'] },
    title: { control: 'text' },
    children: { control: 'text' },
    actions: {
      control: 'text',
      description:
        'Buttons or links. In these stories: the label of a small Button that calls `onAction`.',
    },
    dismissLabel: { control: 'text' },
    onAction: { table: { category: 'Story' } },
  },
  render: ({ onAction, ...args }, { globals }) => {
    // The texts' amounts as the portal fills them (the overpayment's 5 euro refund charge).
    const values = { charge: formatEuroCents(REFUND_CHARGE_CENTS, storyLocale(globals)) };
    const props = translatedArgs(args, globals, ['title', 'children', 'dismissLabel'], values);
    const action = typeof args.actions === 'string' ? args.actions : undefined;
    return (
      <Banner
        {...props}
        actions={
          action ? (
            <Button size="small" onClick={onAction}>
              {translatedText(action, globals)}
            </Button>
          ) : (
            args.actions
          )
        }
      />
    );
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Overpayment: add a bank account for the refund. */
export const Overpayment: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region')).toHaveAccessibleName(/./);
    // The refund charge is filled in: no raw placeholder reaches the screen.
    await expect(canvas.getByRole('region')).not.toHaveTextContent(/\{\{/);
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.onAction).toHaveBeenCalledTimes(1);
  },
};

export const Reconciliation: Story = {
  args: {
    tone: 'success',
    title: 'banner.reconciliation.title',
    children: 'banner.reconciliation.text',
    actions: 'banner.reconciliation.action',
  },
};

export const MultipleDebts: Story = {
  args: {
    title: 'banner.multipleDebts.title',
    children: 'banner.multipleDebts.text',
    actions: undefined,
    onDismiss: fn(),
    dismissLabel: 'common.close',
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

export const Announcement: Story = {
  args: {
    tone: 'warning',
    title: 'banner.announcement.title',
    children: 'banner.announcement.text',
    actions: undefined,
  },
};
