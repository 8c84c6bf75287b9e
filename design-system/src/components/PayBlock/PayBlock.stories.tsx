import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyLocale, storyText } from '../../storybook/text';
import { formatEuroCents } from '../../format';
import type { ButtonVariant } from '../Button';
import { PayBlock, type PayUrgency } from './PayBlock';

interface Args {
  kind: 'debt' | 'plan';
  amountCents: number;
  dueDate: string | null;
  /** The due date in words: translation key and day count. */
  due: 'inDays' | 'tomorrow' | 'overdue' | 'none';
  days: number;
  urgency: PayUrgency;
  buttonKey: string;
  buttonVariant: ButtonVariant | 'none';
  note: 'none' | 'pending' | 'restructuring';
  onPay: () => void;
}

/**
 * The one thing first (issue 32): the amount to pay, its due date in words, and the full-width
 * button that names the amount, at the top of the front page and the debt page.
 */
const meta = {
  title: 'Cards/PayBlock',
  component: PayBlock as unknown as React.ComponentType<Args>,
  tags: ['autodocs'],
  args: {
    kind: 'debt',
    amountCents: 32580,
    dueDate: '2026-03-26',
    due: 'inDays',
    days: 10,
    urgency: 'none',
    buttonKey: 'button.payWholeDebt',
    buttonVariant: 'primary',
    note: 'none',
    onPay: fn(),
  },
  argTypes: {
    urgency: { control: 'inline-radio', options: ['none', 'soon', 'overdue'] },
    buttonVariant: {
      control: 'inline-radio',
      options: ['primary', 'payNow', 'payQuickly', 'none'],
    },
  },
  render: ({ kind, due, days, buttonKey, buttonVariant, note, onPay, ...args }, { globals }) => {
    const t = storyText(globals);
    const locale = storyLocale(globals);
    return (
      <div style={{ maxWidth: 480 }}>
        <PayBlock
          {...args}
          locale={locale}
          title={t(`payBlock.title.${kind}`)}
          amountLabel={t(`payBlock.amount.${kind}`)}
          dueLabel={t('debt.facts.dueDate')}
          dueText={due === 'none' ? undefined : t(`payBlock.due.${due}`, { count: days })}
          action={
            buttonVariant === 'none'
              ? undefined
              : {
                  label: t('payBlock.button', {
                    action: t(buttonKey),
                    amount: formatEuroCents(args.amountCents, locale),
                  }),
                  variant: buttonVariant,
                  onClick: onPay,
                }
          }
        >
          {note === 'pending' ? <p>{t('paying.notice.debtPending')}</p> : null}
          {note === 'restructuring' ? <p>{t('payBlock.restructuring')}</p> : null}
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
    await expect(args.onPay).toHaveBeenCalledTimes(1);
  },
};

/** Due tomorrow: "pay quickly" in orange, and "tomorrow" in words with a warning mark. */
export const DueTomorrow: Story = {
  args: {
    due: 'tomorrow',
    urgency: 'soon',
    buttonKey: 'button.payQuickly',
    buttonVariant: 'payQuickly',
    dueDate: '2026-03-17',
  },
};

/** In court and overdue: "pay now" in red, the days overdue in words with an error mark. */
export const Overdue: Story = {
  args: {
    amountCents: 230100,
    due: 'overdue',
    days: 20,
    urgency: 'overdue',
    buttonKey: 'button.payNow',
    buttonVariant: 'payNow',
    dueDate: '2026-02-24',
  },
};

/** A plan's next installment. */
export const NextInstallment: Story = {
  args: {
    kind: 'plan',
    amountCents: 20000,
    due: 'tomorrow',
    urgency: 'soon',
    buttonKey: 'button.payQuickly',
    buttonVariant: 'payQuickly',
    dueDate: '2026-03-17',
  },
};

/** A payment awaits the bank's confirmation: no button, a note instead (spec 2). */
export const PaymentPending: Story = {
  args: { buttonVariant: 'none', note: 'pending' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** Debt restructuring: paid under the programme, so no button and no due date. */
export const DebtRestructuring: Story = {
  args: { buttonVariant: 'none', note: 'restructuring', dueDate: null, due: 'none' },
};
