import { useState, type ComponentProps, type FormEvent } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { setByStory } from '../../storybook/args';
import { storyText, translatedArgs } from '../../storybook/text';
import { Button } from '../Button/Button';
import { EmailPair } from '../EmailPair/EmailPair';
import { Stack } from '../Stack/Stack';
import { TextField } from '../TextField/TextField';
import { ErrorSummary, type ErrorSummaryItem } from './ErrorSummary';
import { interactionTest } from '../../storybook/interaction';

/** What the story's contact form holds when it opens. */
interface FormStart {
  email: string;
  repeat: string;
  phone: string;
  /** Shows the summary at once, as after a failed submit (loki takes no clicks). */
  submitted: boolean;
}

/** The summary's props, and the form around it whose errors the story lists in `errors`. */
type Args = ComponentProps<typeof ErrorSummary> & {
  /** Story only: what the contact form holds when it opens, and whether it was already sent. */
  form: FormStart;
};

const EMAIL_PATTERN = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/**
 * A contact form as the portal builds it: the fields show their errors inline once submitted,
 * and the summary above lists the same messages as links and takes focus on each failed submit.
 */
function ContactForm({
  form: { email, repeat, phone, submitted },
  summary,
  t,
}: {
  form: FormStart;
  summary: Omit<ComponentProps<typeof ErrorSummary>, 'errors' | 'focusKey'>;
  t: (key: string) => string;
}) {
  const [values, setValues] = useState({ email, repeat, phone });
  const [failed, setFailed] = useState(submitted ? 1 : 0);
  const [sent, setSent] = useState(false);
  const emailError =
    values.email.trim() === ''
      ? 'validation.email.required'
      : !EMAIL_PATTERN.test(values.email)
        ? 'validation.email.email'
        : null;
  const repeatError =
    values.repeat.trim() === ''
      ? 'validation.email.repeatRequired'
      : values.repeat !== values.email
        ? 'validation.email.sameAs'
        : null;
  const phoneError = /^\d{1,12}$/.test(values.phone) ? null : 'validation.phone.length';
  const shown = failed > 0;
  const errors: ErrorSummaryItem[] = [
    { fieldId: 'story-email', message: emailError },
    { fieldId: 'story-email-repeat', message: repeatError },
    { fieldId: 'story-phone', message: phoneError },
  ]
    .filter((item): item is { fieldId: string; message: string } => shown && !!item.message)
    .map((item) => ({ fieldId: item.fieldId, message: t(item.message) }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (emailError || repeatError || phoneError) {
      setFailed((count) => count + 1);
      setSent(false);
    } else setSent(true);
  };
  return (
    <Stack as="form" gap={4} noValidate onSubmit={submit} aria-label={t('contact.title')}>
      <ErrorSummary {...summary} errors={errors} focusKey={failed} />
      <EmailPair
        id="story-email"
        required
        emailLabel={t('contact.email')}
        repeatLabel={t('contact.emailRepeat')}
        email={values.email}
        repeat={values.repeat}
        onEmailChange={(next) => setValues((v) => ({ ...v, email: next }))}
        onRepeatChange={(next) => setValues((v) => ({ ...v, repeat: next }))}
        emailError={shown && emailError ? t(emailError) : undefined}
        repeatError={shown && repeatError ? t(repeatError) : undefined}
      />
      <TextField
        id="story-phone"
        label={t('contact.phone')}
        inputMode="tel"
        value={values.phone}
        onChange={(event) => setValues((v) => ({ ...v, phone: event.target.value }))}
        error={shown && phoneError ? t(phoneError) : undefined}
      />
      <div>
        <Button type="submit">{t('common.send')}</Button>
      </div>
      {sent ? <p role="status">{t('contact.done')}</p> : null}
    </Stack>
  );
}

const meta = {
  title: 'Forms/ErrorSummary',
  component: ErrorSummary,
  tags: ['autodocs'],
  args: {
    // A translation key or any text (storybook/text.ts translatedArgs).
    title: 'errorSummary.title',
    form: { email: '', repeat: '', phone: '', submitted: false },
    // Filled in by the render from the story's form.
    errors: [],
  },
  argTypes: {
    title: { control: 'text' },
    form: { table: { category: 'Story' } },
    ...setByStory(['errors', 'focusKey'], "the story's form"),
  },
  render: ({ form, errors: _errors, focusKey: _focusKey, ...summary }, { globals }) => (
    <ContactForm
      form={form}
      summary={translatedArgs(summary, globals, ['title'])}
      t={storyText(globals)}
    />
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before the first submit nothing is said: the debtor has not done anything wrong yet. */
export const BeforeSubmit: Story = {};

/** Test: a failed submit shows the summary with focus on it; a link moves focus to its field. */
export const SubmittingWithErrors: Story = {
  tags: ['!dev', '!autodocs'],
  ...interactionTest,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button'));
    const summary = await canvas.findByRole('region');
    await waitFor(() => expect(summary).toHaveFocus());
    const links = within(summary).getAllByRole('link');
    await expect(links).toHaveLength(3);
    await userEvent.click(links[1]!);
    await expect(canvasElement.querySelector('#story-email-repeat')).toHaveFocus();
  },
};

/** After a failed submit: three errors, each a link to its field, the same words inline. */
export const AfterSubmit: Story = {
  args: {
    form: { email: 'maija@example', repeat: 'maija@example.fi', phone: '040 123', submitted: true },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = canvas.getByRole('region');
    await expect(within(summary).getAllByRole('link')).toHaveLength(3);
    // Sent again with the errors still there: focus comes back to the summary.
    await userEvent.click(canvas.getByRole('button'));
    await waitFor(() => expect(summary).toHaveFocus());
  },
};

/** One error left: the address typed again differently. */
export const OneError: Story = {
  args: {
    form: {
      email: 'maija.meikalainen@example.fi',
      repeat: 'maija.meikalainen@example.com',
      phone: '0401234567',
      submitted: true,
    },
  },
};
