import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { translatedArgs } from '../../storybook/text';
import { RadioGroup } from './RadioGroup';

/** The due-day choices; labels are translation keys or any text (storybook/text.ts). */
const options = [
  { value: '0', label: 'paymentPlan.dueDay.0' },
  { value: '1', label: 'paymentPlan.dueDay.1' },
  { value: '2', label: 'paymentPlan.dueDay.2' },
];

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  tags: ['autodocs'],
  args: {
    // Translation keys or any text (storybook/text.ts translatedArgs).
    legend: 'paymentPlan.dueDay.legend',
    hint: 'paymentPlan.dueDay.hint',
    options,
    onValueChange: fn(),
  },
  argTypes: { legend: { control: 'text' }, hint: { control: 'text' }, error: { control: 'text' } },
  render: ({ options, ...args }, { globals }) => (
    <RadioGroup
      {...translatedArgs(args, globals, ['legend', 'hint', 'error'])}
      options={options.map((option) => translatedArgs(option, globals, ['label', 'hint']))}
    />
  ),
} satisfies Meta<typeof RadioGroup>;

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
export const WithError: Story = { args: { error: 'validation.required' } };

export const DisabledOption: Story = {
  args: {
    defaultValue: '1',
    options: [options[0]!, options[1]!, { ...options[2]!, disabled: true }],
  },
  play: async ({ canvasElement }) => {
    const radios = within(canvasElement).getAllByRole('radio');
    await expect(radios[2]).toBeDisabled();
  },
};
