import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Notice, ResponsiveDialog, Spinner, Stack } from '@portal/design-system';
import type { DialogComponentProps } from '../../lib/dialogs';
import { useAppDispatch, useAppSelector, useLazySaga } from '../../lib/hooks';
import { ContactForm } from './ContactForm';
import { isTechnicalFailure } from './rules';
import { contactFeature } from './sagas';
import { contactReset, selectContact } from './slice';
import { useContactForm } from './useContactForm';

/** A failed send: why, and a way back to the form, which kept everything typed and attached. */
function ContactFailed({ error }: { error: string | null }) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  return (
    <Stack gap={5}>
      <Notice tone="error" live="alert" title={t([error ?? 'error.generic.0', 'error.server.0'])}>
        {/* "A technical error" only when it was one: a refusal (too large, too many at once)
            has said why in the title. */}
        {isTechnicalFailure(error, i18n.exists) ? t('contact.failed') : t('contact.failedKept')}
      </Notice>
      <div>
        <Button onClick={() => dispatch(contactReset())}>{t('contact.tryAgain')}</Button>
      </div>
    </Stack>
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
  } else {
    body = <ContactForm form={form} onCancel={() => onOpenChange(false)} />;
  }

  return (
    <ResponsiveDialog
      open={open}
      onOpenChange={onOpenChange}
      returnFocus={returnFocus}
      title={t('contact.title')}
      closeLabel={t('common.close')}
    >
      {body}
    </ResponsiveDialog>
  );
}
