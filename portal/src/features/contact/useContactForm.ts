import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { todayInHelsinki } from '@portal/design-system';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { selectLanguage } from '../../lib/language';
import { selectDebtor, selectDebts } from '../debtor';
import {
  CONTACT_PHONE_MAX,
  CONTACT_PHONE_MIN,
  CONTACT_TEXT_MAX,
  CONTACT_TEXT_MIN,
  contactBody,
  isContactValid,
  SUBJECT_MAX,
  SUBJECT_MIN,
  validateContact,
  type ContactFields,
} from './rules';
import { contactRequested, selectContact } from './slice';

/**
 * The contact request's form state: the fields (the debtor's first e-mail and phone filled in,
 * the debt chosen when there is one), the attachments, which errors show, and sending.
 */
export function useContactForm() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const language = useAppSelector(selectLanguage);
  const debtor = useAppSelector(selectDebtor);
  const debts = useAppSelector(selectDebts);
  const { status } = useAppSelector(selectContact);
  const email = debtor?.contactInformation.emails[0]?.emailAddress ?? '';
  const phone = debtor?.contactInformation.phones[0]?.number ?? '';
  const [fields, setFields] = useState<ContactFields>(() => ({
    orderNr: debts.length === 1 ? debts[0]!.orderNr : null,
    headerText: '',
    text: '',
    method: email || !phone ? 'email' : 'phone',
    phone,
    email,
  }));
  const [files, setFiles] = useState<File[]>([]);
  const [tried, setTried] = useState(false);
  // Each submit that finds errors moves focus to the error summary, which lists them.
  const [failedSubmits, setFailedSubmits] = useState(0);
  const [touched, setTouched] = useState<Partial<Record<keyof ContactFields, boolean>>>({});

  const errors = validateContact(fields);
  const set = <K extends keyof ContactFields>(key: K, value: ContactFields[K]) => {
    setFields((was) => ({ ...was, [key]: value }));
    setTouched((was) => ({ ...was, [key]: true }));
  };
  // A field's error shows once it has been changed, or after a submit.
  const shown = (field: keyof ContactFields) => {
    const key = tried || touched[field] ? errors[field] : undefined;
    if (!key) return undefined;
    const limits =
      field === 'headerText'
        ? { min: SUBJECT_MIN, max: SUBJECT_MAX }
        : field === 'phone'
          ? { min: CONTACT_PHONE_MIN, max: CONTACT_PHONE_MAX }
          : { min: CONTACT_TEXT_MIN, max: CONTACT_TEXT_MAX };
    return t(key, limits);
  };

  const send = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!isContactValid(errors) || fields.orderNr === null) {
      setFailedSubmits((count) => count + 1);
      return;
    }
    if (status === 'sending') return;
    dispatch(
      contactRequested({
        orderNr: fields.orderNr,
        form: contactBody(
          { ...fields, orderNr: fields.orderNr },
          files,
          todayInHelsinki(),
          language,
        ),
      }),
    );
  };

  return {
    fields,
    set,
    shown,
    files,
    setFiles,
    failedSubmits,
    valid: isContactValid(errors),
    send,
  };
}

export type ContactFormState = ReturnType<typeof useContactForm>;
