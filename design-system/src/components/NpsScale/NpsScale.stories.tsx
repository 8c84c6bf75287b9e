import { useState, type ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { translatedArgs } from '../../storybook/text';
import { NpsScale } from './NpsScale';

/** The scale with its value in state, as a form holds it: `value` is the number it starts with. */
function Controlled({
  value: initialValue,
  onValueChange,
  ...props
}: ComponentProps<typeof NpsScale>) {
  const [value, setValue] = useState(initialValue);
  return (
    <NpsScale
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
  title: 'Forms/NpsScale',
  component: NpsScale,
  tags: ['autodocs'],
  args: {
    // Translation keys or any text (storybook/text.ts translatedArgs).
    legend: 'feedback.nps.question',
    lowLabel: 'feedback.nps.low',
    highLabel: 'feedback.nps.high',
    // The portal's default is 5.
    value: 5,
    disabled: false,
    onValueChange: fn(),
  },
  render: (args, { globals }) => (
    <div style={{ maxWidth: 640 }}>
      <Controlled {...translatedArgs(args, globals, ['legend', 'lowLabel', 'highLabel'])} />
    </div>
  ),
} satisfies Meta<typeof NpsScale>;

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

export const Unanswered: Story = { args: { value: null } };
export const Disabled: Story = { args: { value: 9, disabled: true } };
