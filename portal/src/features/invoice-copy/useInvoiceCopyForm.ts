import { useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { isEmailPairValid, validateEmailPair } from '../../lib/validation';
import { invoiceBills, selectDebtor, type Debt } from '../debtor';
import { invoiceCopyRequested, selectInvoiceCopy } from './slice';

/**
 * The invoice copy's form state: the bill (chosen when there is only one), the e-mail twice
 * (the debtor's first e-mail filled in), which errors show, and sending.
 */
export function useInvoiceCopyForm(debt: Debt | null) {
  const dispatch = useAppDispatch();
  const debtor = useAppSelector(selectDebtor);
  const { status } = useAppSelector(selectInvoiceCopy);
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
