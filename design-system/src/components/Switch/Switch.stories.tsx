import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { translatedArgs } from '../../storybook/text';
import { Switch } from './Switch';

const meta = {
  title: 'Forms/Switch',
  component: Switch,
  tags: ['autodocs'],
  args: {
    // Translation keys or any text (storybook/text.ts translatedArgs).
    label: 'consent.cookies.label',
    description: 'consent.cookies.description',
    onCheckedChange: fn(),
  },
  argTypes: { label: { control: 'text' }, description: { control: 'text' } },
  render: (args, { globals }) => (
    <Switch {...translatedArgs(args, globals, ['label', 'description'])} />
  ),
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('switch');
    await expect(toggle).toHaveAccessibleDescription(/./);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
    await userEvent.keyboard('{Enter}');
    await expect(toggle).not.toBeChecked();
  },
};

export const On: Story = { args: { defaultChecked: true } };

/** Necessary cookies are always on (consent dialog). */
export const DisabledOn: Story = {
  args: { defaultChecked: true, disabled: true },
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('switch');
    await expect(toggle).toBeDisabled();
    await userEvent.click(toggle, { pointerEventsCheck: 0 });
    await expect(toggle).toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};
