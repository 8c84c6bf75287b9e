import { useState, type ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { cents } from '@portal/openapi/money';
import { formatEuroCents } from '../../format';
import { setByStory } from '../../storybook/args';
import { storyLocale, translatedArgs } from '../../storybook/text';
import { AmountField } from './AmountField';

/** The field with its value in state, as a form holds it: `valueCents` is the value it starts with. */
function Controlled({ valueCents, onValueChange, ...props }: ComponentProps<typeof AmountField>) {
  const [cents, setCents] = useState(valueCents);
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
  component: AmountField,
  tags: ['autodocs'],
  args: {
    // Translation keys or any text (storybook/text.ts translatedArgs); {{min}} and {{max}} are
    // the range 5,00 € - 1 234,56 €.
    label: 'customPayment.amount',
    hint: 'validation.amount.range',
    required: true,
    valueCents: null,
    onValueChange: fn(),
    // Filled in by the render from the locale toolbar.
    locale: 'fi-FI',
  },
  argTypes: {
    label: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
    ...setByStory(['locale']),
  },
  render: (args, { globals }) => {
    const locale = storyLocale(globals);
    const range = {
      min: formatEuroCents(cents(500), locale),
      max: formatEuroCents(cents(123456), locale),
    };
    return (
      <Controlled
        {...translatedArgs(args, globals, ['label', 'hint', 'error'], range)}
        locale={locale}
      />
    );
  },
} satisfies Meta<typeof AmountField>;

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
  args: { valueCents: cents(500) },
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

export const WithError: Story = {
  args: { valueCents: cents(300), error: 'validation.amount.min' },
};
export const Disabled: Story = { args: { valueCents: cents(500), disabled: true } };
