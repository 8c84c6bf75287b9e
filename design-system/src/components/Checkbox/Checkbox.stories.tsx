import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { translatedArgs } from '../../storybook/text';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  args: {
    // A translation key or any text (storybook/text.ts translatedArgs).
    label: 'profile.emailAllowed',
    onCheckedChange: fn(),
  },
  argTypes: { label: { control: 'text' }, hint: { control: 'text' }, error: { control: 'text' } },
  render: (args, { globals }) => (
    <Checkbox {...translatedArgs(args, globals, ['label', 'hint', 'error'])} />
  ),
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox');
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await expect(box).toHaveAttribute('data-state', 'checked');
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};

export const Checked: Story = { args: { defaultChecked: true } };
export const WithHint: Story = { args: { hint: 'profile.emailAllowedHint' } };
export const Indeterminate: Story = { args: { checked: 'indeterminate' } };

/** The settlement cannot be signed before the terms are accepted (step 4). */
export const WithError: Story = {
  args: { label: 'settlement.agree', error: 'settlement.agreeRequired' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription(/./);
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox');
    await expect(box).toBeDisabled();
    await userEvent.click(box, { pointerEventsCheck: 0 });
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};
