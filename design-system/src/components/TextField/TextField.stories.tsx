import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storyText } from '../../storybook/text';
import { TextField } from './TextField';

interface Args {
  required?: boolean;
  disabled?: boolean;
  withHint?: boolean;
  withError?: boolean;
}

const meta = {
  title: 'Forms/TextField',
  component: TextField as unknown as React.ComponentType<Args>,
  tags: ['autodocs'],
  args: { required: true },
  render: ({ withHint, withError, ...args }, { globals }) => {
    const t = storyText(globals);
    return (
      <TextField
        {...args}
        label={t('login.caseNumber')}
        inputMode="numeric"
        hint={withHint ? t('login.caseNumberHint') : undefined}
        error={withError ? t('validation.caseNumber.length') : undefined}
        defaultValue={withError ? '123456789' : undefined}
      />
    );
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await userEvent.type(input, '12345');
    await expect(input).toHaveValue('12345');
    await expect(input).toHaveAttribute('aria-required', 'true');
  },
};

export const WithHint: Story = {
  args: { withHint: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input).toHaveAccessibleDescription(/./);
  },
};

export const WithError: Story = {
  args: { withHint: true, withError: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/1.+8/);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toBeDisabled();
  },
};
