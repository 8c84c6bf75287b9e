import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ArrowUpIcon, CalendarIcon, CloseIcon, MenuIcon } from '../../icons';
import { storyText } from '../../storybook/text';
import { IconButton, type IconButtonVariant } from './IconButton';

interface Args {
  variant: IconButtonVariant;
  size: 'medium' | 'large';
  disabled?: boolean;
  icon: 'close' | 'menu' | 'calendar' | 'top';
  onClick: () => void;
}

const icons = {
  close: { icon: <CloseIcon />, label: 'common.close' },
  menu: { icon: <MenuIcon />, label: 'topBar.menu' },
  calendar: { icon: <CalendarIcon />, label: 'datePicker.open' },
  top: { icon: <ArrowUpIcon />, label: 'scrollToTop.label' },
} as const;

const meta = {
  title: 'Actions/IconButton',
  component: IconButton as unknown as React.ComponentType<Args>,
  tags: ['autodocs'],
  args: { variant: 'ghost', size: 'medium', icon: 'close', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['ghost', 'primary', 'secondary', 'onBrand'] },
    icon: { control: 'inline-radio', options: Object.keys(icons) },
  },
  render: ({ icon, ...args }, { globals }) => {
    const t = storyText(globals);
    const button = (
      <IconButton {...args} icon={icons[icon].icon} aria-label={t(icons[icon].label)} />
    );
    return args.variant === 'onBrand' ? (
      <div style={{ background: '#00506e', padding: 8, display: 'inline-block' }}>{button}</div>
    ) : (
      button
    );
  },
} satisfies Meta<Args>;

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

export const Primary: Story = { args: { variant: 'primary', icon: 'top', size: 'large' } };
export const Secondary: Story = { args: { variant: 'secondary', icon: 'calendar' } };
export const OnBrand: Story = { args: { variant: 'onBrand', icon: 'menu' } };

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
