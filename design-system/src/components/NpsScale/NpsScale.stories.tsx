import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyText } from '../../storybook/text';
import { NpsScale, type NpsValue } from './NpsScale';

interface Args {
  initial: NpsValue | null;
  disabled: boolean;
  onValueChange: (value: NpsValue) => void;
}

function Demo({ initial, onValueChange, disabled, t }: Args & { t: (key: string) => string }) {
  const [value, setValue] = useState(initial);
  return (
    <NpsScale
      legend={t('feedback.nps.question')}
      lowLabel={t('feedback.nps.low')}
      highLabel={t('feedback.nps.high')}
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
  title: 'Forms/NpsScale',
  component: NpsScale as unknown as React.ComponentType<Args>,
  tags: ['autodocs'],
  // Spec 5: the portal's default is 5.
  args: { initial: 5, disabled: false, onValueChange: fn() },
  render: (args, { globals }) => (
    <div style={{ maxWidth: 640 }}>
      <Demo {...args} t={storyText(globals)} />
    </div>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DefaultFive: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const radios = canvas.getAllByRole('radio');
    await expect(radios).toHaveLength(11);
    await expect(radios[5]).toBeChecked();
    await userEvent.tab();
    await expect(radios[5]).toHaveFocus();
    for (const expected of [6, 7]) {
      await userEvent.keyboard('{ArrowRight>}');
      await waitFor(() => expect(args.onValueChange).toHaveBeenLastCalledWith(expected));
      await userEvent.keyboard('{/ArrowRight}');
    }
    await userEvent.click(radios[10]!);
    await expect(args.onValueChange).toHaveBeenLastCalledWith(10);
  },
};

export const Unanswered: Story = { args: { initial: null } };
export const Disabled: Story = { args: { initial: 9, disabled: true } };
