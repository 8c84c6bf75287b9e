import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { setByStory } from '../../storybook/args';
import { storyLocale, storyText, translatedArgs } from '../../storybook/text';
import { PaymentPlanCard } from './PaymentPlanCard';

/** The action's text follows its colour, as in the portal. */
const actionTextKey = {
  primary: 'button.payNextInstallment',
  payQuickly: 'button.payQuickly',
  payNow: 'button.payNow',
  secondary: 'button.payNextInstallment',
  tertiary: 'button.payNextInstallment',
} as const;

const meta = {
  title: 'Cards/PaymentPlanCard',
  component: PaymentPlanCard,
  tags: ['autodocs'],
  args: {
    // A translation key or any text (storybook/text.ts translatedArgs).
    title: 'planCard.title',
    installmentsLeft: 8,
    installmentsTotal: 12,
    nextDueDate: '2026-04-01',
    nextAmountCents: 5000,
    leftCents: 40000,
    progressPercent: 33.3,
    href: '#/debt/1001',
    action: { variant: 'primary', label: '', onClick: fn() },
    // Filled in by the render from the locale toolbar.
    locale: 'fi-FI',
    labels: { installmentsLeft: '', nextDueDate: '', nextAmount: '', amountLeft: '', progress: '' },
  },
  argTypes: { title: { control: 'text' }, ...setByStory(['labels', 'locale']) },
  render: ({ action, ...args }, { globals }) => {
    const t = storyText(globals);
    return (
      <div style={{ maxWidth: 360 }}>
        <PaymentPlanCard
          {...translatedArgs(args, globals, ['title'])}
          locale={storyLocale(globals)}
          labels={{
            installmentsLeft: t('planCard.installmentsLeft'),
            nextDueDate: t('planCard.nextDueDate'),
            nextAmount: t('planCard.nextAmount'),
            amountLeft: t('debtCard.amountLeft'),
            progress: t('planCard.progress'),
          }}
          action={action && { ...action, label: t(actionTextKey[action.variant]) }}
        />
      </div>
    );
  },
} satisfies Meta<typeof PaymentPlanCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article')).toHaveTextContent('8 / 12');
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '#/debt/1001');
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.action?.onClick).toHaveBeenCalledTimes(1);
  },
};

/** Next due date within two days or past: orange "pay quickly". */
export const PayQuickly: Story = {
  args: {
    nextDueDate: '2026-03-17',
    action: { variant: 'payQuickly', label: '', onClick: fn() },
  },
};

/** A joint plan over several debts links to /payment-plan/{firstDebtNr}. */
export const Joint: Story = {
  args: {
    title: 'planCard.jointTitle',
    installmentsLeft: 20,
    installmentsTotal: 24,
    leftCents: 100000,
    progressPercent: 16.7,
    href: '#/payment-plan/1001',
  },
};
