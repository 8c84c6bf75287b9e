import type { ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { cents } from '@portal/openapi/money';
import { formatEuroCents } from '../../format';
import dayjs from 'dayjs';
import { setByStory } from '../../storybook/args';
import {
  STORY_TODAY,
  storyLocale,
  storyText,
  translatedArgs,
  translatedText,
} from '../../storybook/text';
import { BalanceChart, type BalanceChartProps } from './BalanceChart';
import { balanceSchedule } from './chart-geometry';

/** The chart's props, and the monthly instalments from which the story draws its lines. */
type Args = ComponentProps<typeof BalanceChart> & {
  /** Story only: the chosen monthly instalment first, then the alternatives, in cents. */
  instalments: number[];
};

/** Persona 1's debt of 325,80 €. */
const TOTAL = cents(32580);

/** Text props of these stories: translation keys or any text (storybook/text.ts). */
const texts = [
  'title',
  'monthHeader',
  'keyboardHint',
  'showTable',
  'hideTable',
  'tableCaption',
  'legendLabel',
] as const;

const meta = {
  title: 'Data/BalanceChart',
  component: BalanceChart,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: {
    title: 'chart.balance.title',
    // Its amount and month count (the plural) are the chosen instalment's.
    summary: 'chart.balance.summary',
    monthHeader: 'chart.balance.monthHeader',
    keyboardHint: 'chart.balance.keyboardHint',
    showTable: 'chart.showTable',
    hideTable: 'chart.hideTable',
    tableCaption: 'chart.balance.tableCaption',
    legendLabel: 'chart.legend',
    // Filled in by the render from `instalments` and the locale toolbar.
    series: [],
    monthLabel: String,
    formatAmount: String,
  },
  argTypes: {
    instalments: { table: { category: 'Story' } },
    summary: { control: 'text' },
    ...setByStory(['series'], 'the instalments control'),
    ...setByStory(['monthLabel', 'formatAmount', 'axisAmount']),
  },
  render: ({ instalments, summary, ...args }, { globals }) => {
    const t = storyText(globals);
    const locale = storyLocale(globals);
    const amount = (value: number) => formatEuroCents(cents(value), locale);
    const series: BalanceChartProps['series'] = instalments.map((instalment, index) => ({
      id: String(instalment),
      name: t('chart.balance.series', { amount: amount(instalment) }),
      balances: balanceSchedule(TOTAL, cents(instalment)),
      chosen: index === 0,
    }));
    const months = (series[0]?.balances.length ?? 1) - 1;
    return (
      <BalanceChart
        {...translatedArgs(args, globals, texts)}
        summary={
          typeof summary === 'string'
            ? translatedText(summary, globals, {
                amount: amount(instalments[0] ?? 0),
                count: months,
              })
            : summary
        }
        series={series}
        monthLabel={(m) =>
          m === 0 ? t('chart.balance.now') : dayjs(STORY_TODAY).add(m, 'month').format('MM/YYYY')
        }
        formatAmount={amount}
        axisAmount={(cents) =>
          new Intl.NumberFormat(locale, {
            style: 'currency',
            currency: 'EUR',
            minimumFractionDigits: 0,
            maximumFractionDigits: 0,
          }).format(cents / 100)
        }
      />
    );
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** banditRating 2: the chosen 40 € a month and the 50 € and 60 € alternatives beside it. */
export const WithAlternatives: Story = {
  args: {
    instalments: [4000, 5000, 6000],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const plot = canvas.getByRole('group', { name: /./ });
    await userEvent.click(canvas.getByRole('button', { name: /./ }));
    await expect(canvas.getByRole('table')).toBeVisible();
    plot.focus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByTestId('balance-readout')).toHaveTextContent(/0[,.]00/);
    await userEvent.keyboard('{Home}{ArrowDown}{ArrowRight}');
    await expect(canvas.getByTestId('balance-readout')).toHaveTextContent(/275[,.]80/);
  },
};

/** One line: the next higher amounts are not offered (banditRating 1 or 3). */
export const SingleLine: Story = {
  args: { instalments: [4000] },
};

/** A debt paid in two months: the axis still labels both ends. */
export const Short: Story = {
  args: { instalments: [20000] },
};
