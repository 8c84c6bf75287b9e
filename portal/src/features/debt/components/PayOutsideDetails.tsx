import { useTranslation } from 'react-i18next';
import {
  Button,
  DescriptionList,
  formatDate,
  formatEuroCents,
  Stack,
  Text,
  todayInHelsinki,
} from '@portal/design-system';
import { formatReference, rfReference, virtualBarcode } from '../../../lib/bank-barcode';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks';
import { selectLocale } from '../../../lib/language';
import { messageShown } from '../../../lib/messages';
import { isPaidInPortalDebt, selectDebtorData, type Debt } from '../../debtor';

/** Copies a value and says so (the snackbar is a live region). */
async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** Long digit strings in groups, so they wrap on a phone and read in chunks. */
const grouped = (text: string, size: number) =>
  text.replace(new RegExp(`(.{${size}})(?=.)`, 'g'), '$1 ');

export default function PayOutsideDetails({ debt }: { debt: Debt }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const locale = useAppSelector(selectLocale);
  const payee = useAppSelector(selectDebtorData)?.payee ?? null;
  const reference = debt.debtSummary.reference;
  // A restructuring debt's reference would let a payment bypass its programme.
  if (!isPaidInPortalDebt(debt)) return <p>{t('payBlock.restructuring')}</p>;
  if (!payee || !reference) return <p>{t('payOutside.unavailable')}</p>;

  const left = debt.debtSummary.left;
  // A due date already past is left out of the barcode (the bank would refuse it as a date).
  const due = debt.dueDate && debt.dueDate >= todayInHelsinki() ? debt.dueDate : null;
  const rf = rfReference(reference);
  const barcode = virtualBarcode({ iban: payee.iban, reference, amountCents: left, dueDate: due });

  const copyButton = (what: string, value: string) => (
    <Button
      size="small"
      variant="tertiary"
      aria-label={t('payOutside.copy', { what })}
      onClick={() =>
        void copy(value).then((copied) =>
          dispatch(
            messageShown(
              copied
                ? { type: 'success', text: 'payOutside.copied', values: { what } }
                : { type: 'error', text: 'payOutside.copyFailed' },
            ),
          ),
        )
      }
    >
      {t('payOutside.copyShort')}
    </Button>
  );
  const copyable = (key: string, term: string, shown: string, value: string) => ({
    key,
    term,
    value: (
      <Stack direction="horizontal" gap={2} align="center" wrap justify="end">
        <span>{shown}</span>
        {copyButton(term, value)}
      </Stack>
    ),
  });

  return (
    <Stack gap={4}>
      <DescriptionList
        layout="figures"
        items={[
          { key: 'payee', term: t('payOutside.payee'), value: payee.name },
          copyable('iban', t('payOutside.iban'), grouped(payee.iban, 4), payee.iban),
          { key: 'bic', term: t('payOutside.bic'), value: payee.bic },
          copyable('reference', t('payOutside.reference'), formatReference(reference), reference),
          copyable('rf', t('payOutside.rf'), formatReference(rf), rf),
          {
            key: 'amount',
            term: t('payOutside.amount'),
            value: formatEuroCents(left, locale),
          },
          ...(debt.dueDate
            ? [{ key: 'due', term: t('payOutside.dueDate'), value: formatDate(debt.dueDate) }]
            : []),
        ]}
      />
      {barcode ? (
        // 54 digits do not fit beside their label on a phone: the barcode has a block of its own.
        <Stack gap={2}>
          <Text as="p" weight="bold">
            {t('payOutside.barcode')}
          </Text>
          <Text as="p" numeric data-barcode>
            {grouped(barcode, 6)}
          </Text>
          <div>{copyButton(t('payOutside.barcode'), barcode)}</div>
        </Stack>
      ) : null}
      <p>{t('payOutside.barcodeHint')}</p>
    </Stack>
  );
}
