import { useTranslation } from 'react-i18next';
import {
  AmountField,
  AmountSlider,
  Button,
  Checkbox,
  DialogActions,
  ErrorSummary,
  FieldErrorMessage,
  Notice,
  RadioGroup,
  Spinner,
  Stack,
  TwoColumnLayout,
} from '@portal/design-system';
import { cents } from '@portal/openapi';
import { summaryItems } from '../../lib/form-errors';
import type { DateSelection } from './model';
import { PlanBalanceChart } from './PlanBalanceChart';
import { PlanChargeNotice, PlanSummaryList } from './PlanFigures';
import type { PlanFlow } from './usePlanFlow';

const STEP_CENTS = cents(100);

/** The debts of a joint plan, each with what is left of it. */
function PlanDebtChoice({ flow }: { flow: PlanFlow }) {
  const { t } = useTranslation();
  const { candidates, chosen, debtsError, money } = flow;
  return (
    <fieldset id="plan-debts" aria-describedby={debtsError ? 'plan-debts-error' : undefined}>
      <legend>{t('paymentPlan.debts.legend')}</legend>
      <Stack gap={2}>
        {candidates.map((debt) => (
          <Checkbox
            key={debt.nr}
            label={t('paymentPlan.debts.item', {
              creditor: debt.creditor.name,
              orderNr: debt.orderNr,
              left: money(debt.debtSummary.left),
            })}
            checked={chosen.includes(debt.nr)}
            onCheckedChange={(checked) => flow.chooseDebt(debt.nr, checked === true)}
          />
        ))}
      </Stack>
      {debtsError ? (
        <FieldErrorMessage id="plan-debts-error">{debtsError}</FieldErrorMessage>
      ) : null}
    </fieldset>
  );
}

/** The amount (typed or slid) and the due day. */
function PlanAmountInputs({ flow }: { flow: PlanFlow }) {
  const { t } = useTranslation();
  const { minimum, total, money, amountCents, locale } = flow;
  const isCompany = flow.data?.debtor.isCompany ?? false;
  return (
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
        error={flow.amountFieldError ?? undefined}
        valueCents={amountCents}
        onValueChange={flow.chooseAmount}
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
          onValueChange={flow.chooseAmount}
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
          value={String(flow.dateSelection)}
          onValueChange={(value) => flow.chooseDate(Number(value) as DateSelection)}
        />
      ) : null}
    </Stack>
  );
}

/** What the amount means, recalculated at every change, and the cheaper alternatives. */
function PlanCalculation({ flow }: { flow: PlanFlow }) {
  const { t } = useTranslation();
  const { figures, needed, state, locale, money } = flow;
  // Figures only for an amount that can be a plan: never a plan the debtor did not choose.
  const shown = figures !== null && needed === null && flow.ownError === null ? figures : null;
  return (
    <Stack gap={4}>
      <div aria-live="polite">
        {flow.calculating ? (
          <Spinner size="small" label={t('paymentPlan.calculating')} showLabel />
        ) : state.calculation === 'failed' && state.error ? (
          <Notice tone="error">{t(state.error)}</Notice>
        ) : null}
      </div>
      {shown ? (
        <Stack gap={4}>
          {flow.paysFirstAtOnce && shown.rows[0] ? (
            <Notice
              tone="warning"
              title={t('paymentPlan.firstAtOnce.title', { amount: money(shown.rows[0].amount) })}
            >
              {t('paymentPlan.firstAtOnce.text')}
            </Notice>
          ) : null}
          <PlanSummaryList figures={shown} locale={locale} />
          <PlanChargeNotice figures={shown} charge={shown.charge} locale={locale} />
          <PlanBalanceChart figures={shown} alternatives={state.alternatives} locale={locale} />
        </Stack>
      ) : null}
      {shown && state.alternatives.length > 0 ? (
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
                onClick={() => flow.chooseAmount(alternative.amount)}
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
  );
}

/** Step 1: the debts, the amount and the due day, with what they mean beside them. */
export function PlanBuildStep({ flow, formId }: { flow: PlanFlow; formId: string }) {
  const { t } = useTranslation();
  const { amountFieldError, debtsError } = flow;
  return (
    <Stack
      as="form"
      id={formId}
      gap={5}
      noValidate
      aria-label={t('paymentPlan.title')}
      onSubmit={(event) => {
        event.preventDefault();
        flow.submitted();
        if (flow.canContinue) flow.setStep('review');
        else if (amountFieldError || debtsError) flow.failed();
      }}
    >
      <p>{t('paymentPlan.intro')}</p>
      {flow.fromCapacity ? (
        <Notice tone="info" live="status">
          {flow.fromCapacity}
        </Notice>
      ) : null}
      <ErrorSummary
        title={t('errorSummary.title')}
        headingLevel={3}
        errors={summaryItems(
          flow.failedSubmits > 0
            ? [
                ['plan-debts', debtsError],
                ['plan-amount', amountFieldError],
              ]
            : [],
        )}
        focusKey={flow.failedSubmits}
      />
      {flow.candidates.length > 1 ? <PlanDebtChoice flow={flow} /> : null}
      <TwoColumnLayout
        narrow="end"
        start={<PlanAmountInputs flow={flow} />}
        end={<PlanCalculation flow={flow} />}
      />
    </Stack>
  );
}

/** Continue (usable when the plan can go on, or when the summary has an error to say) and Cancel. */
export function PlanBuildActions({
  flow,
  formId,
  onCancel,
}: {
  flow: PlanFlow;
  formId: string;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <DialogActions
      primary={
        // While calculating it waits.
        <Button
          type="submit"
          form={formId}
          disabled={!flow.canContinue && !flow.amountFieldError && !flow.debtsError}
        >
          {t('common.continue')}
        </Button>
      }
      secondary={
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      }
    />
  );
}
