import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { formatEuroCents, formatPercent } from '../../format';
import { storyLocale, storyText } from '../../storybook/text';
import { ProgressWheel, type ProgressWheelSize } from './ProgressWheel';

interface Args {
  percent: number;
  size: ProgressWheelSize;
  leftCents: number;
}

const meta = {
  title: 'Data/ProgressWheel',
  component: ProgressWheel as unknown as React.ComponentType<Args>,
  tags: ['autodocs'],
  args: { percent: 30, size: 'large', leftCents: 84000 },
  argTypes: {
    percent: { control: { type: 'range', min: 0, max: 100 } },
    size: { control: 'inline-radio', options: ['large', 'small'] },
  },
  render: ({ percent, size, leftCents }, { globals }) => {
    const t = storyText(globals);
    const locale = storyLocale(globals);
    return (
      <ProgressWheel
        percent={percent}
        size={size}
        label={t('debtCard.progress')}
        valueText={formatPercent(percent, locale)}
      >
        <span style={{ fontSize: '0.875rem' }}>{t('debtCard.amountLeft')}</span>
        <strong style={{ fontSize: '1.375rem' }}>{formatEuroCents(leftCents, locale)}</strong>
      </ProgressWheel>
    );
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Under 50 percent the wheel is drawn in segments (spec 9). */
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
  args: { percent: 75, leftCents: 30000 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-display]')).toHaveAttribute(
      'data-display',
      'continuous',
    );
  },
};

export const Nothing: Story = { args: { percent: 0, leftCents: 120000 } };
export const Half: Story = { args: { percent: 50, leftCents: 60000 } };
export const Complete: Story = { args: { percent: 100, leftCents: 0 } };
export const Small: Story = { args: { size: 'small', percent: 62 } };
