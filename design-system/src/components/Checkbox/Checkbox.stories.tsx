import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyText } from '../../storybook/text';
import { Checkbox } from './Checkbox';

interface Args {
  defaultChecked?: boolean;
  checked?: boolean | 'indeterminate';
  disabled?: boolean;
  withHint?: boolean;
  withError?: boolean;
  onCheckedChange: (checked: boolean | 'indeterminate') => void;
}

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox as unknown as React.ComponentType<Args>,
  tags: ['autodocs'],
  args: { onCheckedChange: fn() },
  render: ({ withHint, withError, ...args }, { globals }) => {
    const t = storyText(globals);
    return withError ? (
      <Checkbox {...args} label={t('settlement.agree')} error={t('settlement.agreeRequired')} />
    ) : (
      <Checkbox
        {...args}
        label={t('profile.emailAllowed')}
        hint={withHint ? t('profile.emailAllowedHint') : undefined}
      />
    );
  },
} satisfies Meta<Args>;

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
export const WithHint: Story = { args: { withHint: true } };
export const Indeterminate: Story = { args: { checked: 'indeterminate' } };

/** The settlement cannot be signed before the terms are accepted (spec 4, step 4). */
export const WithError: Story = {
  args: { withError: true },
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
