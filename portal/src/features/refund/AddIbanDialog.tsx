import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  DescriptionList,
  DialogActions,
  ErrorSummary,
  formatEuroCents,
  Notice,
  ResponsiveDialog,
  Stack,
  TextField,
} from '@portal/design-system';
import { finnishBic, FINNISH_IBAN_LENGTH, isFinnishIban, normalizeIban } from '@portal/openapi';
import { REFUND_CHARGE_CENTS } from '@portal/openapi';
import type { DialogComponentProps } from '../../lib/dialogs';
import { useAppDispatch, useAppSelector, useLazySaga } from '../../lib/hooks';
import { summaryItems } from '../../lib/form-errors';
import { selectLocale } from '../../lib/language';
import { selectIsStrong } from '../session';
import { IdentifyFirst, IdentifyFirstActions } from './IdentifyFirst';
import { IDENTIFY_FIRST_KEY, refundFeature } from './sagas';
import { ibanSubmitted, refundReset, selectRefund } from './slice';

const REFUND_FORM_ID = 'refund-form';

/**
 * The refund account (spec 4, 5): a Finnish IBAN, spaces allowed as typed, checked (length, FI,
 * mod-97) as the debtor types once the account is complete or the field is left; the BIC is
 * derived from the bank code and shown; the 5 euro charge is stated. A debtor signed in with a
 * case number identifies with online banking first (`IdentifyFirst`).
 */
export default function AddIbanDialog({
  open,
  onOpenChange,
  returnFocus,
}: DialogComponentProps<'addIban'>) {
  useLazySaga(refundFeature);
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const locale = useAppSelector(selectLocale);
  const { saving, error } = useAppSelector(selectRefund);
  // Only a debtor identified with online banking may say where money goes (the server agrees).
  const identified = useAppSelector(selectIsStrong) && error !== IDENTIFY_FIRST_KEY;
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const [failedSubmits, setFailedSubmits] = useState(0);
  useEffect(() => {
    dispatch(refundReset());
  }, [dispatch]);

  const iban = normalizeIban(text);
  const valid = isFinnishIban(iban);
  const bic = valid ? finnishBic(iban) : null;
  // Checked as the debtor types once all 18 characters are there (or the field was left).
  const judged = touched || iban.length >= FINNISH_IBAN_LENGTH;
  const fieldError =
    (judged || failedSubmits > 0) && !valid
      ? t('refund.invalid')
      : judged && valid && !bic
        ? t('ibanCouldNotBeAdded')
        : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!valid || !bic) setFailedSubmits((count) => count + 1);
    else if (!saving) dispatch(ibanSubmitted({ iban, bic }));
  };

  return (
    <ResponsiveDialog
      open={open}
      onOpenChange={onOpenChange}
      returnFocus={returnFocus}
      title={t(identified ? 'refund.title' : 'refund.identify.title')}
      description={t('refund.intro', { charge: formatEuroCents(REFUND_CHARGE_CENTS, locale) })}
      closeLabel={t('common.close')}
      footer={
        identified ? (
          <DialogActions
            primary={
              <Button
                type="submit"
                form={REFUND_FORM_ID}
                loading={saving}
                loadingText={t('button.loading')}
              >
                {t('common.save')}
              </Button>
            }
            secondary={
              <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
                {t('common.cancel')}
              </Button>
            }
          />
        ) : (
          <IdentifyFirstActions onCancel={() => onOpenChange(false)} />
        )
      }
    >
      {identified ? (
        <Stack
          as="form"
          id={REFUND_FORM_ID}
          gap={5}
          onSubmit={submit}
          noValidate
          aria-label={t('refund.title')}
        >
          <ErrorSummary
            title={t('errorSummary.title')}
            headingLevel={3}
            errors={summaryItems([['refund-iban', failedSubmits > 0 ? fieldError : null]])}
            focusKey={failedSubmits}
          />
          <TextField
            id="refund-iban"
            label={t('refund.iban')}
            hint={t('refund.ibanHint')}
            value={text}
            required
            autoComplete="off"
            spellCheck={false}
            inputMode="text"
            maxLength={40}
            error={fieldError ?? undefined}
            onChange={(event) => setText(event.target.value)}
            onBlur={() => setTouched(true)}
          />
          <div aria-live="polite">
            {bic ? (
              <DescriptionList
                layout="figures"
                items={[
                  { key: 'bic', term: t('refund.bic'), value: bic },
                  {
                    key: 'charge',
                    term: t('refund.charge'),
                    value: formatEuroCents(REFUND_CHARGE_CENTS, locale),
                  },
                ]}
              />
            ) : null}
          </div>
          {error ? (
            <Notice tone="error" live="alert">
              {t(error)}
            </Notice>
          ) : null}
        </Stack>
      ) : (
        <IdentifyFirst />
      )}
    </ResponsiveDialog>
  );
}
