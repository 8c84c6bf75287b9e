import { useState, type ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { setByStory } from '../../storybook/args';
import { storyText, translatedArgs } from '../../storybook/text';
import { BANK_IDS, BankSelector, type BankId } from './BankSelector';

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
    // Filled in by the render from the locale toolbar (bank.*).
    names: Object.fromEntries(BANK_IDS.map((id) => [id, id])) as Record<BankId, string>,
  },
  argTypes: {
    legend: { control: 'text' },
    value: { control: 'select', options: [null, ...BANK_IDS] },
    ...setByStory(['names']),
  },
  render: (args, { globals }) => {
    const t = storyText(globals);
    return (
      <div style={{ maxWidth: 720 }}>
        <Controlled
          {...translatedArgs(args, globals, ['legend'])}
          names={
            Object.fromEntries(BANK_IDS.map((id) => [id, t(`bank.${id}`)])) as Record<
              BankId,
              string
            >
          }
        />
      </div>
    );
  },
} satisfies Meta<typeof BankSelector>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoneChosen: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const radios = canvas.getAllByRole('radio');
    await expect(radios).toHaveLength(9);
    await userEvent.tab();
    await expect(radios[0]).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('osuuspankki');
    // Radix moves focus after a tick and checks the radio while the arrow key is still down.
    await userEvent.keyboard('{ArrowDown>}');
    await waitFor(() => expect(radios[1]).toBeChecked());
    await userEvent.keyboard('{/ArrowDown}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('nordea');
  },
};

export const Chosen: Story = { args: { value: 'aktia' } };
export const Disabled: Story = { args: { value: 'danske', disabled: true } };
