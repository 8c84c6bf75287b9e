import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formatEuroCents } from '../../format';
import { storyLocale, storyText } from '../../storybook/text';
import { AmountField } from './AmountField';

interface Args {
  initialCents: number | null;
  withError?: boolean;
  disabled?: boolean;
  onValueChange: (cents: number | null, text: string) => void;
}

function Controlled({
  initialCents,
  onValueChange,
  ...props
}: Omit<React.ComponentProps<typeof AmountField>, 'valueCents'> & { initialCents: number | null }) {
  const [cents, setCents] = useState(initialCents);
  return (
    <AmountField
      {...props}
      valueCents={cents}
      onValueChange={(next, text) => {
        setCents(next);
        onValueChange(next, text);
      }}
    />
  );
}

const meta = {
  title: 'Forms/AmountField',
  component: AmountField as unknown as React.ComponentType<Args>,
  tags: ['autodocs'],
  args: { initialCents: null, onValueChange: fn() },
  render: ({ withError, ...args }, { globals }) => {
    const t = storyText(globals);
    const locale = storyLocale(globals);
    const range = { min: formatEuroCents(500, locale), max: formatEuroCents(123456, locale) };
    return (
      <Controlled
        {...args}
        locale={locale}
        required
        label={t('customPayment.amount')}
        hint={t('validation.amount.range', range)}
        error={withError ? t('validation.amount.min', range) : undefined}
      />
    );
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox');
    await userEvent.type(input, '12.5');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(1250, '12.5');
    await userEvent.tab();
    await expect(input).toHaveValue('12,50');
  },
};

export const WithAmount: Story = {
  args: { initialCents: 500 },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input).toHaveValue('5,00');
    await userEvent.clear(input);
    await userEvent.type(input, '12,50');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(1250, '12,50');
  },
};

export const Unreadable: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox');
    await userEvent.type(input, 'abc');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null, 'abc');
    await expect(input).toHaveAttribute('data-state', 'unreadable');
  },
};

export const WithError: Story = { args: { initialCents: 300, withError: true } };
export const Disabled: Story = { args: { initialCents: 500, disabled: true } };
