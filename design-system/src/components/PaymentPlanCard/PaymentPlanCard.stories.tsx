import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyLocale, storyText } from '../../storybook/text';
import { PaymentPlanCard } from './PaymentPlanCard';

interface Args {
  joint: boolean;
  installmentsLeft: number;
  installmentsTotal: number;
  nextDueDate: string;
  quickly: boolean;
  onPay: () => void;
}

const meta = {
  title: 'Cards/PaymentPlanCard',
  component: PaymentPlanCard as unknown as React.ComponentType<Args>,
  tags: ['autodocs'],
  args: {
    joint: false,
    installmentsLeft: 8,
    installmentsTotal: 12,
    nextDueDate: '2026-04-01',
    quickly: false,
    onPay: fn(),
  },
  render: ({ joint, quickly, onPay, ...args }, { globals }) => {
    const t = storyText(globals);
    const installment = 5000;
    const left = args.installmentsLeft * installment;
    const total = args.installmentsTotal * installment;
    return (
      <div style={{ maxWidth: 360 }}>
        <PaymentPlanCard
          {...args}
          title={t(joint ? 'planCard.jointTitle' : 'planCard.title')}
          nextAmountCents={installment}
          leftCents={left}
          progressPercent={Math.round(((total - left) / total) * 1000) / 10}
          locale={storyLocale(globals)}
          href={joint ? '#/payment-plan/1001' : '#/debt/1001'}
          labels={{
            installmentsLeft: t('planCard.installmentsLeft'),
            nextDueDate: t('planCard.nextDueDate'),
            nextAmount: t('planCard.nextAmount'),
            amountLeft: t('debtCard.amountLeft'),
            progress: t('planCard.progress'),
          }}
          action={{
            variant: quickly ? 'payQuickly' : 'primary',
            label: t(quickly ? 'button.payQuickly' : 'button.payNextInstallment'),
            onClick: onPay,
          }}
        />
      </div>
    );
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article')).toHaveTextContent('8 / 12');
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '#/debt/1001');
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.onPay).toHaveBeenCalledTimes(1);
  },
};

/** Next due date within two days or past: orange "pay quickly". */
export const PayQuickly: Story = { args: { quickly: true, nextDueDate: '2026-03-17' } };

/** A joint plan over several debts links to /payment-plan/{firstDebtNr}. */
export const Joint: Story = { args: { joint: true, installmentsLeft: 20, installmentsTotal: 24 } };
