import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { CapacityFigures, Heading, Spinner, Stack, Text } from '@portal/design-system';
import { useAppSelector } from '../../lib/hooks';
import { selectLocale } from '../../lib/language';
import { usePageTitle } from '../../lib/usePageTitle';
import { selectIsSignedIn } from '../session';
import { selectDebtorData } from '../debtor';
import { paymentCapacity, type Capacity, type CapacityInput, type PlanFit } from './capacity';
import { CalculatorForm } from './CalculatorForm';
import { HelpSection } from './HelpSection';
import { PlanHeading, PlanSection, PlanSignedOut } from './PlanSection';
import { protectedAmountsFor } from './protected-amount';

/** The year whose protected amounts apply today (Finnish time is a day's difference at most). */
const thisYear = () => new Date().getFullYear();

/** `?debt=1000001`: the debt view the page was opened from, chosen first for the plan. */
const fromOrderNrOf = (search: string): number | null => {
  const value = Number(new URLSearchParams(search).get('debt'));
  return Number.isInteger(value) && value > 0 ? value : null;
};

function Result({
  capacity,
  input,
  year,
}: {
  capacity: Capacity;
  input: CapacityInput;
  year: number;
}) {
  const { t } = useTranslation();
  const locale = useAppSelector(selectLocale);
  return (
    <CapacityFigures
      id="cant-pay-result"
      tabIndex={-1}
      protectedCents={capacity.protectedCents}
      leavesCents={capacity.enforcementLeavesCents}
      takesCents={capacity.enforcementTakesCents}
      affordableCents={capacity.affordableCents}
      locale={locale}
      labels={{
        title: t('cantPay.result.title'),
        perMonth: t('cantPay.result.perMonth'),
        protectedAmount: t('cantPay.result.protected', { year }),
        leaves: t('cantPay.result.leaves'),
        takes: t('cantPay.result.takes'),
        affordable: t('cantPay.result.affordable'),
      }}
    >
      <p>{t(`cantPay.result.rule.${capacity.rule}`)}</p>
      <p>
        {capacity.affordableCents > 0
          ? t('cantPay.result.affordableText')
          : t('cantPay.result.nothing')}
        {capacity.affordableCents > 0 && input.housingCents !== null
          ? ` ${t('cantPay.result.housingText')}`
          : null}
      </p>
      <Text tone="muted">{t('cantPay.result.source', { year })}</Text>
    </CapacityFigures>
  );
}

/**
 * "Cannot pay the amount asked?" (a page of its own, open to everyone): a payment-capacity
 * calculator that computes in the browser only, from the Enforcement Code's protected amount;
 * signed in, a payment plan of the affordable size; and free help when even that does not fit.
 */
export default function CantPayPage() {
  const { t } = useTranslation();
  usePageTitle(t('cantPay.title'));
  const locale = useAppSelector(selectLocale);
  const signedIn = useAppSelector(selectIsSignedIn);
  const data = useAppSelector(selectDebtorData);
  const { search } = useLocation();
  const [result, setResult] = useState<{ input: CapacityInput; capacity: Capacity } | null>(null);
  const [fit, setFit] = useState<PlanFit | null>(null);
  const amounts = protectedAmountsFor(thisYear());

  const calculate = (input: CapacityInput) => {
    setResult({ input, capacity: paymentCapacity(input, amounts) });
    // The result is new content below the form: focus goes there, so it is read at once.
    requestAnimationFrame(() => document.getElementById('cant-pay-result')?.focus());
  };
  const onFit = useCallback((next: PlanFit | null) => setFit(next), []);

  return (
    <Stack gap={6} measure="prose">
      <Stack gap={3}>
        <Heading level={1}>{t('cantPay.title')}</Heading>
        <Text>{t('cantPay.intro')}</Text>
      </Stack>
      <Stack as="section" gap={4} aria-labelledby="cant-pay-calculator">
        <Heading level={2} id="cant-pay-calculator">
          {t('cantPay.calculator.title')}
        </Heading>
        <Text>{t('cantPay.calculator.privacy')}</Text>
        <CalculatorForm locale={locale} onCalculate={calculate} />
      </Stack>
      {result ? (
        <Result capacity={result.capacity} input={result.input} year={amounts.year} />
      ) : null}
      {result ? (
        <Stack as="section" gap={4} aria-labelledby="cant-pay-plan">
          <PlanHeading />
          {!signedIn ? (
            <PlanSignedOut />
          ) : data ? (
            <PlanSection
              debts={data.debts}
              affordableCents={result.capacity.affordableCents}
              fromOrderNr={fromOrderNrOf(search)}
              locale={locale}
              onFit={onFit}
            />
          ) : (
            <Spinner size="small" label={t('app.loading')} showLabel />
          )}
        </Stack>
      ) : null}
      <HelpSection
        isCompany={data?.debtor.isCompany ?? false}
        emphasis={
          fit === 'belowMinimum' || (result !== null && result.capacity.affordableCents === 0)
        }
      />
    </Stack>
  );
}
