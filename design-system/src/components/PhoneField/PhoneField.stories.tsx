import { useState, type ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { translatedArgs } from '../../storybook/text';
import { PhoneField } from './PhoneField';

/** The field with its value in state, as a form holds it: `value` is the number it starts with. */
function Controlled({
  value: initialValue,
  onValueChange,
  ...props
}: ComponentProps<typeof PhoneField>) {
  const [value, setValue] = useState(initialValue);
  return (
    <PhoneField
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
  title: 'Forms/PhoneField',
  component: PhoneField,
  tags: ['autodocs'],
  args: {
    // Translation keys or any text (storybook/text.ts translatedArgs).
    label: 'contact.phone',
    hint: 'contact.phoneHint',
    required: true,
    value: '',
    onValueChange: fn(),
  },
  argTypes: { label: { control: 'text' }, hint: { control: 'text' }, error: { control: 'text' } },
  render: (args, { globals }) => (
    <Controlled {...translatedArgs(args, globals, ['label', 'hint', 'error'])} />
  ),
} satisfies Meta<typeof PhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input).toHaveAccessibleDescription(/\+358/);
    await userEvent.type(input, '0401234567');
    await expect(input).toHaveValue('401234567');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('401234567');
  },
};

export const Filled: Story = { args: { value: '401234567' } };
export const WithError: Story = {
  args: { value: '4012345678901', error: 'validation.phone.length' },
};
export const Disabled: Story = { args: { value: '401234567', disabled: true } };
