import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, DialogActions, Notice, ResponsiveDialog, Spinner } from '@portal/design-system';
import type { DialogComponentProps } from '../../lib/dialogs';
import { useAppDispatch, useAppSelector, useLazySaga } from '../../lib/hooks';
import { CONTACT_FORM_ID, ContactForm } from './ContactForm';
import { isTechnicalFailure } from './rules';
import { contactFeature } from './sagas';
import { contactReset, selectContact } from './slice';
import { useContactForm } from './useContactForm';

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

/**
 * The form's buttons: send, enabled only when the form is valid (spec 5), with what is missing
 * said above it; and cancel.
 */
function ContactActions({ valid, onCancel }: { valid: boolean; onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <DialogActions
      primary={
        <Button
          type="submit"
          form={CONTACT_FORM_ID}
          disabled={!valid}
          aria-describedby={valid ? undefined : 'contact-send-missing'}
        >
          {t('common.send')}
        </Button>
      }
      secondary={
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      }
      note={valid ? undefined : t('contact.sendMissing')}
      noteId="contact-send-missing"
    />
  );
}

/**
 * A contact request (spec 4, 5): the form, sending, done, and failed (which keeps everything
 * typed and attached); closing starts afresh.
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

  let body;
  let footer: ReactNode = null;
  if (status === 'sent') {
    body = (
      <Notice tone="success" live="status" title={t('contact.done.title')}>
        {t(form.fields.method === 'phone' ? 'contact.done.byPhone' : 'contact.done.byEmail')}
      </Notice>
    );
  } else if (status === 'sending') {
    body = <Spinner label={t('contact.sending')} showLabel />;
  } else if (status === 'failed') {
    body = <ContactFailed error={error} />;
    footer = (
      <DialogActions
        primary={<Button onClick={() => dispatch(contactReset())}>{t('contact.tryAgain')}</Button>}
      />
    );
  } else {
    body = <ContactForm form={form} />;
    footer = <ContactActions valid={form.valid} onCancel={() => onOpenChange(false)} />;
  }

  return (
    <ResponsiveDialog
      open={open}
      onOpenChange={onOpenChange}
      returnFocus={returnFocus}
      title={t('contact.title')}
      closeLabel={t('common.close')}
      footer={footer}
    >
      {body}
    </ResponsiveDialog>
  );
}
