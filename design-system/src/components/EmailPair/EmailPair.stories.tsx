import { useState, type ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { setByStory } from '../../storybook/args';
import { storyText, translatedArgs } from '../../storybook/text';
import { EmailPair } from './EmailPair';

/**
 * The pair with its values in state and the portal's validation as the story types: `email` and
 * `repeat` are the first values, and the story sets `emailError` and `repeatError`.
 */
function Controlled({
  email,
  repeat,
  onEmailChange,
  onRepeatChange,
  t,
  ...props
}: ComponentProps<typeof EmailPair> & { t: (key: string) => string }) {
  const [values, setValues] = useState({ email, repeat });
  const mismatch = values.repeat !== '' && values.repeat !== values.email;
  const malformed = values.email !== '' && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(values.email);
  return (
    <EmailPair
      {...props}
      email={values.email}
      repeat={values.repeat}
      onEmailChange={(next) => {
        setValues((v) => ({ ...v, email: next }));
        onEmailChange(next);
      }}
      onRepeatChange={(next) => {
        setValues((v) => ({ ...v, repeat: next }));
        onRepeatChange(next);
      }}
      emailError={malformed ? t('validation.email.email') : undefined}
      repeatError={mismatch ? t('validation.email.sameAs') : undefined}
    />
  );
}

const meta = {
  title: 'Forms/EmailPair',
  component: EmailPair,
  tags: ['autodocs'],
  args: {
    // Translation keys or any text (storybook/text.ts translatedArgs).
    emailLabel: 'contact.email',
    repeatLabel: 'contact.emailRepeat',
    required: true,
    email: '',
    repeat: '',
    onEmailChange: fn(),
    onRepeatChange: fn(),
  },
  argTypes: {
    emailLabel: { control: 'text' },
    repeatLabel: { control: 'text' },
    hint: { control: 'text' },
    ...setByStory(['emailError', 'repeatError'], "the story's validation"),
  },
  render: (args, { globals }) => (
    <Controlled
      {...translatedArgs(args, globals, ['emailLabel', 'repeatLabel', 'hint'])}
      t={storyText(globals)}
    />
  ),
} satisfies Meta<typeof EmailPair>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const [email, repeat] = within(canvasElement).getAllByRole('textbox') as [
      HTMLElement,
      HTMLElement,
    ];
    await userEvent.type(email, 'maija@example.fi');
    await userEvent.type(repeat, 'maija@example.com');
    await expect(repeat).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(repeat);
    await userEvent.type(repeat, 'maija@example.fi');
    await expect(repeat).not.toHaveAttribute('aria-invalid');
  },
};

export const Matching: Story = {
  args: { email: 'maija@example.fi', repeat: 'maija@example.fi' },
};

export const Mismatch: Story = {
  args: { email: 'maija@example.fi', repeat: 'maija@example.com' },
};

export const Malformed: Story = { args: { email: 'maija@', repeat: '' } };
export const Disabled: Story = {
  args: { email: 'maija@example.fi', repeat: 'maija@example.fi', disabled: true },
};
