import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storyText } from '../../storybook/text';
import { Textarea } from './Textarea';

interface Args {
  maxLength: number;
  required?: boolean;
  disabled?: boolean;
  defaultValue?: string;
  withError?: boolean;
}

const meta = {
  title: 'Forms/Textarea',
  component: Textarea as unknown as React.ComponentType<Args>,
  tags: ['autodocs'],
  args: { maxLength: 1000, required: true },
  render: ({ withError, ...args }, { globals }) => {
    const t = storyText(globals);
    return (
      <Textarea
        {...args}
        label={t('contact.message')}
        hint={t('contact.messageHint')}
        error={withError ? t('textErrors.length', { min: 10, max: args.maxLength }) : undefined}
        formatCounter={(count: number, max: number) => t('textarea.counter', { count, max })}
      />
    );
  },
} satisfies Meta<Args>;

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

/** The feedback comment allows 300 characters (spec 9). */
export const FeedbackComment: Story = { args: { maxLength: 300, required: false } };

export const WithError: Story = {
  args: { defaultValue: 'Lyhyt', withError: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const Disabled: Story = { args: { disabled: true } };
