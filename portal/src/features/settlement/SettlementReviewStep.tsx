import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Checkbox,
  DescriptionList,
  DialogActions,
  formatDate,
  InstalmentTable,
  Notice,
  Spinner,
  Stack,
} from '@portal/design-system';
import { cents, settlementPlanSummary, sumCents } from '@portal/openapi';
import { useAppDispatch } from '../../lib/hooks';
import { installmentLabels } from '../../lib/installments';
import type { SettlementFigures } from './model';
import {
  settlementDocumentRequested,
  settlementPlanDocumentRequested,
  settlementSignRequested,
} from './slice';
import type { SettlementFlow, SettlementRequest } from './useSettlementFlow';

/**
 * The plan's figures: one value per installment from the headline to the bank. The exact
 * amounts lead; spec 4's rounded-up figure follows as the most an installment can be.
 */
function SettlementFiguresList({
  flow,
  figures,
}: {
  flow: SettlementFlow;
  figures: SettlementFigures;
}) {
  const { t } = useTranslation();
  const { money } = flow;
  const installments = figures.rows.map((r) => ({ dueDate: r.dueDate, amountCents: r.amount }));
  const summary = settlementPlanSummary(installments);
  const exact = settlementPlanSummary(installments, 'exact');
  if (!summary || !exact) return null;
  const total = sumCents(installments.map((row) => row.amountCents));
  return (
    <Stack gap={3}>
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
            cents(Math.max(summary.firstInstallmentCents, summary.laterInstallmentCents ?? 0)),
          ),
        })}
      </p>
    </Stack>
  );
}

/** The installments behind a button (the plan's full breakdown with totals). */
function SettlementInstallments({
  flow,
  figures,
}: {
  flow: SettlementFlow;
  figures: SettlementFigures;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <div>
        <Button variant="secondary" aria-expanded={open} onClick={() => setOpen((was) => !was)}>
          {t(open ? 'settlement.hideInstallments' : 'settlement.showInstallments')}
        </Button>
      </div>
      {open ? (
        <InstalmentTable
          caption={t('installments.caption')}
          locale={flow.locale}
          rows={figures.rows.map((row) => ({
            sequence: row.sequence,
            dueDate: row.dueDate,
            amountCents: row.amount,
            capitalCents: row.capital,
            costsCents: row.costs,
            interestCents: row.interest,
          }))}
          labels={installmentLabels(t)}
          totals={{
            capitalCents: figures.totalCapital,
            costsCents: figures.totalCost,
            interestCents: figures.totalInterest,
          }}
        />
      ) : null}
    </>
  );
}

/** The offer and the plan as documents (PDF). */
function SettlementDocuments({
  request,
  hasFigures,
}: {
  request: SettlementRequest;
  hasFigures: boolean;
}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { statusNr } = request;
  if (statusNr === null) return null;
  return (
    <Stack direction="horizontal" gap={3} wrap>
      <Button
        variant="secondary"
        onClick={() =>
          dispatch(
            settlementDocumentRequested({
              statusNr,
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
        disabled={!hasFigures}
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
  );
}

/** Step 4: the binding plan to check, the documents, the terms to accept before signing. */
export function SettlementReviewStep({
  flow,
  request,
}: {
  flow: SettlementFlow;
  request: SettlementRequest;
}) {
  const { t } = useTranslation();
  const { debts, money, state } = flow;
  const figures = state.figures;
  return (
    <Stack gap={5}>
      <DescriptionList layout="figures">
        <dt>{t('settlement.caseNumbers')}</dt>
        <dd>{debts.map((d) => d.orderNr).join(', ')}</dd>
        <dt>{t('settlement.creditor')}</dt>
        <dd>{[...new Set(debts.map((d) => d.creditor.name))].join(', ')}</dd>
        <dt>{t('settlement.openAmount')}</dt>
        <dd>{money(flow.openAmount)}</dd>
      </DescriptionList>
      {state.busy === 'calculate' || !figures ? (
        <Spinner label={t('settlement.calculating')} showLabel />
      ) : (
        <>
          <SettlementFiguresList flow={flow} figures={figures} />
          <SettlementInstallments flow={flow} figures={figures} />
        </>
      )}
      <SettlementDocuments request={request} hasFigures={figures !== null} />
      <Notice tone="info" title={t('settlement.binding.title')}>
        <p>{t('settlement.binding.text')}</p>
        <p>{t('settlement.binding.credentials')}</p>
        <p>{t('settlement.binding.newInvoices')}</p>
      </Notice>
      <Checkbox
        label={t('settlement.agree')}
        checked={flow.agreed}
        onCheckedChange={(checked) => flow.setAgreed(checked === true)}
      />
    </Stack>
  );
}

/**
 * Sign. spec 4 keeps the button disabled until the terms are accepted: the reason is said above
 * it (and to screen readers, as the button's description).
 */
export function SettlementSignActions({
  flow,
  request,
  hintId,
}: {
  flow: SettlementFlow;
  request: SettlementRequest;
  hintId: string;
}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { agreed, state } = flow;
  return (
    <DialogActions
      note={agreed ? null : t('settlement.agreeRequired')}
      noteId={hintId}
      primary={
        <Button
          disabled={!agreed || state.busy !== null || !state.figures}
          loading={state.busy === 'sign'}
          loadingText={t('button.loading')}
          aria-describedby={agreed ? undefined : hintId}
          onClick={() => dispatch(settlementSignRequested(request))}
        >
          {t('settlement.sign')}
        </Button>
      }
    />
  );
}
