import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Checkbox,
  DataTable,
  DescriptionList,
  formatDate,
  formatEuroCents,
  List,
  Notice,
  RadioGroup,
  Spinner,
  Stack,
  StepDialog,
  Stepper,
  type FormatLocale,
  Text,
  type StepState,
} from '@portal/design-system';
import { settlementPlanSummary } from '@portal/openapi';
import { dialogClosed, dialogOpened, type DialogComponentProps } from '../../lib/dialogs';
import { useAppDispatch, useAppSelector, useLazySaga } from '../../lib/hooks';
import { selectLocale } from '../../lib/language';
import { paths } from '../../lib/paths';
import { selectDebtorData, type Debt } from '../debtor';
import { FeedbackForm } from '../feedback';
import { payAllCart, type CartItem } from '../paying';
import { settlementCase, type SettlementFigures } from './model';
import { settlementFeature } from './sagas';
import {
  selectSettlement,
  settlementCancelRequested,
  settlementDocumentRequested,
  settlementPlanDocumentRequested,
  settlementOpened,
  settlementReset,
  settlementSignRequested,
  settlementStartRequested,
  settlementStepChosen,
} from './slice';

type Choice = 'payNow' | 'settle';

function InstallmentTable({
  figures,
  locale,
}: {
  figures: SettlementFigures;
  locale: FormatLocale;
}) {
  const { t } = useTranslation();
  const money = (cents: number) => formatEuroCents(cents, locale);
  return (
    <DataTable
      caption={t('installments.caption')}
      rows={figures.rows}
      getRowKey={(row) => String(row.sequence)}
      totalsLabel={t('common.total')}
      totals={{
        amount: money(figures.rows.reduce((sum, row) => sum + row.amount, 0)),
        capital: money(figures.totalCapital),
        costs: money(figures.totalCost),
        interest: money(figures.totalInterest),
      }}
      columns={[
        {
          key: 'sequence',
          header: t('installments.number'),
          render: (r) => r.sequence,
          rowHeader: true,
        },
        { key: 'due', header: t('installments.dueDate'), render: (r) => formatDate(r.dueDate) },
        {
          key: 'amount',
          header: t('installments.amount'),
          render: (r) => money(r.amount),
          align: 'end',
        },
        {
          key: 'capital',
          header: t('installments.capital'),
          render: (r) => money(r.capital),
          align: 'end',
        },
        {
          key: 'costs',
          header: t('installments.costs'),
          render: (r) => money(r.costs),
          align: 'end',
        },
        {
          key: 'interest',
          header: t('installments.interest'),
          render: (r) => money(r.interest),
          align: 'end',
        },
      ]}
    />
  );
}

/**
 * The settlement (spec 4; issue 15 item 1): pay now or settle; what it means; start; the binding
 * plan to sign with one's own bank credentials; signed, awaiting the first installment; done.
 * Closing at step 4 or 5 asks first and cancels the settlement.
 */
