import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storyText } from '../../storybook/text';
import { EmailPair } from './EmailPair';

interface Args {
  email: string;
  repeat: string;
  disabled?: boolean;
  /** Shows the portal's validation messages as the story types. */
  validate?: boolean;
}

function Controlled({
  email,
  repeat,
  disabled,
  validate,
  t,
}: Args & { t: (key: string) => string }) {
  const [values, setValues] = useState({ email, repeat });
  const mismatch = validate && values.repeat !== '' && values.repeat !== values.email;
  const malformed =
    validate && values.email !== '' && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(values.email);
  return (
    <EmailPair
      required
      disabled={disabled}
      emailLabel={t('contact.email')}
      repeatLabel={t('contact.emailRepeat')}
      email={values.email}
      repeat={values.repeat}
      onEmailChange={(next) => setValues((v) => ({ ...v, email: next }))}
      onRepeatChange={(next) => setValues((v) => ({ ...v, repeat: next }))}
      emailError={malformed ? t('validation.email.email') : undefined}
      repeatError={mismatch ? t('validation.email.sameAs') : undefined}
    />
  );
}

const meta = {
  title: 'Forms/EmailPair',
  component: EmailPair as unknown as React.ComponentType<Args>,
  tags: ['autodocs'],
  args: { email: '', repeat: '', validate: true },
  render: (args, { globals }) => <Controlled {...args} t={storyText(globals)} />,
} satisfies Meta<Args>;

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
