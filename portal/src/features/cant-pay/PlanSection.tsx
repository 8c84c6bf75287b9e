import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  formatEuroCents,
  Heading,
  Notice,
  RadioGroup,
  Spinner,
  Stack,
  type FormatLocale,
} from '@portal/design-system';
import { sumCents, type Cents } from '@portal/openapi';
import { RouterLink } from '../../components/RouterLink';
import { dialogOpened } from '../../lib/dialogs';
import { useAppDispatch, useAppSelector, useLazySaga } from '../../lib/hooks';
import { paths } from '../../lib/paths';
import { allowsNewPlan, isJointPlanPossible, type Debt } from '../debtor';
import { planAmountFor, type PlanFit } from './capacity';
import { cantPayFeature } from './sagas';
import { planMinimumRequested, selectCantPay } from './slice';

const JOINT = 'joint';
const MAKE_PLAN_ID = 'cant-pay-make-plan';

/** The plan choices: every debt that allows a new plan, and all of them together when possible. */
export function planChoices(debts: readonly Debt[]): { value: string; debtNrs: number[] }[] {
  const candidates = debts.filter(allowsNewPlan);
  const each = candidates.map((debt) => ({ value: String(debt.nr), debtNrs: [debt.nr] }));
  return isJointPlanPossible(debts)
    ? [{ value: JOINT, debtNrs: candidates.map((d) => d.nr) }, ...each]
    : each;
}

/** The choice first shown: the debt the page was opened from, else the joint plan, else the first. */
export function firstChoice(debts: readonly Debt[], fromOrderNr: number | null): string | null {
  const choices = planChoices(debts);
  const from = debts.find((d) => d.orderNr === fromOrderNr && allowsNewPlan(d));
  if (from) return String(from.nr);
  return choices[0]?.value ?? null;
}

/** What the page says about the plan of the affordable size, by which limit moved it. */
const fitKey: Record<PlanFit, string> = {
  fits: 'cantPay.plan.fits',
  belowMinimum: 'cantPay.plan.belowMinimum',
  aboveTotal: 'cantPay.plan.aboveTotal',
};

/**
 * "Make a payment plan of this size": for one debt or a joint plan, the plan's smallest monthly
 * instalment from the server, what the affordable amount means within it, and the plan dialog
 * opened with that amount. `onBelowMinimum` tells the page when even the smallest does not fit.
 */
export function PlanSection({
  debts,
  affordableCents,
  fromOrderNr,
  locale,
  onFit,
}: {
  debts: readonly Debt[];
  affordableCents: Cents;
  fromOrderNr: number | null;
  locale: FormatLocale;
  onFit: (fit: PlanFit | null) => void;
}) {
  useLazySaga(cantPayFeature);
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectCantPay);
  const choices = planChoices(debts);
  const [choice, setChoice] = useState(() => firstChoice(debts, fromOrderNr));
  const chosen = choices.find((c) => c.value === choice) ?? choices[0] ?? null;
  const debtNrs = chosen?.debtNrs ?? [];
  const totalCents = sumCents(
    debts.filter((d) => debtNrs.includes(d.nr)).map((d) => d.debtSummary.left),
  );
  const key = debtNrs.join();

  useEffect(() => {
    if (key) dispatch(planMinimumRequested({ debtNrs: key.split(',').map(Number), totalCents }));
  }, [key, totalCents, dispatch]);

  const current = state.debtNrs.join() === key;
  const minimum = current && state.status === 'ready' ? state.minimumCents : null;
  const plan = minimum !== null ? planAmountFor(affordableCents, minimum, totalCents) : null;
  useEffect(() => onFit(plan?.fit ?? null), [plan?.fit, onFit]);

  if (!chosen) return <p>{t('cantPay.plan.none')}</p>;
  const money = (amount: Cents) => formatEuroCents(amount, locale);
  const debtLabel = (debt: Debt) =>
    t('paymentPlan.debts.item', {
      creditor: debt.creditor.name,
      orderNr: debt.orderNr,
      left: money(debt.debtSummary.left),
    });
  return (
    <Stack gap={4}>
      {choices.length > 1 ? (
        <RadioGroup
          legend={t('cantPay.plan.choose')}
          options={choices.map((c) => {
            const debt = debts.find((d) => String(d.nr) === c.value);
            return { value: c.value, label: debt ? debtLabel(debt) : t('cantPay.plan.joint') };
          })}
          value={chosen.value}
          onValueChange={setChoice}
        />
      ) : (
        <p>{debtLabel(debts.find((d) => d.nr === debtNrs[0])!)}</p>
      )}
      <div aria-live="polite">
        {!current || state.status === 'loading' || state.status === 'idle' ? (
          <Spinner size="small" label={t('cantPay.plan.loading')} showLabel />
        ) : state.status === 'failed' ? (
          <Notice tone="warning">{t('cantPay.plan.failed')}</Notice>
        ) : plan && minimum !== null ? (
          <Stack gap={3}>
            <p>{t('cantPay.plan.limits', { min: money(minimum), total: money(totalCents) })}</p>
            <p>
              {t(fitKey[plan.fit], {
                amount: money(plan.amountCents),
                affordable: money(affordableCents),
                min: money(minimum),
                total: money(totalCents),
              })}
            </p>
          </Stack>
        ) : null}
      </div>
      <div>
        <Button
          id={MAKE_PLAN_ID}
          onClick={() =>
            dispatch(
              dialogOpened({
                name: 'paymentPlan',
                props: { debtNrs, affordableCents },
                returnFocus: `#${MAKE_PLAN_ID}`,
              }),
            )
          }
        >
          {t('cantPay.plan.make')}
        </Button>
      </div>
    </Stack>
  );
}

/** Signed out: the plan is made after logging in. */
export function PlanSignedOut() {
  const { t } = useTranslation();
  return (
    <Stack gap={3}>
      <p>{t('cantPay.plan.signedOut')}</p>
      <p>
        <RouterLink to={paths.home.getHref()}>{t('cantPay.plan.logIn')}</RouterLink>
      </p>
    </Stack>
  );
}

/** The plan section's heading and its content, by whether the debtor is signed in. */
export function PlanHeading() {
  const { t } = useTranslation();
  return (
    <Heading level={2} id="cant-pay-plan">
      {t('cantPay.plan.title')}
    </Heading>
  );
}
