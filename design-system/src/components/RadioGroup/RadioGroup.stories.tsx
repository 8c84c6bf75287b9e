import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyText } from '../../storybook/text';
import { RadioGroup } from './RadioGroup';

interface Args {
  defaultValue?: string;
  orientation?: 'vertical' | 'horizontal';
  disabled?: boolean;
  disableLast?: boolean;
  withError?: boolean;
  onValueChange: (value: string) => void;
}

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup as unknown as React.ComponentType<Args>,
  tags: ['autodocs'],
  args: { onValueChange: fn() },
  render: ({ withError, disableLast, ...args }, { globals }) => {
    const t = storyText(globals);
    return (
      <RadioGroup
        {...args}
        legend={t('paymentPlan.dueDay.legend')}
        hint={t('paymentPlan.dueDay.hint')}
        error={withError ? t('validation.required') : undefined}
        options={[
          { value: '0', label: t('paymentPlan.dueDay.0') },
          { value: '1', label: t('paymentPlan.dueDay.1') },
          { value: '2', label: t('paymentPlan.dueDay.2'), disabled: disableLast },
        ]}
      />
    );
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { defaultValue: '0' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup')).toHaveAccessibleName(/./);
    const [first, second] = canvas.getAllByRole('radio') as [HTMLElement, HTMLElement];
    await userEvent.tab();
    await expect(first).toHaveFocus();
    // Radix moves focus after a tick and checks the radio while the arrow key is still down.
    await userEvent.keyboard('{ArrowDown>}');
    await waitFor(() => expect(second).toBeChecked());
    await userEvent.keyboard('{/ArrowDown}');
    await expect(second).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenCalledWith('1');
  },
};

export const NothingChosen: Story = {};
export const Horizontal: Story = { args: { orientation: 'horizontal', defaultValue: '1' } };
export const WithError: Story = { args: { withError: true } };

export const DisabledOption: Story = {
  args: { defaultValue: '1', disableLast: true },
  play: async ({ canvasElement }) => {
    const radios = within(canvasElement).getAllByRole('radio');
    await expect(radios[2]).toBeDisabled();
  },
};
