import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyText } from '../../storybook/text';
import { BANK_IDS, BankSelector, type BankId } from './BankSelector';

interface Args {
  initial: BankId | null;
  disabled: boolean;
  onValueChange: (bank: BankId) => void;
}

function Demo({ initial, onValueChange, disabled, t }: Args & { t: (key: string) => string }) {
  const [value, setValue] = useState(initial);
  return (
    <BankSelector
      legend={t('bank.legend')}
      names={
        Object.fromEntries(BANK_IDS.map((id) => [id, t(`bank.${id}`)])) as Record<BankId, string>
      }
      value={value}
      disabled={disabled}
      onValueChange={(next) => {
        setValue(next);
        onValueChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Forms/BankSelector',
  component: BankSelector as unknown as React.ComponentType<Args>,
  tags: ['autodocs'],
  args: { initial: null, disabled: false, onValueChange: fn() },
  render: (args, { globals }) => (
    <div style={{ maxWidth: 720 }}>
      <Demo {...args} t={storyText(globals)} />
    </div>
  ),
} satisfies Meta<Args>;

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

export const Chosen: Story = { args: { initial: 'aktia' } };
export const Disabled: Story = { args: { initial: 'danske', disabled: true } };
