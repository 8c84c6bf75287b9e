import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AmountField,
  Button,
  ErrorSummary,
  Stack,
  TextField,
  type FormatLocale,
} from '@portal/design-system';
import type { Cents } from '@portal/openapi';
import { summaryItems } from '../../lib/form-errors';
import { MAX_DEPENDANTS, MAX_MONTHLY_CENTS, type CapacityInput } from './capacity';

interface Draft {
  incomeCents: Cents | null;
  incomeText: string;
  dependants: string;
  housingCents: Cents | null;
  housingText: string;
}

const emptyDraft: Draft = {
  incomeCents: null,
  incomeText: '',
  dependants: '0',
  housingCents: null,
  housingText: '',
};

/** The draft's errors (translation keys), or the input when there are none. */
export function readDraft(draft: Draft): {
  input: CapacityInput | null;
  errors: { income?: string; dependants?: string; housing?: string };
} {
  const errors: { income?: string; dependants?: string; housing?: string } = {};
  const income = draft.incomeCents;
  if (income === null || income < 0 || income > MAX_MONTHLY_CENTS)
    errors.income = 'cantPay.calculator.errors.income';
  const people = draft.dependants.trim() === '' ? 0 : Number(draft.dependants.trim());
  if (!Number.isInteger(people) || people < 0 || people > MAX_DEPENDANTS)
    errors.dependants = 'cantPay.calculator.errors.dependants';
  const housingEmpty = draft.housingText.trim() === '';
  const housing = housingEmpty ? null : draft.housingCents;
  if (!housingEmpty && (housing === null || housing < 0 || housing > MAX_MONTHLY_CENTS))
    errors.housing = 'cantPay.calculator.errors.housing';
  if (Object.keys(errors).length > 0 || income === null) return { input: null, errors };
  return { input: { incomeCents: income, dependants: people, housingCents: housing }, errors };
}

/**
 * The calculator's form: net monthly income, people supported, housing costs (optional). What is
 * typed stays in this component's state; `onCalculate` gets it, and nothing is sent anywhere.
 */
export function CalculatorForm({
  locale,
  onCalculate,
}: {
  locale: FormatLocale;
  onCalculate: (input: CapacityInput) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [submits, setSubmits] = useState(0);
  const { input, errors } = readDraft(draft);
  const shown = submits > 0 ? errors : {};
  const message = (key: string | undefined) =>
    key ? t(key, { min: 0, max: MAX_DEPENDANTS }) : undefined;
  return (
    <Stack
      as="form"
      gap={5}
      noValidate
      aria-labelledby="cant-pay-calculator"
      onSubmit={(event) => {
        event.preventDefault();
        setSubmits((count) => count + 1);
        if (input) onCalculate(input);
      }}
    >
      <ErrorSummary
        title={t('errorSummary.title')}
        headingLevel={3}
        errors={summaryItems([
          ['cant-pay-income', message(shown.income)],
          ['cant-pay-dependants', message(shown.dependants)],
          ['cant-pay-housing', message(shown.housing)],
        ])}
        focusKey={input ? 0 : submits}
      />
      <AmountField
        id="cant-pay-income"
        label={t('cantPay.calculator.income')}
        hint={t('cantPay.calculator.incomeHint')}
        error={message(shown.income)}
        valueCents={draft.incomeCents}
        onValueChange={(cents, text) =>
          setDraft((was) => ({ ...was, incomeCents: cents, incomeText: text }))
        }
        locale={locale}
        required
      />
      <TextField
        id="cant-pay-dependants"
        label={t('cantPay.calculator.dependants')}
        hint={t('cantPay.calculator.dependantsHint')}
        error={message(shown.dependants)}
        value={draft.dependants}
        onChange={(event) => setDraft((was) => ({ ...was, dependants: event.target.value }))}
        inputMode="numeric"
        autoComplete="off"
      />
      <AmountField
        id="cant-pay-housing"
        label={t('cantPay.calculator.housing')}
        hint={t('cantPay.calculator.housingHint')}
        error={message(shown.housing)}
        valueCents={draft.housingCents}
        onValueChange={(cents, text) =>
          setDraft((was) => ({ ...was, housingCents: cents, housingText: text }))
        }
        locale={locale}
      />
      <div>
        <Button type="submit">{t('cantPay.calculator.submit')}</Button>
      </div>
    </Stack>
  );
}
