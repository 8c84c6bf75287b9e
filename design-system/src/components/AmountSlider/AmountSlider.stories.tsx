import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, within } from 'storybook/test';
import { formatEuroCents } from '../../format';
import { storyLocale, storyText } from '../../storybook/text';
import { AmountSlider } from './AmountSlider';

interface Args {
  initialCents: number;
  minCents: number;
  maxCents: number;
  disabled?: boolean;
  onValueChange: (cents: number) => void;
}

const meta = {
  title: 'Forms/AmountSlider',
  component: AmountSlider as unknown as React.ComponentType<Args>,
  tags: ['autodocs'],
  args: { initialCents: 5000, minCents: 2900, maxCents: 32580, onValueChange: fn() },
  render: function Render({ initialCents, onValueChange, ...args }, { globals }) {
    const t = storyText(globals);
    const locale = storyLocale(globals);
    const [cents, setCents] = useState(initialCents);
    return (
      <AmountSlider
        {...args}
        label={t('paymentPlan.slider')}
        stepCents={100}
        valueCents={cents}
        onValueChange={(next) => {
          setCents(next);
          onValueChange(next);
        }}
        formatValue={(value) => formatEuroCents(value, locale)}
      />
    );
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The plan builder's slider: a new position is reported in cents and read out in euros. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const slider = within(canvasElement).getByRole('slider');
    await expect(slider).toHaveAttribute('aria-valuetext', expect.stringContaining('50'));
    fireEvent.change(slider, { target: { value: '12300' } });
    await expect(args.onValueChange).toHaveBeenLastCalledWith(12300);
    await expect(slider).toHaveAttribute('aria-valuetext', expect.stringContaining('123'));
  },
};

/** At the smallest amount allowed (the longest plan). */
export const AtMinimum: Story = {
  args: { initialCents: 2900 },
  play: async ({ canvasElement }) => {
    const slider = within(canvasElement).getByRole('slider');
    await expect(slider).toHaveValue('2900');
  },
};

/** Nothing to choose between: the minimum is the whole amount. */
export const Disabled: Story = {
  args: { minCents: 32580, maxCents: 32580, initialCents: 32580 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('slider')).toBeDisabled();
  },
};
