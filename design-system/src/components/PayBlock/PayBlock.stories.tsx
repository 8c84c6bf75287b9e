import type { ComponentProps, ComponentType } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { cents } from '@portal/openapi/money';
import { setByStory } from '../../storybook/args';
import { storyLocale, translatedArgs, translatedText, actionTextKey } from '../../storybook/text';
import { formatEuroCents } from '../../format';
import { PayBlock, type PayBlockAction } from './PayBlock';

/** The block's props, the day count that picks the due date's words, and the button's click. */
type Args = Omit<ComponentProps<typeof PayBlock>, 'action'> & {
  /** Story only: the day count in `dueText` ("in 10 days", "20 days overdue"). */
  days: number;
  /** The pay button: its colour and label; the story adds the click (`onAction`). */
  action?: Omit<PayBlockAction, 'onClick'>;
  /** Story only: the pay button's click, recorded in the Actions panel. */
  onAction: () => void;
};

/** Text props of these stories: translation keys or any text (storybook/text.ts). */
const texts = ['title', 'amountLabel', 'dueLabel'] as const;

/**
 * The one thing first: the amount to pay, its due date in words, and the full-width
 * button that names the amount, at the top of the front page and the debt page.
 */
const meta = {
  title: 'Cards/PayBlock',
  // The docs table is PayBlock's own; the story's `action` leaves the click to `onAction`, so
  // that the control shows the button's colour and label and no function source.
  component: PayBlock as ComponentType<Args>,
  tags: ['autodocs'],
  args: {
    title: 'payBlock.title.debt',
    amountLabel: 'payBlock.amount.debt',
    amountCents: cents(32580),
    dueLabel: 'debt.facts.dueDate',
    dueDate: '2026-03-26',
    dueText: 'payBlock.due.inDays',
    days: 10,
    urgency: 'none',
    // The label's key: the story fills in the action word (by the variant) and the amount.
    action: { variant: 'primary', label: 'payBlock.button' },
    onAction: fn(),
    // Filled in by the render from the locale toolbar.
    locale: 'fi-FI',
  },
  argTypes: {
    title: { control: 'text' },
    amountLabel: { control: 'text' },
    dueLabel: { control: 'text' },
    dueText: { control: 'text' },
    children: { control: 'text' },
    urgency: { control: 'inline-radio', options: ['none', 'soon', 'overdue'] },
    days: { table: { category: 'Story' } },
    onAction: { table: { category: 'Story' } },
    ...setByStory(['locale']),
  },
  render: ({ days, dueText, action, onAction, children, ...args }, { globals }) => {
    const locale = storyLocale(globals);
    const text = (value: string, values?: Record<string, string | number>) =>
      translatedText(value, globals, values);
    return (
      <div style={{ maxWidth: 480 }}>
        <PayBlock
          {...translatedArgs(args, globals, texts)}
          locale={locale}
          dueText={dueText === undefined ? undefined : text(dueText, { count: days })}
          action={
            action && {
              ...action,
              onClick: onAction,
              label: text(action.label, {
                action: text(actionTextKey[action.variant ?? 'primary']),
                amount: formatEuroCents(args.amountCents, locale),
              }),
            }
          }
        >
          {/*
            A translation key or any text, as a paragraph under the button. Nothing without a
            note, as in the product: an empty child would leave an empty note area.
          */}
          {typeof children === 'string' ? children && <p>{text(children)}</p> : children}
        </PayBlock>
      </div>
    );
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Due in ten days: the whole debt, the amount on the button. */
export const WholeDebt: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toHaveTextContent(/325[,.]80/);
    await userEvent.click(button);
    await expect(args.onAction).toHaveBeenCalledTimes(1);
  },
};

/** Due tomorrow: "pay quickly" in orange, and "tomorrow" in words with a warning mark. */
export const DueTomorrow: Story = {
  args: {
    dueText: 'payBlock.due.tomorrow',
    urgency: 'soon',
    action: { variant: 'payQuickly', label: 'payBlock.button' },
    dueDate: '2026-03-17',
  },
};

/** In court and overdue: "pay now" in red, the days overdue in words with an error mark. */
export const Overdue: Story = {
  args: {
    amountCents: cents(230100),
    dueText: 'payBlock.due.overdue',
    days: 20,
    urgency: 'overdue',
    action: { variant: 'payNow', label: 'payBlock.button' },
    dueDate: '2026-02-24',
  },
};

/** A plan's next installment. */
export const NextInstallment: Story = {
  args: {
    title: 'payBlock.title.plan',
    amountLabel: 'payBlock.amount.plan',
    amountCents: cents(20000),
    dueText: 'payBlock.due.tomorrow',
    urgency: 'soon',
    action: { variant: 'payQuickly', label: 'payBlock.button' },
    dueDate: '2026-03-17',
  },
};

/** A payment awaits the bank's confirmation: no button, a note instead. */
export const PaymentPending: Story = {
  args: { action: undefined, children: 'paying.notice.debtPending' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** Debt restructuring: paid under the programme, so no button and no due date. */
export const DebtRestructuring: Story = {
  args: {
    action: undefined,
    children: 'payBlock.restructuring',
    dueDate: null,
    dueText: undefined,
  },
};
