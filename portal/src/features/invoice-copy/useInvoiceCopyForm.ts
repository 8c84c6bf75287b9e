import { useEffect, useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { isEmailPairValid, validateEmailPair } from '../../lib/validation';
import { invoiceBills, selectDebtor, type Debt } from '../debtor';
import { invoiceCopyRequested, invoiceCopyReset, selectInvoiceCopy } from './slice';

/**
 * The dialog's steps: what a copy is, the bill and the e-mail, sent; or the pending order's
 * date, or an error when the debt is not there.
 */
export type InvoiceCopyStep = 'intro' | 'form' | 'sent' | 'pending' | 'error';

/**
 * The invoice copy's steps and form state: the step shown, the bill (chosen when there is only
 * one), the e-mail twice (the debtor's first e-mail filled in), which errors show, and sending.
 */
export function useInvoiceCopyForm(debt: Debt | null) {
  const dispatch = useAppDispatch();
  const debtor = useAppSelector(selectDebtor);
  const { status } = useAppSelector(selectInvoiceCopy);
  const [phase, setPhase] = useState<'intro' | 'form'>('intro');
  useEffect(() => {
    dispatch(invoiceCopyReset());
  }, [dispatch]);
  // Sent comes first: the quiet reload after the order marks the debt's copy as pending.
  const step: InvoiceCopyStep = !debt
    ? 'error'
    : status === 'sent'
      ? 'sent'
      : debt.invoiceCopyRequested
        ? 'pending'
        : phase;
  const bills = debt ? invoiceBills(debt.bills) : [];
  const [billNr, setBillNr] = useState<number | null>(bills.length === 1 ? bills[0]!.nr : null);
  const [email, setEmail] = useState(debtor?.contactInformation.emails[0]?.emailAddress ?? '');
  const [repeat, setRepeat] = useState('');
  const [touched, setTouched] = useState({ email: false, repeat: false, bill: false });
  // Each submit that finds errors moves focus to the error summary, which lists them.
  const [failedSubmits, setFailedSubmits] = useState(0);

  const errors = validateEmailPair(email, repeat);
  const send = (event: FormEvent) => {
    event.preventDefault();
    setTouched({ email: true, repeat: true, bill: true });
    if (billNr === null || !isEmailPairValid(errors)) {
      setFailedSubmits((count) => count + 1);
      return;
    }
    if (!debt || status === 'sending') return;
    dispatch(
      invoiceCopyRequested({ orderNr: debt.orderNr, billNrs: [billNr], email: email.trim() }),
    );
  };

  return {
    step,
    setStep: setPhase,
    bills,
    billNr,
    setBillNr,
    email,
    setEmail,
    repeat,
    setRepeat,
    touched,
    touch: (field: 'email' | 'repeat') => setTouched((was) => ({ ...was, [field]: true })),
    errors,
    failedSubmits,
    send,
  };
}

export type InvoiceCopyFormState = ReturnType<typeof useInvoiceCopyForm>;
