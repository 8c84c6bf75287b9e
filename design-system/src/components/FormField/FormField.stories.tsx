import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyText, translatedArgs } from '../../storybook/text';
import { Input } from './FormField.styles';
import { FormField } from './FormField';

const meta = {
  title: 'Forms/FormField',
  component: FormField,
  tags: ['autodocs'],
  args: {
    label: 'contact.phone',
    required: false,
    // The control of these stories: a plain input with the ids the field hands to it.
    children: (control) => <Input {...control} type="tel" inputMode="tel" />,
  },
  argTypes: {
    label: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
    children: { control: false },
    after: { control: false },
  },
  render: (args, { globals }) => (
    <FormField {...translatedArgs(args, globals, ['label', 'hint', 'error'])} />
  ),
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The label names the control. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input).toHaveAccessibleName(/./);
    await expect(input).not.toHaveAttribute('aria-describedby');
  },
};

/** The hint describes the control. */
export const WithHint: Story = {
  args: { hint: 'contact.phoneHint' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input).toHaveAccessibleDescription(/./);
  },
};

/** Required: a visible mark, and `aria-required` on the control. */
export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveAttribute(
      'aria-required',
      'true',
    );
  },
};

/** An error marks the control invalid and describes it after the hint. */
export const WithError: Story = {
  args: { hint: 'contact.phoneHint', error: 'validation.phone.length', required: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input.getAttribute('aria-describedby')?.split(' ')).toHaveLength(2);
  },
};

/** Something after the control (here a counter, as Textarea's), also describing it. */
export const WithCounter: Story = {
  args: { label: 'contact.message', describedBy: 'form-field-story-counter' },
  render: (args, { globals }) => {
    const t = storyText(globals);
    return (
      <FormField
        {...translatedArgs(args, globals, ['label', 'hint', 'error'])}
        after={
          <p id="form-field-story-counter" style={{ margin: 0 }}>
            {t('textarea.counter', { count: 0, max: 2000 })}
          </p>
        }
      />
    );
  },
};
