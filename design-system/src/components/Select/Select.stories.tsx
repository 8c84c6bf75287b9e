import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within, screen } from 'storybook/test';
import { storyText } from '../../storybook/text';
import { Select } from './Select';

interface Args {
  defaultValue?: string;
  defaultOpen?: boolean;
  disabled?: boolean;
  withError?: boolean;
  onValueChange: (value: string) => void;
}

const categories = ['general', 'creditInformation', 'collectionCosts', 'collectionProcess'];

const meta = {
  title: 'Forms/Select',
  component: Select as unknown as React.ComponentType<Args>,
  tags: ['autodocs'],
  args: { onValueChange: fn() },
  render: ({ withError, ...args }, { globals }) => {
    const t = storyText(globals);
    return (
      <div style={{ maxWidth: 360, minHeight: 280 }}>
        <Select
          {...args}
          label={t('faq.category')}
          placeholder={t('faq.categoryPlaceholder')}
          error={withError ? t('validation.required') : undefined}
          required={withError}
          options={categories.map((value) => ({ value, label: t(`faq.categories.${value}`) }))}
        />
      </div>
    );
  },
} satisfies Meta<Args>;

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

export const WithError: Story = { args: { withError: true } };

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'general' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox')).toBeDisabled();
  },
};
