import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyText } from '../../storybook/text';
import { PhoneField } from './PhoneField';

interface Args {
  initialValue: string;
  withError?: boolean;
  disabled?: boolean;
  onValueChange: (value: string) => void;
}

function Controlled({
  initialValue,
  onValueChange,
  ...props
}: Omit<React.ComponentProps<typeof PhoneField>, 'value'> & { initialValue: string }) {
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
  component: PhoneField as unknown as React.ComponentType<Args>,
  tags: ['autodocs'],
  args: { initialValue: '', onValueChange: fn() },
  render: ({ withError, ...args }, { globals }) => {
    const t = storyText(globals);
    return (
      <Controlled
        {...args}
        required
        label={t('contact.phone')}
        hint={t('contact.phoneHint')}
        error={withError ? t('validation.phone.length') : undefined}
      />
    );
  },
} satisfies Meta<Args>;

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

export const Filled: Story = { args: { initialValue: '401234567' } };
export const WithError: Story = { args: { initialValue: '4012345678901', withError: true } };
export const Disabled: Story = { args: { initialValue: '401234567', disabled: true } };
