import type { ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { cents, sumCents, type Cents } from '@portal/openapi/money';
import { formatEuroCents } from '../../format';
import { setByStory } from '../../storybook/args';
import { storyLocale, storyText, translatedArgs, translatedText } from '../../storybook/text';
import { CompositionChart, type CompositionChartProps } from './CompositionChart';

/** The chart's props, and the debt's amounts from which the story draws its bars. */
type Args = ComponentProps<typeof CompositionChart> & {
  /** Story only: the debt's principal, in cents. */
  principal: Cents;
  /** Story only: its interest, in cents. */
  interest: Cents;
  /** Story only: its collection costs, in cents. */
  collectionCosts: Cents;
  /** Story only: its other costs, in cents (a part of 0 is left out). */
  otherCosts: Cents;
  /** Story only: what is paid, in cents (the summary, and the plan's bar). */
  paid: Cents;
  /** Story only: with a plan, a second bar of paid and left. */
  plan: boolean;
};

/** Text props of these stories: translation keys or any text (storybook/text.ts). */
const texts = [
  'title',
  'partHeader',
  'amountHeader',
  'showTable',
  'hideTable',
  'tableCaption',
] as const;

const meta = {
  title: 'Data/CompositionChart',
  component: CompositionChart,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: {
    principal: cents(28000),
    interest: cents(1230),
    collectionCosts: cents(3350),
    otherCosts: cents(0),
    paid: cents(4500),
    plan: false,
    title: 'chart.composition.title',
    // Its total, paid and left are the story's amounts.
    summary: 'chart.composition.summary',
    partHeader: 'chart.composition.partHeader',
    amountHeader: 'chart.composition.amountHeader',
    showTable: 'chart.showTable',
    hideTable: 'chart.hideTable',
    tableCaption: 'chart.composition.tableCaption',
    // Filled in by the render from the amounts and the locale toolbar.
    bars: [],
    formatAmount: String,
  },
  argTypes: {
    ...Object.fromEntries(
      (['principal', 'interest', 'collectionCosts', 'otherCosts', 'paid', 'plan'] as const).map(
        (name) => [name, { table: { category: 'Story' } }],
      ),
    ),
    summary: { control: 'text' },
    ...setByStory(['bars'], 'the amount controls'),
    ...setByStory(['formatAmount']),
  },
  render: (
    { principal, interest, collectionCosts, otherCosts, paid, plan, summary, ...args },
    { globals },
  ) => {
    const t = storyText(globals);
    const locale = storyLocale(globals);
    const amount = (value: Cents) => formatEuroCents(value, locale);
    const total = sumCents([principal, interest, collectionCosts, otherCosts]);
    const left = cents(total - paid);
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
                  cents: left,
                  pattern: 'left' as const,
                },
              ],
            },
          ]
        : []),
    ];
    return (
      <CompositionChart
        {...translatedArgs(args, globals, texts)}
        summary={
          typeof summary === 'string'
            ? translatedText(summary, globals, {
                total: amount(total),
                paid: amount(paid),
                left: amount(left),
              })
            : summary
        }
        bars={bars}
        formatAmount={amount}
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
export const WithPlan: Story = { args: { plan: true, otherCosts: cents(500) } };

/** Nothing paid yet. */
export const NothingPaid: Story = { args: { paid: cents(0), plan: true } };
