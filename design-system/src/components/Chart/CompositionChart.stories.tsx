import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { formatEuroCents } from '../../format';
import { storyLocale, storyText } from '../../storybook/text';
import { CompositionChart, type CompositionChartProps } from './CompositionChart';

interface Args {
  principal: number;
  interest: number;
  collectionCosts: number;
  otherCosts: number;
  paid: number;
  /** With a plan: a second bar of paid and left. */
  plan: boolean;
}

const meta = {
  title: 'Data/CompositionChart',
  component: CompositionChart as unknown as React.ComponentType<Args>,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: {
    principal: 28000,
    interest: 1230,
    collectionCosts: 3350,
    otherCosts: 0,
    paid: 4500,
    plan: false,
  },
  render: ({ principal, interest, collectionCosts, otherCosts, paid, plan }, { globals }) => {
    const t = storyText(globals);
    const locale = storyLocale(globals);
    const amount = (cents: number) => formatEuroCents(cents, locale);
    const total = principal + interest + collectionCosts + otherCosts;
    const bars: CompositionChartProps['bars'] = [
      {
        title: t('chart.composition.debtBar'),
        parts: [
          {
            id: 'principal',
            label: t('chart.composition.principal'),
            cents: principal,
            pattern: 'solid',
          },
          {
            id: 'interest',
            label: t('chart.composition.interest'),
            cents: interest,
            pattern: 'stripes',
          },
          {
            id: 'collection',
            label: t('chart.composition.collectionCosts'),
            cents: collectionCosts,
            pattern: 'dots',
          },
          {
            id: 'other',
            label: t('chart.composition.otherCosts'),
            cents: otherCosts,
            pattern: 'hatch',
          },
        ],
      },
      ...(plan
        ? [
            {
              title: t('chart.composition.planBar'),
              parts: [
                {
                  id: 'paid',
                  label: t('chart.composition.paid'),
                  cents: paid,
                  pattern: 'paid' as const,
                },
                {
                  id: 'left',
                  label: t('chart.composition.left'),
                  cents: total - paid,
                  pattern: 'left' as const,
                },
              ],
            },
          ]
        : []),
    ];
    return (
      <CompositionChart
        title={t('chart.composition.title')}
        summary={t('chart.composition.summary', {
          total: amount(total),
          paid: amount(paid),
          left: amount(total - paid),
        })}
        bars={bars}
        formatAmount={amount}
        partHeader={t('chart.composition.partHeader')}
        amountHeader={t('chart.composition.amountHeader')}
        showTable={t('chart.showTable')}
        hideTable={t('chart.hideTable')}
        tableCaption={t('chart.composition.tableCaption')}
      />
    );
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Persona 1's debt: principal, interest and collection costs; no other costs (left out). */
export const Debt: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('img')[0]).toHaveAccessibleName(/280,00/);
    await userEvent.click(canvas.getByRole('button'));
    await expect(canvas.getByRole('table')).toBeVisible();
  },
};

/** A debt with a plan: a second bar of what is paid and what is left. */
export const WithPlan: Story = { args: { plan: true, otherCosts: 500 } };

/** Nothing paid yet. */
export const NothingPaid: Story = { args: { paid: 0, plan: true } };
