import type { ComponentType } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyText } from '../../storybook/text';
import { Button, type ButtonSize, type ButtonVariant } from './Button';

/**
 * Controls of the stories. Button's own props are a union (a loading button must have a loading
 * text, a button without text an aria-label), so the stories drive it through these plain args.
 */
interface ButtonStoryArgs {
  variant: ButtonVariant;
  size: ButtonSize;
  fullWidth?: boolean;
  disabled?: boolean;
  loading?: boolean;
  onClick: () => void;
}

const meta = {
  title: 'Actions/Button',
  // The docs table is read from Button itself; the cast only lets its union props take plain args.
  component: Button as unknown as ComponentType<ButtonStoryArgs>,
  tags: ['autodocs'],
  args: { onClick: fn(), variant: 'primary', size: 'medium' },
  argTypes: {
    variant: { control: 'inline-radio' },
    size: { control: 'inline-radio' },
  },
  render: ({ loading, ...args }, { globals }) => {
    const t = storyText(globals);
    const label = t(labelKey[args.variant]);
    return loading ? (
      <Button {...args} loading loadingText={t('button.loading')}>
        {label}
      </Button>
    ) : (
      <Button {...args}>{label}</Button>
    );
  },
} satisfies Meta<ButtonStoryArgs>;

const labelKey = {
  primary: 'common.continue',
  secondary: 'common.cancel',
  tertiary: 'common.back',
  payNow: 'button.payNow',
  payQuickly: 'button.payQuickly',
} as const;

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

export const Secondary: Story = { args: { variant: 'secondary' } };
export const Tertiary: Story = { args: { variant: 'tertiary' } };

/** Red: the debt is in court (state 4). */
export const PayNow: Story = { args: { variant: 'payNow' } };

/** Orange: the due date is within two days or past. */
export const PayQuickly: Story = { args: { variant: 'payQuickly' } };

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
  args: { loading: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
