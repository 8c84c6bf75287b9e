import type { ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { cents, type Cents } from '@portal/openapi/money';
import { formatEuroCents, formatPercent } from '../../format';
import { setByStory } from '../../storybook/args';
import { storyLocale, storyText, translatedArgs } from '../../storybook/text';
import { ProgressWheel } from './ProgressWheel';

/** The wheel's props, and the amount left that the story shows inside it. */
type Args = ComponentProps<typeof ProgressWheel> & {
  /** Story only: the amount left (cents), shown inside the wheel as its `children`. */
  leftCents: Cents;
};

const meta = {
  title: 'Data/ProgressWheel',
  component: ProgressWheel,
  tags: ['autodocs'],
  args: {
    percent: 30,
    size: 'large',
    // A translation key or any text (storybook/text.ts translatedArgs).
    label: 'debtCard.progress',
    leftCents: cents(84000),
    // Filled in by the render from `percent` and the locale toolbar.
    valueText: '',
  },
  argTypes: {
    percent: { control: { type: 'range', min: 0, max: 100 } },
    size: { control: 'inline-radio', options: ['large', 'small'] },
    label: { control: 'text' },
    leftCents: { table: { category: 'Story' } },
    ...setByStory(['valueText'], 'percent'),
    ...setByStory(['children'], 'leftCents'),
  },
  render: ({ leftCents, ...args }, { globals }) => {
    const t = storyText(globals);
    const locale = storyLocale(globals);
    return (
      <ProgressWheel
        {...translatedArgs(args, globals, ['label'])}
        valueText={formatPercent(args.percent, locale)}
      >
        <span style={{ fontSize: '0.875rem' }}>{t('debtCard.amountLeft')}</span>
        <strong style={{ fontSize: '1.375rem' }}>{formatEuroCents(leftCents, locale)}</strong>
      </ProgressWheel>
    );
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Under 50 percent the wheel is drawn in segments. */
export const Segmented: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar');
    await expect(bar).toHaveAttribute('aria-valuenow', '30');
    await expect(bar).toHaveAccessibleName(/./);
    await expect(canvasElement.querySelector('[data-display]')).toHaveAttribute(
      'data-display',
      'segmented',
    );
  },
};

export const Continuous: Story = {
  args: { percent: 75, leftCents: cents(30000) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-display]')).toHaveAttribute(
      'data-display',
      'continuous',
    );
  },
};

export const Nothing: Story = { args: { percent: 0, leftCents: cents(120000) } };
export const Half: Story = { args: { percent: 50, leftCents: cents(60000) } };
export const Complete: Story = { args: { percent: 100, leftCents: cents(0) } };
export const Small: Story = { args: { size: 'small', percent: 62 } };
