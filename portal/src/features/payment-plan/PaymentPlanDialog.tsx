import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  AmountField,
  AmountSlider,
  Button,
  Card,
  Checkbox,
  DescriptionList,
  ErrorSummary,
  FieldErrorMessage,
  formatEuroCents,
  List,
  Notice,
  RadioGroup,
  Spinner,
  Stack,
  StepDialog,
  Stepper,
  TwoColumnLayout,
  type StepState,
} from '@portal/design-system';
import { dialogClosed, dialogOpened, type DialogComponentProps } from '../../lib/dialogs';
import { summaryItems } from '../../lib/form-errors';
import { useAppDispatch, useAppSelector, useLazySaga } from '../../lib/hooks';
import { selectLocale } from '../../lib/language';
import { paths } from '../../lib/paths';
import { allowsNewPlan, selectDebtorData, type Debt } from '../debtor';
import { FeedbackForm } from '../feedback';
import { installmentItem, isCartBlocked, selectPendingDebtNrs } from '../paying';
import {
  amountError,
  neededAmount,
  planSummary,
  type DateSelection,
  type PlanRequest,
} from './model';
import { PlanChargeNotice, PlanInstallmentsTable, PlanSummaryList } from './PlanFigures';
import { PlanBalanceChart } from './PlanBalanceChart';
import { paymentPlanFeature } from './sagas';
import { planCreateRequested, planDialogReset, planDraftChanged, selectPaymentPlan } from './slice';

const STEP_CENTS = 100;
/** The first suggestion: the smallest amount rounded up to whole ten euros. */
const roundUpToTen = (cents: number) => Math.ceil(cents / 1000) * 1000;
const sameRequest = (a: PlanRequest | null, b: PlanRequest) =>
  a !== null &&
  a.amountCents === b.amountCents &&
  a.dateSelection === b.dateSelection &&
  a.debtNrs.join() === b.debtNrs.join();

type Step = 'build' | 'review';

/** Opened with the amount the debtor can afford: what became of it within the plan's limits. */
function capacityNote(
  affordable: number | undefined,
  minimum: number | null,
  total: number,
  money: (cents: number) => string,
  t: (key: string, values: Record<string, string>) => string,
): string | null {
  if (affordable === undefined || minimum === null) return null;
  if (affordable > total) return t('cantPay.dialog.aboveTotal', { total: money(total) });
  if (affordable < minimum)
    return t('cantPay.dialog.belowMinimum', { affordable: money(affordable), min: money(minimum) });
  return t('cantPay.dialog.fits', { amount: money(affordable) });
}

/**
 * A payment plan (spec 4, 5; issue 14 items 1-4): the plan builder shows at once what the
 * amount means (months, last due date, interest, costs, the longest plan allowed, the charge);
 * then the installments to confirm; a banditRating 3 plan's first installment is paid at once;
 * done, with feedback (type 3).
 */
