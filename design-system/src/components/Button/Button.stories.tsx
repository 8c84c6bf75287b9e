import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { translatedArgs } from '../../storybook/text';
import { Button } from './Button';

const meta = {
  title: 'Actions/Button',
  component: Button,
  tags: ['autodocs'],
  args: {
    variant: 'primary',
    size: 'medium',
    // Translation keys or any text (storybook/text.ts translatedArgs).
    children: 'common.continue',
    onClick: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio' },
    size: { control: 'inline-radio' },
    children: { control: 'text' },
    loadingText: { control: 'text' },
    'aria-label': { control: 'text' },
    icon: { control: false },
  },
  render: (args, { globals }) => (
    <Button {...translatedArgs(args, globals, ['children', 'loadingText', 'aria-label'])} />
  ),
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button');
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'common.cancel' } };
export const Tertiary: Story = { args: { variant: 'tertiary', children: 'common.back' } };

/** Red: the debt is in court (state 4). */
export const PayNow: Story = { args: { variant: 'payNow', children: 'button.payNow' } };

/** Orange: the due date is within two days or past. */
export const PayQuickly: Story = {
  args: { variant: 'payQuickly', children: 'button.payQuickly' },
};

export const Small: Story = { args: { size: 'small' } };
export const Large: Story = { args: { size: 'large' } };
export const FullWidth: Story = { args: { fullWidth: true } };

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { loading: true, loadingText: 'button.loading' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
