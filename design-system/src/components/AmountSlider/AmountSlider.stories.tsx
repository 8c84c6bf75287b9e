import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, within } from 'storybook/test';
import { cents } from '@portal/openapi/money';
import { formatEuroCents } from '../../format';
import { setByStory } from '../../storybook/args';
import { storyLocale, translatedArgs } from '../../storybook/text';
import { AmountSlider } from './AmountSlider';

const meta = {
  title: 'Forms/AmountSlider',
  component: AmountSlider,
  tags: ['autodocs'],
  args: {
    // A translation key or any text (storybook/text.ts translatedArgs).
    label: 'paymentPlan.slider',
    minCents: cents(2900),
    maxCents: cents(32580),
    stepCents: cents(100),
    // The amount it starts at; the story keeps the moved value in state, as the plan builder does.
    valueCents: cents(5000),
    onValueChange: fn(),
    // Filled in by the render from the locale toolbar.
    formatValue: (cents: number) => String(cents),
  },
  argTypes: { label: { control: 'text' }, ...setByStory(['formatValue']) },
  render: function Render({ valueCents, onValueChange, ...args }, { globals }) {
    const locale = storyLocale(globals);
    const [cents, setCents] = useState(valueCents);
    return (
      <AmountSlider
        {...translatedArgs(args, globals, ['label'])}
        valueCents={cents}
        onValueChange={(next) => {
          setCents(next);
          onValueChange(next);
        }}
        formatValue={(value) => formatEuroCents(value, locale)}
      />
    );
  },
} satisfies Meta<typeof AmountSlider>;

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
  args: { valueCents: cents(2900) },
  play: async ({ canvasElement }) => {
    const slider = within(canvasElement).getByRole('slider');
    await expect(slider).toHaveValue('2900');
  },
};

/** Nothing to choose between: the minimum is the whole amount. */
export const Disabled: Story = {
  args: { minCents: cents(32580), maxCents: cents(32580), valueCents: cents(32580) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('slider')).toBeDisabled();
  },
};