export default function PaymentPlanDialog({
  debtNrs,
  affordableCents,
  open,
  onOpenChange,
  returnFocus,
}: DialogComponentProps<'paymentPlan'>) {
  useLazySaga(paymentPlanFeature);
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const locale = useAppSelector(selectLocale);
  const data = useAppSelector(selectDebtorData);
  const pendingDebtNrs = useAppSelector(selectPendingDebtNrs);
  const state = useAppSelector(selectPaymentPlan);
  const isCompany = data?.debtor.isCompany ?? false;
  const candidates = (data?.debts ?? []).filter((d) => debtNrs.includes(d.nr));
  // Once made, the plan's debts no longer allow a new plan: the choice is kept as it was.
  const [chosen, setChosen] = useState<number[]>(() =>
    candidates.filter(allowsNewPlan).map((d) => d.nr),
  );
  const [amountCents, setAmountCents] = useState<number | null>(null);
  const [touched, setTouched] = useState(false);
  // Issue 32: Continue stays usable; a submit with errors shows the error summary (focused).
  const [failedSubmits, setFailedSubmits] = useState(0);
  const [dateSelection, setDateSelection] = useState<DateSelection>(0);
  const [step, setStep] = useState<Step>('build');
  const suggested = useRef(false);
  const formId = `plan-form-${useId().replace(/:/g, '')}`;

  const chosenDebts = candidates.filter((d) => chosen.includes(d.nr));
  const total = chosenDebts.reduce((sum, d) => sum + d.debtSummary.left, 0);
  // spec 5 (banditRating 3): the first installment is paid at once, which the debtor must know
  // before committing, not only after "confirm".
  const paysFirstAtOnce = chosenDebts.some((d) => d.banditRating === 3);
  const request: PlanRequest | null =
    chosen.length > 0
      ? { debtNrs: chosen, amountCents: amountCents ?? total, dateSelection }
      : null;
  const ownError = amountCents === null && !touched ? null : amountError(amountCents, total);

  useEffect(() => {
    dispatch(planDialogReset());
    return () => {
      dispatch(planDialogReset());
    };
  }, [dispatch]);

  // Every change recalculates (the saga waits for a pause and cancels the older request).
  const requestKey = request ? JSON.stringify(request) : '';
  useEffect(() => {
    if (!request || state.creation !== 'idle') return;
    if (amountCents !== null && amountError(amountCents, total)) return;
    dispatch(planDraftChanged(request));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the request's content is the key
  }, [requestKey, dispatch]);

  // The first calculation (of the whole amount) tells the smallest amount: suggested rounded up.
  useEffect(() => {
    if (suggested.current || !state.figures || amountCents !== null) return;
    suggested.current = true;
    // From the "cannot pay" page: the amount the debtor can afford, within the plan's limits.
    const start =
      affordableCents === undefined
        ? roundUpToTen(state.figures.minimum)
        : Math.max(state.figures.minimum, affordableCents);
    setAmountCents(Math.min(total, start));
  }, [state.figures, amountCents, total, affordableCents]);

  const current = request !== null && sameRequest(state.calculated, request);
  const figures = current ? state.figures : null;
  const needed = figures && amountCents !== null ? neededAmount(figures, amountCents) : null;
  const calculating =
    state.calculation === 'calculating' ||
    (request !== null && !current && state.calculation !== 'failed');
  const canContinue =
    figures !== null && needed === null && ownError === null && amountCents !== null;
  const money = (cents: number) => formatEuroCents(cents, locale);
  const minimum = state.figures?.minimum ?? null;
  // One inline error on the amount: out of range, or under what the plan's rules need.
  const amountFieldError =
    ownError && touched
      ? t(ownError.key, { min: money(ownError.min), max: money(ownError.max) })
      : needed !== null
        ? t('paymentPlan.minimumAmount', { amount: money(needed) })
        : null;
  const fromCapacity = capacityNote(affordableCents, minimum, total, money, t);
  const debtsError =
    candidates.length > 1 && chosen.length === 0 ? t('paymentPlan.debts.required') : null;

  const close = () => onOpenChange(false);
  const created = state.created;
  const plan = created?.planNr
    ? (data?.paymentPlans.find((p) => p.nr === created.planNr) ?? null)
    : null;
  const firstDebt = chosenDebts[0] ?? candidates[0] ?? null;

  const showPlan = () => {
    close();
    if (!firstDebt) return;
    navigate(
      chosen.length > 1
        ? paths.paymentPlan.getHref(firstDebt.orderNr)
        : paths.debt.getHref(firstDebt.orderNr),
    );
  };

  let body;
  let footer: ReactNode = null;
  let stepKey: string = 'error';
  let heading: string = t('paymentPlan.steps.build');
  if (!data || candidates.length === 0) {
    body = <Notice tone="error">{t('paymentPlan.error.failed')}</Notice>;
  } else if (state.creation === 'created' && created?.awaitsFirstPayment) {
    const item = plan ? installmentItem(plan, data.debts) : null;
    const blocked = item ? isCartBlocked([item], pendingDebtNrs) : false;
    stepKey = 'firstPayment';
    heading = t('paymentPlan.firstPayment.title');
    body = (
      <Stack gap={5}>
        <Notice tone="success" live="status">
          {t('paymentPlan.firstPayment.text')}
        </Notice>
        {item ? (
          <p>{t('paymentPlan.firstPayment.amount', { amount: money(item.amountCents) })}</p>
        ) : null}
        {blocked ? <Notice tone="warning">{t('paymentPlan.firstPayment.pending')}</Notice> : null}
      </Stack>
    );
    footer = (
      <>
        <Button
          disabled={!item || blocked}
          onClick={() => {
            if (!item) return;
            dispatch(dialogClosed('paymentPlan'));
            dispatch(
              dialogOpened({
                name: 'bankSelection',
                props: { cart: [item], redirectPath: pathname },
              }),
            );
          }}
        >
          {t('paymentPlan.firstPayment.pay')}
        </Button>
        <Button variant="secondary" onClick={showPlan}>
          {t('paymentPlan.done.show')}
        </Button>
      </>
    );
  } else if (state.creation === 'created') {
    stepKey = 'done';
    heading = t('paymentPlan.done.title');
    body = (
      <Stack gap={5}>
        <Notice tone="success" live="status">
          {t('paymentPlan.done.text')}
        </Notice>
        {firstDebt ? <FeedbackForm feedbackType={3} orderNr={firstDebt.orderNr} /> : null}
      </Stack>
    );
    footer = <Button onClick={showPlan}>{t('paymentPlan.done.show')}</Button>;
  } else if (step === 'review' && figures) {
    const summary = planSummary(figures);
    const firstNow = paysFirstAtOnce ? (figures.rows[0]?.amount ?? null) : null;
    stepKey = 'review';
    heading = t('paymentPlan.steps.review');
    body = (
      <Stack gap={5}>
        <p>{t('paymentPlan.review.intro')}</p>
        {/* Issue 32: the installment and the total first, and a joint plan's debts by name. */}
        <Card tone="highlight">
          <Stack gap={4}>
            <DescriptionList layout="figures" data-plan-emphasis="">
              <dt>{t('paymentPlan.review.emphasis')}</dt>
              <dd>{money(figures.amount)}</dd>
              <dt>{t('paymentPlan.review.total')}</dt>
              <dd>{money(summary.total)}</dd>
            </DescriptionList>
            {chosenDebts.length > 1 ? (
              <div>
                <p>
                  <strong>{t('paymentPlan.review.debts')}</strong>
                </p>
                <List>
                  {chosenDebts.map((debt) => (
                    <li key={debt.nr}>
                      {t('debt.plan.coversItem', {
                        creditor: debt.creditor.name,
                        orderNr: debt.orderNr,
                      })}
                    </li>
                  ))}
                </List>
              </div>
            ) : null}
          </Stack>
        </Card>
        {firstNow !== null ? (
          <Notice
            tone="warning"
            title={t('paymentPlan.firstAtOnce.title', { amount: money(firstNow) })}
          >
            {t('paymentPlan.firstAtOnce.text')}
          </Notice>
        ) : null}
        <PlanSummaryList figures={figures} locale={locale} />
        <PlanInstallmentsTable rows={figures.rows} figures={figures} locale={locale} />
        <p>{t('paymentPlan.review.commitment')}</p>
        {state.creation === 'failed' && state.createError ? (
          <Notice tone="error" live="alert">
            {t(state.createError)}
          </Notice>
        ) : null}
      </Stack>
    );
    footer = (
      <>
        <Button
          loading={state.creation === 'creating'}
          loadingText={t('button.loading')}
          onClick={() => request && dispatch(planCreateRequested(request))}
        >
          {firstNow !== null
            ? t('paymentPlan.review.confirmAndPay', { amount: money(firstNow) })
            : t('paymentPlan.review.confirm')}
        </Button>
        <Button variant="secondary" onClick={() => setStep('build')}>
          {t('common.back')}
        </Button>
      </>
    );
  } else {
    stepKey = 'build';
    heading = t('paymentPlan.steps.build');
    footer = (
      <>
        {/* Usable when the plan can go on, or when there is an error for the summary to say;
            otherwise (calculating) it waits. */}
        <Button
          type="submit"
          form={formId}
          disabled={!canContinue && !amountFieldError && !debtsError}
        >
          {t('common.continue')}
        </Button>
        <Button type="button" variant="secondary" onClick={close}>
          {t('common.cancel')}
        </Button>
      </>
    );
    body = (
      <Stack
        as="form"
        id={formId}
        gap={5}
        noValidate
        aria-label={t('paymentPlan.title')}
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          if (canContinue) setStep('review');
          else if (amountFieldError || debtsError) setFailedSubmits((count) => count + 1);
        }}
      >
        <p>{t('paymentPlan.intro')}</p>
        {fromCapacity ? (
          <Notice tone="info" live="status">
            {fromCapacity}
          </Notice>
        ) : null}
        <ErrorSummary
          title={t('errorSummary.title')}
          headingLevel={3}
          errors={summaryItems(
            failedSubmits > 0
              ? [
                  ['plan-debts', debtsError],
                  ['plan-amount', amountFieldError],
                ]
              : [],
          )}
          focusKey={failedSubmits}
        />
        {candidates.length > 1 ? (
          <fieldset id="plan-debts" aria-describedby={debtsError ? 'plan-debts-error' : undefined}>
            <legend>{t('paymentPlan.debts.legend')}</legend>
            <Stack gap={2}>
              {candidates.map((debt: Debt) => (
                <Checkbox
                  key={debt.nr}
                  label={t('paymentPlan.debts.item', {
                    creditor: debt.creditor.name,
                    orderNr: debt.orderNr,
                    left: money(debt.debtSummary.left),
                  })}
                  checked={chosen.includes(debt.nr)}
                  onCheckedChange={(checked) =>
                    setChosen((was) =>
                      checked === true
                        ? candidates
                            .map((d) => d.nr)
                            .filter((nr) => nr === debt.nr || was.includes(nr))
                        : was.filter((nr) => nr !== debt.nr),
                    )
                  }
                />
              ))}
            </Stack>
            {debtsError ? (
              <FieldErrorMessage id="plan-debts-error">{debtsError}</FieldErrorMessage>
            ) : null}
          </fieldset>
        ) : null}
        <TwoColumnLayout
          narrow="end"
          start={
            <Stack gap={5}>
              <p>{t('paymentPlan.total', { amount: money(total) })}</p>
              <AmountField
                id="plan-amount"
                label={t('paymentPlan.amount')}
                hint={
                  minimum !== null
                    ? t('paymentPlan.amountHint', { min: money(minimum), max: money(total) })
                    : undefined
                }
                error={amountFieldError ?? undefined}
                valueCents={amountCents}
                onValueChange={(cents) => {
                  setTouched(true);
                  setAmountCents(cents);
                }}
                locale={locale}
                required
              />
              {minimum !== null && total > minimum ? (
                <AmountSlider
                  label={t('paymentPlan.slider')}
                  minCents={minimum}
                  maxCents={total}
                  stepCents={STEP_CENTS}
                  valueCents={amountCents ?? minimum}
                  onValueChange={(cents) => {
                    setTouched(true);
                    setAmountCents(cents);
                  }}
                  formatValue={money}
                />
              ) : null}
              {!isCompany ? (
                <RadioGroup
                  legend={t('paymentPlan.dueDay.legend')}
                  hint={t('paymentPlan.dueDay.hint')}
                  options={([0, 1, 2] as const).map((value) => ({
                    value: String(value),
                    label: t(`paymentPlan.dueDay.${value}`),
                  }))}
                  value={String(dateSelection)}
                  onValueChange={(value) => setDateSelection(Number(value) as DateSelection)}
                />
              ) : null}
            </Stack>
          }
          end={
            <Stack gap={4}>
              <div aria-live="polite">
                {calculating ? (
                  <Spinner size="small" label={t('paymentPlan.calculating')} showLabel />
                ) : state.calculation === 'failed' && state.error ? (
                  <Notice tone="error">{t(state.error)}</Notice>
                ) : null}
              </div>
              {figures && needed === null ? (
                <Stack gap={4}>
                  {paysFirstAtOnce && figures.rows[0] ? (
                    <Notice
                      tone="warning"
                      title={t('paymentPlan.firstAtOnce.title', {
                        amount: money(figures.rows[0].amount),
                      })}
                    >
                      {t('paymentPlan.firstAtOnce.text')}
                    </Notice>
                  ) : null}
                  <PlanSummaryList figures={figures} locale={locale} />
                  <PlanChargeNotice figures={figures} charge={figures.charge} locale={locale} />
                  <PlanBalanceChart
                    figures={figures}
                    alternatives={state.alternatives}
                    locale={locale}
                  />
                </Stack>
              ) : null}
              {figures && needed === null && state.alternatives.length > 0 ? (
                <Stack gap={3} aria-label={t('paymentPlan.alternatives.title')} as="section">
                  <p>
                    <strong>{t('paymentPlan.alternatives.title')}</strong>
                  </p>
                  <p>{t('paymentPlan.alternatives.text')}</p>
                  <Stack direction="horizontal" gap={3} wrap>
                    {state.alternatives.map((alternative) => (
                      <Button
                        key={alternative.amount}
                        variant="secondary"
                        onClick={() => setAmountCents(alternative.amount)}
                      >
                        {t('paymentPlan.alternatives.option', {
                          amount: money(alternative.amount),
                          count: alternative.months,
                          save: money(alternative.save),
                        })}
                      </Button>
                    ))}
                  </Stack>
                </Stack>
              ) : null}
            </Stack>
          }
        />
      </Stack>
    );
  }

  // The stepper: details, review, then the first installment (banditRating 3) or done.
  const last = created?.awaitsFirstPayment ? 'firstPayment' : 'done';
  const order = ['build', 'review', last] as const;
  const at = Math.max(
    0,
    order.findIndex((name) => name === stepKey),
  );
  const stepper = (
    <Stepper
      aria-label={t('paymentPlan.steps.label')}
      steps={order.map((name, index) => {
        const stepState: StepState =
          index < at || (index === at && index === order.length - 1)
            ? 'completed'
            : index === at
              ? 'current'
              : 'upcoming';
        return { label: t(`paymentPlan.steps.${name}`), state: stepState };
      })}
      stepText={(number, total) => t('stepper.step', { current: number, total })}
      stateTexts={{
        completed: t('stepper.state.completed'),
        current: t('stepper.state.current'),
        upcoming: t('stepper.state.upcoming'),
        disabled: t('stepper.state.disabled'),
      }}
    />
  );

  return (
    <StepDialog
      open={open}
      onOpenChange={onOpenChange}
      returnFocus={returnFocus}
      title={t('paymentPlan.title')}
      closeLabel={t('common.close')}
      stepKey={stepKey}
      stepHeading={heading}
      stepper={stepper}
      footer={footer}
    >
      {body}
    </StepDialog>
  );
}
