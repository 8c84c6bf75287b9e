import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { cents } from '@portal/openapi/money';
import { setByStory } from '../../storybook/args';
import { storyLocale, storyText } from '../../storybook/text';
import { CapacityFigures } from './CapacityFigures';

/** The rule of the Enforcement Code the figures came from, for the explanation under them. */
type Rule = 'protected' | 'twoThirds' | 'oneThird' | 'high';

const meta = {
  title: 'Cards/CapacityFigures',
  component: CapacityFigures,
  tags: ['autodocs'],
  // 2025, two children, 1 800,00 € a month: 30 × (32,88 + 2 × 9,61) protected.
  args: {
    protectedCents: cents(156300),
    leavesCents: cents(164200),
    takesCents: cents(15800),
    affordableCents: cents(15800),
    // Filled in by the render from the locale toolbar.
    locale: 'fi-FI',
    labels: { title: '', perMonth: '', protectedAmount: '', leaves: '', takes: '', affordable: '' },
  },
  argTypes: { ...setByStory(['labels', 'locale', 'children']) },
  render: (args, { globals, parameters }) => {
    const t = storyText(globals);
    const rule = (parameters.rule as Rule | undefined) ?? 'twoThirds';
    return (
      <CapacityFigures
        {...args}
        locale={storyLocale(globals)}
        labels={{
          title: t('cantPay.result.title'),
          perMonth: t('cantPay.result.perMonth'),
          protectedAmount: t('cantPay.result.protected', { year: 2025 }),
          leaves: t('cantPay.result.leaves'),
          takes: t('cantPay.result.takes'),
          affordable: t('cantPay.result.affordable'),
        }}
      >
        <p>{t(`cantPay.result.rule.${rule}`)}</p>
        <p>
          {args.affordableCents > 0
            ? t('cantPay.result.affordableText')
            : t('cantPay.result.nothing')}
        </p>
        <p>{t('cantPay.result.source', { year: 2025 })}</p>
      </CapacityFigures>
    );
  },
} satisfies Meta<typeof CapacityFigures>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Income above the protected amount: enforcement would take two thirds of what is above it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region')).toHaveAccessibleName(/./);
    // Four label and value pairs, the answer last.
    await expect(canvas.getAllByRole('term')).toHaveLength(4);
    await expect(canvas.getAllByRole('definition')[3]).toHaveTextContent(/158/);
  },
};

/** Income at or under the protected amount: enforcement takes nothing, nothing is affordable. */
export const NothingLeft: Story = {
  args: {
    protectedCents: cents(98640),
    leavesCents: cents(95000),
    takesCents: cents(0),
    affordableCents: cents(0),
  },
  parameters: { rule: 'protected' },
};

/** A high income: a third of four times the protected amount and four fifths of the rest. */
export const HighIncome: Story = {
  args: {
    protectedCents: cents(98640),
    leavesCents: cents(284128),
    takesCents: cents(215872),
    affordableCents: cents(215800),
  },
  parameters: { rule: 'high' },
};
