import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { setByStory } from '../../storybook/args';
import { storyText, translatedArgs } from '../../storybook/text';
import { Textarea } from './Textarea';

const meta = {
  title: 'Forms/Textarea',
  component: Textarea,
  tags: ['autodocs'],
  args: {
    // Translation keys or any text (storybook/text.ts translatedArgs); the error's {{min}} is 10
    // and {{max}} the `maxLength`.
    label: 'contact.message',
    hint: 'contact.messageHint',
    maxLength: 1000,
    required: true,
    // Filled in by the render from the locale toolbar.
    formatCounter: (count: number, max: number) => `${count}/${max}`,
  },
  argTypes: {
    label: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
    ...setByStory(['formatCounter']),
  },
  render: (args, { globals }) => {
    const t = storyText(globals);
    const props = translatedArgs(args, globals, ['label', 'hint', 'error'], {
      min: 10,
      max: args.maxLength ?? '',
    });
    return props.maxLength === undefined ? (
      <Textarea {...props} />
    ) : (
      <Textarea
        {...props}
        formatCounter={(count: number, max: number) => t('textarea.counter', { count, max })}
      />
    );
  },
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const textarea = canvas.getByRole('textbox');
    await userEvent.type(textarea, 'Hei');
    await expect(canvas.getByText(/^3\/1000/)).toBeVisible();
    await expect(textarea).toHaveAccessibleDescription(/3\/1000/);
  },
};

/** The feedback comment allows 300 characters. */
export const FeedbackComment: Story = { args: { maxLength: 300, required: false } };

export const WithError: Story = {
  args: { defaultValue: 'Lyhyt', error: 'textErrors.length' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const Disabled: Story = { args: { disabled: true } };
