import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, DialogActions, Notice, Spinner, StepDialog } from '@portal/design-system';
import type { DialogComponentProps } from '../../lib/dialogs';
import { useAppDispatch, useAppSelector, useLazySaga } from '../../lib/hooks';
import { CONTACT_FORM_ID, ContactForm } from './ContactForm';
import { isTechnicalFailure, type ContactMethod } from './rules';
import { contactFeature } from './sagas';
import { contactReset, selectContact } from './slice';
import { useContactForm, type ContactFormState } from './useContactForm';

/** The dialog's steps: the form (sending keeps its place), failed, sent. */
type ContactStep = 'form' | 'failed' | 'sent';

/** A failed send: why (the footer leads back to the form, which kept everything). */
function ContactFailed({ error }: { error: string | null }) {
  const { t, i18n } = useTranslation();
  return (
    <Notice tone="error" live="alert" title={t([error ?? 'error.generic.0', 'error.server.0'])}>
      {/* "A technical error" only when it was one: a refusal (too large, too many at once)
          has said why in the title. */}
      {isTechnicalFailure(error, i18n.exists) ? t('contact.failed') : t('contact.failedKept')}
    </Notice>
  );
}

/** Sent: when and how the answer comes (the step's heading says it was sent). */
function ContactSent({ method }: { method: ContactMethod }) {
  const { t } = useTranslation();
  return (
    <Notice tone="success" live="status">
      {t(method === 'phone' ? 'contact.done.byPhone' : 'contact.done.byEmail')}
    </Notice>
  );
}

/**
 * The step's buttons. The form: send, enabled only when the form is valid (spec 5), with what
 * is missing said above it, and cancel. Failed: back to the form. (Sent and sending have none:
 * the dialog's close button.)
 */
function ContactFooter({
  step,
  form,
  onCancel,
}: {
  step: Exclude<ContactStep, 'sent'>;
  form: ContactFormState;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  if (step === 'failed')
    return (
      <DialogActions
        primary={<Button onClick={() => dispatch(contactReset())}>{t('contact.tryAgain')}</Button>}
      />
    );
  return (
    <DialogActions
      primary={
        <Button
          type="submit"
          form={CONTACT_FORM_ID}
          disabled={!form.valid}
          aria-describedby={form.valid ? undefined : 'contact-send-missing'}
        >
          {t('common.send')}
        </Button>
      }
      secondary={
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      }
      note={form.valid ? undefined : t('contact.sendMissing')}
      noteId="contact-send-missing"
    />
  );
}

const stepHeadings: Record<ContactStep, string> = {
  form: 'contact.sectionTitle',
  failed: 'contact.failedTitle',
  sent: 'contact.done.title',
};

/**
 * A contact request (spec 4, 5) on the multi-step dialog: the form (replaced by a spinner while
 * sending), done, and failed (which keeps everything typed and attached); closing starts
 * afresh.
 */
export default function ContactDialog({
  open,
  onOpenChange,
  returnFocus,
}: DialogComponentProps<'contactRequest'>) {
  useLazySaga(contactFeature);
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { status, error } = useAppSelector(selectContact);
  const form = useContactForm();
  useEffect(() => {
    dispatch(contactReset());
    return () => {
      dispatch(contactReset());
    };
  }, [dispatch]);
  const step: ContactStep = status === 'sent' ? 'sent' : status === 'failed' ? 'failed' : 'form';

  return (
    <StepDialog
      open={open}
      onOpenChange={onOpenChange}
      returnFocus={returnFocus}
      title={t('contact.title')}
      closeLabel={t('common.close')}
      stepKey={step}
      stepHeading={t(stepHeadings[step])}
      footer={
        step === 'sent' || status === 'sending' ? undefined : (
          <ContactFooter step={step} form={form} onCancel={() => onOpenChange(false)} />
        )
      }
    >
      {step === 'sent' ? (
        <ContactSent method={form.fields.method} />
      ) : step === 'failed' ? (
        <ContactFailed error={error} />
      ) : status === 'sending' ? (
        <Spinner label={t('contact.sending')} showLabel />
      ) : (
        <ContactForm form={form} />
      )}
    </StepDialog>
  );
}
