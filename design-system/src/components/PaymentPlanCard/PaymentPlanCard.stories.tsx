import type { ComponentProps, ComponentType } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { cents } from '@portal/openapi/money';
import { setByStory } from '../../storybook/args';
import { storyLocale, storyText, translatedArgs } from '../../storybook/text';
import type { CardAction } from '../DebtCard';
import { PaymentPlanCard } from './PaymentPlanCard';

/** The card's props, with the button's click as a story arg of its own. */
type Args = Omit<ComponentProps<typeof PaymentPlanCard>, 'action'> & {
  /** The pay button: its colour (the story writes its label); the click is `onAction`. */
  action?: Omit<CardAction, 'onClick'>;
  /** Story only: the pay button's click, recorded in the Actions panel. */
  onAction: () => void;
};

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
  // The docs table is PaymentPlanCard's own; the story's `action` leaves the click to `onAction`, so
  // that the controls show labels and no function source.
  component: PaymentPlanCard as ComponentType<Args>,
  tags: ['autodocs'],
  args: {
    // A translation key or any text (storybook/text.ts translatedArgs).
    title: 'planCard.title',
    installmentsLeft: 8,
    installmentsTotal: 12,
    nextDueDate: '2026-04-01',
    nextAmountCents: cents(5000),
    leftCents: cents(40000),
    progressPercent: 33.3,
    href: '#/debt/1001',
    action: { variant: 'primary', label: '' },
    onAction: fn(),
    // Filled in by the render from the locale toolbar.
    locale: 'fi-FI',
    installmentsText: () => '',
    labels: { installmentsLeft: '', nextDueDate: '', nextAmount: '', amountLeft: '', progress: '' },
  },
  argTypes: {
    title: { control: 'text' },
    onAction: { table: { category: 'Story' } },
    ...setByStory(['labels', 'installmentsText', 'locale']),
  },
  render: ({ action, onAction, ...args }, { globals }) => {
    const t = storyText(globals);
    return (
      <div style={{ maxWidth: 360 }}>
        <PaymentPlanCard
          {...translatedArgs(args, globals, ['title'])}
          locale={storyLocale(globals)}
          installmentsText={(left, total) =>
            t('debt.plan.installmentsLeftValue', { left, count: total })
          }
          labels={{
            installmentsLeft: t('planCard.installmentsLeft'),
            nextDueDate: t('planCard.nextDueDate'),
            nextAmount: t('planCard.nextAmount'),
            amountLeft: t('debtCard.amountLeft'),
            progress: t('planCard.progress'),
          }}
          action={
            action && { ...action, onClick: onAction, label: t(actionTextKey[action.variant]) }
          }
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
    await expect(canvas.getByRole('article')).toHaveTextContent(
      /8 (of|av) 12|8 \(yhteensä 12 erää\)/,
    );
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '#/debt/1001');
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.onAction).toHaveBeenCalledTimes(1);
  },
};

/** Next due date within two days or past: orange "pay quickly". */
export const PayQuickly: Story = {
  args: {
    nextDueDate: '2026-03-17',
    action: { variant: 'payQuickly', label: '' },
  },
};

/** A joint plan over several debts links to /payment-plan/{firstDebtNr}. */
export const Joint: Story = {
  args: {
    title: 'planCard.jointTitle',
    installmentsLeft: 20,
    installmentsTotal: 24,
    leftCents: cents(100000),
    progressPercent: 16.7,
    href: '#/payment-plan/1001',
  },
};
