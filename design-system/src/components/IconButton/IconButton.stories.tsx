import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ArrowUpIcon, CalendarIcon, CloseIcon, MenuIcon } from '../../icons';
import { translatedArgs } from '../../storybook/text';
import { IconButton } from './IconButton';

const meta = {
  title: 'Actions/IconButton',
  component: IconButton,
  tags: ['autodocs'],
  args: {
    variant: 'ghost',
    size: 'medium',
    icon: 'close',
    // A translation key or any text (storybook/text.ts translatedArgs).
    'aria-label': 'common.close',
    onClick: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['ghost', 'primary', 'secondary', 'onBrand'] },
    icon: {
      control: 'inline-radio',
      options: ['close', 'menu', 'calendar', 'top'],
      mapping: {
        close: <CloseIcon />,
        menu: <MenuIcon />,
        calendar: <CalendarIcon />,
        top: <ArrowUpIcon />,
      },
    },
    'aria-label': { control: 'text' },
  },
  render: (args, { globals }) => {
    const button = <IconButton {...translatedArgs(args, globals, ['aria-label'])} />;
    // `onBrand` sits on the brand-coloured top bar.
    return args.variant === 'onBrand' ? (
      <div style={{ background: '#00506e', padding: 8, display: 'inline-block' }}>{button}</div>
    ) : (
      button
    );
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ghost: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toHaveAccessibleName(/./);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Primary: Story = {
  args: { variant: 'primary', icon: 'top', size: 'large', 'aria-label': 'scrollToTop.label' },
};
export const Secondary: Story = {
  args: { variant: 'secondary', icon: 'calendar', 'aria-label': 'datePicker.open' },
};
export const OnBrand: Story = {
  args: { variant: 'onBrand', icon: 'menu', 'aria-label': 'topBar.menu' },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
