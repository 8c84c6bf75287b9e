import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { invoiceBills, selectDebtor, type Debt } from '../debtor';
import {
  isReclamationValid,
  RECLAMATION_NAME_MAX,
  RECLAMATION_TEXT_MAX,
  RECLAMATION_TEXT_MIN,
  reclamationBody,
  validateReclamation,
  type ReclamationFields,
} from './rules';
import { reclamationRequested, reclamationReset, selectReclamation } from './slice';

export type ReclamationStep = 'intro' | 'bills' | 'details' | 'done';

/**
 * The reclamation's steps and form state: the bills step only when there are several bills
 * (one is then chosen for the debtor), the fields with the debtor's name and first e-mail and
 * phone filled in, the attachments, which errors show, and sending. A failed send keeps all of
 * it.
 */
export function useReclamation(debt: Debt | null) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const debtor = useAppSelector(selectDebtor);
  const { status } = useAppSelector(selectReclamation);
  const bills = debt ? invoiceBills(debt.bills) : [];
  const steps: ReclamationStep[] =
    bills.length > 1 ? ['intro', 'bills', 'details', 'done'] : ['intro', 'details', 'done'];
  const [step, setStep] = useState<ReclamationStep>('intro');
  const [billNrs, setBillNrs] = useState<number[]>(bills.length === 1 ? [bills[0]!.nr] : []);
  const [fields, setFields] = useState<ReclamationFields>(() => ({
    basis: [],
    text: '',
    name: debtor?.name ?? '',
    email: debtor?.contactInformation.emails[0]?.emailAddress ?? '',
    phone: debtor?.contactInformation.phones[0]?.number ?? '',
  }));
  const [files, setFiles] = useState<File[]>([]);
  const [tried, setTried] = useState({ bills: false, details: false });
  // Each failed submit (of either step) moves focus to that step's error summary.
  const [failedSubmits, setFailedSubmits] = useState(0);
  // Whether anything has been chosen, typed or attached: closing then asks first.
  const [edited, setEdited] = useState(false);
  useEffect(() => {
    dispatch(reclamationReset());
  }, [dispatch]);

  const errors = validateReclamation(fields);
  // A field's error shows after the first try to send.
  const shown = (field: keyof ReclamationFields) => {
    const key = tried.details ? errors[field] : undefined;
    return key
      ? t(key, {
          min: RECLAMATION_TEXT_MIN,
          max: field === 'name' ? RECLAMATION_NAME_MAX : RECLAMATION_TEXT_MAX,
        })
      : undefined;
  };
  const set = <K extends keyof ReclamationFields>(key: K, value: ReclamationFields[K]) => {
    setFields((was) => ({ ...was, [key]: value }));
    setEdited(true);
  };

  const chooseBills = (event: FormEvent) => {
    event.preventDefault();
    setTried((was) => ({ ...was, bills: true }));
    if (billNrs.length > 0) setStep('details');
    else setFailedSubmits((count) => count + 1);
  };

  const send = (event: FormEvent) => {
    event.preventDefault();
    setTried((was) => ({ ...was, details: true }));
    if (!isReclamationValid(errors)) {
      setFailedSubmits((count) => count + 1);
      return;
    }
    if (!debt || status === 'sending') return;
    dispatch(
      reclamationRequested({
        orderNr: debt.orderNr,
        form: reclamationBody(debt.orderNr, fields, billNrs, files),
      }),
    );
  };

  return {
    steps,
    current: status === 'sent' ? ('done' as const) : step,
    setStep,
    bills,
    billNrs,
    setBillNrs: (update: (was: number[]) => number[]) => {
      setBillNrs(update);
      setEdited(true);
    },
    billError: tried.bills && billNrs.length === 0 ? t('reclamation.billsRequired') : null,
    chooseBills,
    fields,
    set,
    shown,
    files,
    setFiles: (next: File[]) => {
      setFiles(next);
      setEdited(true);
    },
    failedSubmits,
    unsaved: edited && status !== 'sent',
    send,
  };
}

export type ReclamationState = ReturnType<typeof useReclamation>;
