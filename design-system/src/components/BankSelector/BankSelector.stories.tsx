import { useState, type ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { setByStory } from '../../storybook/args';
import { translatedArgs } from '../../storybook/text';
import { BankSelector } from './BankSelector';
import { SAMPLE_PAYMENT_METHODS } from './sample-methods';
import { interactionTest } from '../../storybook/interaction';

/** The selector with its value in state, as the payment form holds it: `value` is the first one. */
function Controlled({
  value: initialValue,
  onValueChange,
  ...props
}: ComponentProps<typeof BankSelector>) {
  const [value, setValue] = useState(initialValue);
  return (
    <BankSelector
      {...props}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onValueChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Forms/BankSelector',
  component: BankSelector,
  tags: ['autodocs'],
  args: {
    // A translation key or any text (storybook/text.ts translatedArgs).
    legend: 'bank.legend',
    value: null,
    disabled: false,
    onValueChange: fn(),
    // The payment provider's list (names and group names are the provider's, in Finnish here).
    groups: SAMPLE_PAYMENT_METHODS,
  },
  argTypes: {
    legend: { control: 'text' },
    value: {
      control: 'select',
      options: [null, ...SAMPLE_PAYMENT_METHODS.flatMap((g) => g.methods.map((m) => m.id))],
    },
    ...setByStory(['groups']),
  },
  render: (args, { globals }) => (
    <div style={{ maxWidth: 720 }}>
      <Controlled {...translatedArgs(args, globals, ['legend'])} />
    </div>
  ),
} satisfies Meta<typeof BankSelector>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoneChosen: Story = {};

/** Test: Tab reaches each group, Space chooses, Down arrow moves and chooses. */
export const ChoosingByKeyboard: Story = {
  tags: ['!dev', '!autodocs'],
  ...interactionTest,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const radios = canvas.getAllByRole('radio');
    await expect(radios).toHaveLength(10);
    await expect(canvas.getByRole('radiogroup', { name: 'Mobiilimaksutavat' })).toBeVisible();
    // Tab reaches MobilePay's group first, then the banks' group.
    await userEvent.tab();
    await expect(radios[0]).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('mobilepay');
    await userEvent.tab();
    await expect(radios[1]).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('osuuspankki');
    // Radix moves focus after a tick and checks the radio while the arrow key is still down.
    await userEvent.keyboard('{ArrowDown>}');
    await waitFor(() => expect(radios[2]).toBeChecked());
    await userEvent.keyboard('{/ArrowDown}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('nordea');
  },
};

export const Chosen: Story = { args: { value: 'aktia' } };
export const MobilePayChosen: Story = { args: { value: 'mobilepay' } };
export const Disabled: Story = { args: { value: 'danske', disabled: true } };
