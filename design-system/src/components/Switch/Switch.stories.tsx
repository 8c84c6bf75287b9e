import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyText } from '../../storybook/text';
import { Switch } from './Switch';

interface Args {
  defaultChecked?: boolean;
  disabled?: boolean;
  onCheckedChange: (checked: boolean) => void;
}

const meta = {
  title: 'Forms/Switch',
  component: Switch as unknown as React.ComponentType<Args>,
  tags: ['autodocs'],
  args: { onCheckedChange: fn() },
  render: (args, { globals }) => {
    const t = storyText(globals);
    return (
      <Switch
        {...args}
        label={t('consent.cookies.label')}
        description={t('consent.cookies.description')}
      />
    );
  },
} satisfies Meta<Args>;

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

/** Necessary cookies are always on (spec 2, consent dialog). */
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
