import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { translatedArgs } from '../../storybook/text';
import { TextField } from './TextField';
import { interactionTest } from '../../storybook/interaction';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  tags: ['autodocs'],
  args: {
    // Translation keys or any text (storybook/text.ts translatedArgs).
    label: 'login.caseNumber',
    inputMode: 'numeric',
    required: true,
  },
  argTypes: {
    label: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
  },
  render: (args, { globals }) => (
    <TextField {...translatedArgs(args, globals, ['label', 'hint', 'error'])} />
  ),
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Test: typing fills the field, which is marked required. */
export const Typing: Story = {
  tags: ['!dev', '!autodocs'],
  ...interactionTest,
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await userEvent.type(input, '12345');
    await expect(input).toHaveValue('12345');
    await expect(input).toHaveAttribute('aria-required', 'true');
  },
};

export const WithHint: Story = {
  args: { hint: 'login.caseNumberHint' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input).toHaveAccessibleDescription(/./);
  },
};

export const WithError: Story = {
  args: {
    hint: 'login.caseNumberHint',
    error: 'validation.caseNumber.length',
    defaultValue: '123456789',
  },
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