export default function SettlementDialog({
  open,
  onOpenChange,
  returnFocus,
}: DialogComponentProps<'settlement'>) {
  useLazySaga(settlementFeature);
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const locale = useAppSelector(selectLocale);
  const data = useAppSelector(selectDebtorData);
  const state = useAppSelector(selectSettlement);
  const current = data ? settlementCase(data) : null;
  const [choice, setChoice] = useState<Choice | null>(null);
  const [agreed, setAgreed] = useState(false);
  const [tableOpen, setTableOpen] = useState(false);
  const [confirmClose, setConfirmClose] = useState(false);

  useEffect(() => {
    if (current && state.step === null) dispatch(settlementOpened({ ...current }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- opens once, from the status then
  }, [current !== null, dispatch]);
  // The status moves on by itself (the first installment booked): the dialog follows.
  const derived = current?.step ?? null;
  useEffect(() => {
    if (derived !== null && state.step !== null && derived >= 5 && derived > state.step) {
      dispatch(settlementStepChosen(derived));
    }
  }, [derived, state.step, dispatch]);
  useEffect(
    () => () => {
      dispatch(settlementReset());
    },
    [dispatch],
  );

  const money = (cents: number) => formatEuroCents(cents, locale);
  const step = state.step ?? current?.step ?? 1;
  const debts: Debt[] =
    data && current ? data.debts.filter((d) => current.debtNrs.includes(d.nr)) : [];
  const open_ = debts.reduce((sum, d) => sum + d.debtSummary.left, 0);
  const request = current
    ? {
        subpoenaNr: current.subpoenaNr,
        statusNr: state.statusNr ?? current.statusNr,
        debtNrs: current.debtNrs,
      }
    : null;
  const plan = data?.reconciliation?.plan ?? null;
  const pending = current?.paymentPending ?? false;
  const cancellable = step === 4 || (step === 5 && !pending);
  const signHintId = `sign-hint-${useId().replace(/:/g, '')}`;

  const close = () => onOpenChange(false);
  const pay = (cart: CartItem[]) => {
    dispatch(dialogClosed('settlement'));
    dispatch(
      dialogOpened({
        name: 'bankSelection',
        props: { cart, redirectPath: paths.frontPage.getHref() },
      }),
    );
  };

  const stages = (['plan', 'sign', 'firstInstallment'] as const).map((stage, index) => {
    const reached = step >= 6 ? 3 : step === 5 ? 2 : 0;
    const state: StepState =
      index < reached ? 'completed' : index === reached ? 'current' : 'upcoming';
    return { label: t(`settlement.stages.${stage}`), state };
  });
  const stepper = (
    <Stepper
      aria-label={t('settlement.stagesLabel')}
      steps={stages}
      stepText={(number, total) => t('stepper.step', { current: number, total })}
      stateTexts={{
        completed: t('stepper.state.completed'),
        current: t('stepper.state.current'),
        upcoming: t('stepper.state.upcoming'),
        disabled: t('stepper.state.disabled'),
      }}
    />
  );

  let body;
  let footer: ReactNode = null;
  if (!current || !request) {
    body = <Notice tone="error">{t('settlement.error')}</Notice>;
  } else if (confirmClose) {
    body = <p>{t('settlement.confirmClose.text')}</p>;
    // Issue 32: the safe choice (keep the settlement) is the primary button.
    footer = (
      <>
        <Button onClick={() => setConfirmClose(false)}>{t('settlement.confirmClose.keep')}</Button>
        <Button
          variant="secondary"
          loading={state.busy === 'cancel'}
          loadingText={t('button.loading')}
          onClick={() => dispatch(settlementCancelRequested(request))}
        >
          {t('settlement.confirmClose.cancel')}
        </Button>
      </>
    );
  } else if (step === 1) {
    body = (
      <Stack gap={5}>
        <p>{t('settlement.step1.intro')}</p>
        <DescriptionList layout="figures">
          <dt>{t('settlement.openAmount')}</dt>
          <dd>{money(open_)}</dd>
        </DescriptionList>
        <RadioGroup
          legend={t('settlement.step1.legend')}
          options={(['payNow', 'settle'] as const).map((value) => ({
            value,
            label: t(`settlement.step1.${value}`),
          }))}
          value={choice ?? ''}
          onValueChange={(value) => setChoice(value === 'payNow' ? 'payNow' : 'settle')}
        />
      </Stack>
    );
    footer = (
      <>
        <Button
          disabled={choice === null}
          onClick={() =>
            choice === 'payNow'
              ? pay(payAllCart(debts.filter((d) => d.debtSummary.left > 0)))
              : dispatch(settlementStepChosen(2))
          }
        >
          {t('common.continue')}
        </Button>
        <Button variant="secondary" onClick={close}>
          {t('common.cancel')}
        </Button>
      </>
    );
  } else if (step === 2) {
    body = (
      <Stack gap={5}>
        <p>{t('settlement.step2.text')}</p>
        <p>{t('settlement.step2.binding')}</p>
        <p>{t('settlement.step2.partial')}</p>
      </Stack>
    );
    footer = (
      <>
        <Button onClick={() => dispatch(settlementStepChosen(3))}>{t('common.continue')}</Button>
        <Button variant="secondary" onClick={() => dispatch(settlementStepChosen(1))}>
          {t('common.back')}
        </Button>
      </>
    );
  } else if (step === 3) {
    body = (
      <Stack gap={5}>
        <p>{t('settlement.step3.intro')}</p>
        <List>
          <li>{t('settlement.step3.point1')}</li>
          <li>{t('settlement.step3.point2')}</li>
          <li>{t('settlement.step3.point3')}</li>
        </List>
      </Stack>
    );
    footer = (
      <>
        <Button
          loading={state.busy === 'start'}
          loadingText={t('button.loading')}
          onClick={() => dispatch(settlementStartRequested(request))}
        >
          {t('settlement.step3.start')}
        </Button>
        <Button variant="secondary" onClick={() => dispatch(settlementStepChosen(2))}>
          {t('common.back')}
        </Button>
      </>
    );
  } else if (step === 4) {
    const figures = state.figures;
    const installments = figures
      ? figures.rows.map((r) => ({ dueDate: r.dueDate, amountCents: r.amount }))
      : [];
    const summary = settlementPlanSummary(installments);
    const exact = settlementPlanSummary(installments, 'exact');
    const total = installments.reduce((sum, row) => sum + row.amountCents, 0);
    body = (
      <Stack gap={5}>
        <DescriptionList layout="figures">
          <dt>{t('settlement.caseNumbers')}</dt>
          <dd>{debts.map((d) => d.orderNr).join(', ')}</dd>
          <dt>{t('settlement.creditor')}</dt>
          <dd>{[...new Set(debts.map((d) => d.creditor.name))].join(', ')}</dd>
          <dt>{t('settlement.openAmount')}</dt>
          <dd>{money(open_)}</dd>
        </DescriptionList>
        {state.busy === 'calculate' || !figures ? (
          <Spinner label={t('settlement.calculating')} showLabel />
        ) : (
          <>
            {summary && exact ? (
              <Stack gap={3}>
                {/* One value per installment from the headline to the bank: the exact amounts
                    lead; spec 4's rounded-up figure follows as the most an installment can be. */}
                <DescriptionList layout="figures" aria-label={t('settlement.summary')}>
                  <dt>{t('settlement.firstInstallment')}</dt>
                  <dd>{money(exact.firstInstallmentCents)}</dd>
                  {exact.laterInstallmentCents !== null ? (
                    <>
                      <dt>{t('settlement.laterInstallment')}</dt>
                      <dd>{money(exact.laterInstallmentCents)}</dd>
                    </>
                  ) : null}
                  <dt>{t('settlement.installmentCount')}</dt>
                  <dd>{exact.installmentCount}</dd>
                  <dt>{t('settlement.lastDueDate')}</dt>
                  <dd>{formatDate(exact.lastDueDate)}</dd>
                  <dt>{t('settlement.rounded.total')}</dt>
                  <dd>{money(total)}</dd>
                </DescriptionList>
                <p>
                  {t('settlement.rounded.ceiling', {
                    amount: money(
                      Math.max(summary.firstInstallmentCents, summary.laterInstallmentCents ?? 0),
                    ),
                  })}
                </p>
              </Stack>
            ) : null}
            <div>
              <Button
                variant="secondary"
                aria-expanded={tableOpen}
                onClick={() => setTableOpen((was) => !was)}
              >
                {t(tableOpen ? 'settlement.hideInstallments' : 'settlement.showInstallments')}
              </Button>
            </div>
            {tableOpen ? <InstallmentTable figures={figures} locale={locale} /> : null}
          </>
        )}
        {request.statusNr !== null ? (
          <Stack direction="horizontal" gap={3} wrap>
            <Button
              variant="secondary"
              onClick={() =>
                dispatch(
                  settlementDocumentRequested({
                    statusNr: request.statusNr!,
                    subpoenaNr: request.subpoenaNr,
                    fileLabel: t('settlement.documentFileName'),
                  }),
                )
              }
            >
              {t('settlement.document')}
            </Button>
            <Button
              variant="secondary"
              disabled={!figures}
              onClick={() =>
                dispatch(
                  settlementPlanDocumentRequested({
                    ...request,
                    fileLabel: t('settlement.planFileName'),
                  }),
                )
              }
            >
              {t('settlement.planDocument')}
            </Button>
          </Stack>
        ) : null}
        <Notice tone="info" title={t('settlement.binding.title')}>
          <p>{t('settlement.binding.text')}</p>
          <p>{t('settlement.binding.credentials')}</p>
          <p>{t('settlement.binding.newInvoices')}</p>
        </Notice>
        <Checkbox
          label={t('settlement.agree')}
          checked={agreed}
          onCheckedChange={(checked) => setAgreed(checked === true)}
        />
      </Stack>
    );
    // spec 4 keeps the sign button disabled until the terms are accepted; issue 32: say so
    // beside it (and to screen readers, as the button's description).
    footer = (
      <>
        <Button
          disabled={!agreed || state.busy !== null || !figures}
          loading={state.busy === 'sign'}
          loadingText={t('button.loading')}
          aria-describedby={agreed ? undefined : signHintId}
          onClick={() => dispatch(settlementSignRequested(request))}
        >
          {t('settlement.sign')}
        </Button>
        {agreed ? null : (
          <Text id={signHintId} tone="muted">
            {t('settlement.agreeRequired')}
          </Text>
        )}
      </>
    );
  } else if (step === 5) {
    const next = plan?.nextInstallment ?? null;
    const first = plan?.debts[0];
    const item: CartItem | null =
      plan && next && first
        ? {
            debtNr: first.nr,
            description: debts[0]?.creditor.name ?? null,
            amountCents: next.eur,
            paymentType: 'reconciliation',
            msnr: plan.nr,
          }
        : null;
    body = (
      <Stack gap={5}>
        <Notice tone="success" live="status" title={t('settlement.step5.title')}>
          {t('settlement.step5.text')}
        </Notice>
        {pending ? (
          <Spinner label={t('settlement.step5.waiting')} showLabel />
        ) : (
          <>
            {item ? (
              <p>
                {t('settlement.step5.amount', {
                  amount: money(item.amountCents),
                  date: next ? formatDate(next.duedate) : '',
                })}
              </p>
            ) : null}
            <p>{t('settlement.step5.others')}</p>
            <p>{t('settlement.step2.partial')}</p>
          </>
        )}
      </Stack>
    );
    footer = pending ? null : (
      <Button disabled={!item} onClick={() => item && pay([item])}>
        {t('settlement.step5.pay')}
      </Button>
    );
  } else {
    body = (
      <Stack gap={5}>
        <Notice tone="success" live="status" title={t('settlement.step6.title')}>
          {t('settlement.step6.text')}
        </Notice>
        {debts[0] ? <FeedbackForm feedbackType={7} orderNr={debts[0].orderNr} /> : null}
      </Stack>
    );
  }

  return (
    <StepDialog
      open={open}
      stepKey={confirmClose ? 'confirmClose' : step}
      stepHeading={
        confirmClose ? t('settlement.confirmClose.title') : t(`settlement.steps.${step}`)
      }
      // Issue 32: the stages show from the first step on (not only from the plan).
      stepper={confirmClose ? undefined : stepper}
      footer={footer}
      onOpenChange={(next) => {
        if (!next && cancellable && !confirmClose) setConfirmClose(true);
        else onOpenChange(next);
      }}
      returnFocus={returnFocus}
      title={t('settlement.title')}
      closeLabel={t('common.close')}
    >
      {body}
    </StepDialog>
  );
}
