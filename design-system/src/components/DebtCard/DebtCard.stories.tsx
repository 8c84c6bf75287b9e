import type { ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { cents } from '@portal/openapi/money';
import { storyLocale, storyText, actionTextKey } from '../../storybook/text';
import { setByStory } from '../../storybook/args';
import {
  debtStateArgType,
  storyDebtStates,
  type StoryDebtState,
} from '../../storybook/debt-states';
import { formatEuroCents } from '../../format';
import { DebtCard } from './DebtCard';

/**
 * The card's props, and the debt state (1-12) from which the story sets the state's props;
 * `dueCount` fills the count of a `dueText` key, `noteKey` is the key of the card's note.
 */
type Args = ComponentProps<typeof DebtCard> & {
  state: StoryDebtState;
  dueCount?: number;
  noteKey?: string;
};

const meta = {
  title: 'Cards/DebtCard',
  component: DebtCard,
  tags: ['autodocs'],
  args: {
    state: 3,
    creditorName: 'Kodinkone Oy',
    dueDate: '2026-04-15',
    leftCents: cents(84000),
    paidCents: cents(36000),
    totalCents: cents(120000),
    progressPercent: 30,
    href: '#/debt/12345678',
    action: { variant: 'primary', label: '', onClick: fn() },
    // Filled in by the render from `state` and the locale toolbar.
    stateLabel: '',
    colorGroup: 'warning',
    locale: 'fi-FI',
    labels: { dueDate: '', amountLeft: '', paidOfTotal: '', progress: '' },
  },
  argTypes: {
    state: debtStateArgType,
    // An object with a click handler: its editor would print the handler's source. Each pay
    // button's colour and words are shown by its own story.
    action: { control: false },
    ...setByStory(['stateLabel', 'colorGroup', 'ended'], 'the state control'),
    ...setByStory(['labels', 'locale']),
  },
  render: ({ state, action, dueText, dueCount, noteKey, ...props }, { globals }) => {
    const t = storyText(globals);
    return (
      <div style={{ maxWidth: 360 }}>
        <DebtCard
          {...props}
          stateLabel={t(`debtState.${state}`)}
          colorGroup={storyDebtStates[state].colorGroup}
          ended={storyDebtStates[state].ended}
          locale={storyLocale(globals)}
          labels={{
            dueDate: t('debtCard.dueDate'),
            amountLeft: t('debtCard.amountLeft'),
            paidOfTotal: t('debtCard.paidOfTotal'),
            progress: t('debtCard.progress'),
          }}
          action={action && { ...action, label: t(actionTextKey[action.variant]) }}
          dueText={dueText ? t(dueText, { count: dueCount ?? 0 }) : undefined}
          note={noteKey ? <p>{t(noteKey)}</p> : undefined}
        />
      </div>
    );
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "Pay whole debt": not in court, due date more than two days away. */
export const InCollection: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article');
    await expect(card).toHaveAccessibleName('Kodinkone Oy');
    await expect(canvas.getByRole('link', { name: 'Kodinkone Oy' })).toHaveAttribute(
      'href',
      '#/debt/12345678',
    );
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '30');
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.action?.onClick).toHaveBeenCalledTimes(1);
  },
};

/** Red "pay now": the debt is in court (state 4). */
export const PayNow: Story = {
  args: {
    state: 4,
    action: { variant: 'payNow', label: '', onClick: fn() },
    leftCents: cents(110000),
    paidCents: cents(10000),
    progressPercent: 8.3,
  },
};

/** Orange "pay quickly": the due date is within two days or past. */
export const PayQuickly: Story = {
  args: {
    state: 2,
    dueDate: '2026-03-17',
    action: { variant: 'payQuickly', label: '', onClick: fn() },
    leftCents: cents(30000),
    paidCents: cents(90000),
    progressPercent: 75,
  },
};

/**
 * Overdue, said in words and marked with the warning sign under the date, as the pay block says
 * it: a list of debts shows its urgency by more than the button's colour.
 */
export const OverdueInWords: Story = {
  args: {
    state: 5,
    dueDate: '2026-02-09',
    dueText: 'payBlock.due.overdue',
    dueCount: 35,
    urgency: 'overdue',
    action: { variant: 'payQuickly', label: '', onClick: fn() },
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('payBlock.due.overdue', { count: 35 }))).toBeVisible();
  },
};

/** Debt restructuring (state 6): no button; the card says why the debt is not paid here. */
export const InDebtRestructuring: Story = {
  args: { state: 6, action: undefined, noteKey: 'debtCard.restructuring' },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByText(storyText(globals)('debtCard.restructuring'))).toBeVisible();
  },
};

/** Payment in progress: the button is hidden. */
export const PaymentPending: Story = { args: { action: undefined } };

export const MostlyPaid: Story = {
  args: { leftCents: cents(12000), paidCents: cents(108000), progressPercent: 90 },
};

export const LongCreditorName: Story = {
  args: { creditorName: 'Pohjois-Suomen Sähkö- ja Lämpöpalvelut Osuuskunta' },
};

/**
 * Compact on a phone, for a list of many debts: below 600 px a 64 px wheel with the
 * amount left beside it, the state label, due date, paid / total and the pay button as before;
 * from 600 px the full card.
 */
export const CompactOnPhone: Story = {
  args: { compactOnPhone: true },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: 'Kodinkone Oy' });
    const phone = window.innerWidth < 600;
    await expect(card).toHaveAttribute('data-compact-on-phone');
    // One amount left is shown at each width (the other is display: none).
    const amount = formatEuroCents(cents(84000), storyLocale(globals)).replace(/\s+/g, ' ');
    const amounts = canvas.queryAllByText(amount).filter((el) => el.getClientRects().length > 0);
    await expect(amounts).toHaveLength(1);
    const wheel = canvas.getByRole('progressbar');
    await expect(wheel).toHaveAttribute('aria-valuenow', '30');
    await expect(Math.round(wheel.getBoundingClientRect().width)).toBe(phone ? 64 : 200);
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.action?.onClick).toHaveBeenCalledTimes(1);
  },
};

/** Compact and in court: the red "pay now" and the state label stay. */
export const CompactPayNow: Story = {
  args: {
    compactOnPhone: true,
    state: 4,
    action: { variant: 'payNow', label: '', onClick: fn() },
    leftCents: cents(110000),
    paidCents: cents(10000),
    progressPercent: 8.3,
  },
};
