import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within, screen } from 'storybook/test';
import { translatedArgs } from '../../storybook/text';
import { Select } from './Select';

const categories = ['general', 'creditInformation', 'collectionCosts', 'collectionProcess'];

const meta = {
  title: 'Forms/Select',
  component: Select,
  tags: ['autodocs'],
  args: {
    // Translation keys or any text (storybook/text.ts translatedArgs).
    label: 'faq.category',
    placeholder: 'faq.categoryPlaceholder',
    options: categories.map((value) => ({ value, label: `faq.categories.${value}` })),
    onValueChange: fn(),
  },
  argTypes: { label: { control: 'text' }, error: { control: 'text' }, hint: { control: 'text' } },
  render: ({ options, ...args }, { globals }) => (
    <div style={{ maxWidth: 360, minHeight: 280 }}>
      <Select
        {...translatedArgs(args, globals, ['label', 'placeholder', 'hint', 'error'])}
        options={options.map((option) => translatedArgs(option, globals, ['label']))}
      />
    </div>
  ),
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Placeholder: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('combobox');
    await expect(trigger).toHaveAccessibleName(/./);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    await expect(listbox).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    await expect(trigger).toHaveFocus();
  },
};

export const Chosen: Story = { args: { defaultValue: 'collectionCosts' } };

export const WithError: Story = { args: { error: 'validation.required', required: true } };

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'general' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox')).toBeDisabled();
  },
};
