import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyLocale, storyText } from '../../storybook/text';
import type { ButtonVariant } from '../Button';
import { storyDebtStates, type StoryDebtState } from '../../storybook/debt-states';
import { DebtCard } from './DebtCard';

interface Args {
  creditorName: string;
  dueDate: string;
  state: StoryDebtState;
  leftCents: number;
  totalCents: number;
  buttonVariant: ButtonVariant | 'none';
  buttonKey: string;
  onPay: () => void;
}

const meta = {
  title: 'Cards/DebtCard',
  component: DebtCard as unknown as React.ComponentType<Args>,
  tags: ['autodocs'],
  args: {
    creditorName: 'Kodinkone Oy',
    dueDate: '2026-04-15',
    state: 3,
    leftCents: 84000,
    totalCents: 120000,
    buttonVariant: 'primary',
    buttonKey: 'button.payWholeDebt',
    onPay: fn(),
  },
  argTypes: {
    buttonVariant: {
      control: 'inline-radio',
      options: ['primary', 'payNow', 'payQuickly', 'none'],
    },
    state: { control: { type: 'range', min: 1, max: 12 } },
  },
  render: (
    { state, buttonVariant, buttonKey, onPay, totalCents, leftCents, ...args },
    { globals },
  ) => {
    const t = storyText(globals);
    const paidCents = totalCents - leftCents;
    return (
      <div style={{ maxWidth: 360 }}>
        <DebtCard
          {...args}
          leftCents={leftCents}
          totalCents={totalCents}
          paidCents={paidCents}
          progressPercent={Math.round((paidCents / totalCents) * 1000) / 10}
          stateLabel={t(`debtState.${state}`)}
          colorGroup={storyDebtStates[state].colorGroup}
          ended={storyDebtStates[state].ended}
          locale={storyLocale(globals)}
          href="#/debt/12345678"
          labels={{
            dueDate: t('debtCard.dueDate'),
            amountLeft: t('debtCard.amountLeft'),
            paidOfTotal: t('debtCard.paidOfTotal'),
            progress: t('debtCard.progress'),
          }}
          action={
            buttonVariant === 'none'
              ? undefined
              : { variant: buttonVariant, label: t(buttonKey), onClick: onPay }
          }
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
    await expect(args.onPay).toHaveBeenCalledTimes(1);
  },
};

/** Red "pay now": the debt is in court (state 4). */
export const PayNow: Story = {
  args: { state: 4, buttonVariant: 'payNow', buttonKey: 'button.payNow', leftCents: 110000 },
};

/** Orange "pay quickly": the due date is within two days or past. */
export const PayQuickly: Story = {
  args: {
    state: 2,
    dueDate: '2026-03-17',
    buttonVariant: 'payQuickly',
    buttonKey: 'button.payQuickly',
    leftCents: 30000,
  },
};

/** Payment in progress: the button is hidden. */
export const PaymentPending: Story = { args: { buttonVariant: 'none' } };

export const MostlyPaid: Story = { args: { leftCents: 12000 } };

export const LongCreditorName: Story = {
  args: { creditorName: 'Pohjois-Suomen Sähkö- ja Lämpöpalvelut Osuuskunta' },
};
