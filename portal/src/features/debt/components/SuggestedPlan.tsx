import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Card,
  DialogActions,
  DescriptionList,
  formatDate,
  formatEuroCents,
  Notice,
  ResponsiveDialog,
  Stack,
} from '@portal/design-system';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks';
import { selectLocale } from '../../../lib/language';
import type { Debt, PaymentPlan } from '../../debtor';
import { isSuggestedPlan } from '../rules';
import { selectSuggestionAnswer, suggestionAnswered } from '../slice';

/** Asks once more before the answer is sent: accepting binds, declining cannot be undone. */
function ConfirmAnswer({ debt, plan, accept }: { debt: Debt; plan: PaymentPlan; accept: boolean }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const answering = useAppSelector(selectSuggestionAnswer);
  const [open, setOpen] = useState(false);
  const busy = answering !== null;
  const mine = answering?.msNr === plan.nr && answering.accept === accept;
  const key = accept ? 'accept' : 'decline';
  // Closed when the answer has gone through (the reload then shows the plan, or none).
  const [sent, setSent] = useState(false);
  if (sent && !busy && open) {
    setOpen(false);
    setSent(false);
  }
  return (
    <ResponsiveDialog
      open={open}
      onOpenChange={setOpen}
      title={t(`debt.suggestion.${key}Title`)}
      closeLabel={t('common.close')}
      footer={
        <DialogActions
          primary={
            <Button
              variant="primary"
              loading={mine}
              loadingText={t('button.loading')}
              onClick={() => {
                setSent(true);
                dispatch(suggestionAnswered({ orderNr: debt.orderNr, msNr: plan.nr, accept }));
              }}
            >
              {t(`debt.suggestion.${key}Confirm`)}
            </Button>
          }
          secondary={
            <Button variant="secondary" onClick={() => setOpen(false)} disabled={mine}>
              {t('common.cancel')}
            </Button>
          }
        />
      }
      trigger={
        <Button variant={accept ? 'primary' : 'secondary'} disabled={busy}>
          {t(`debt.suggestion.${key}`)}
        </Button>
      }
    >
      <p>{t(`debt.suggestion.${key}Text`, { creditor: debt.creditor.name })}</p>
    </ResponsiveDialog>
  );
}

/**
 * A plan the creditor suggested for this debt (spec 4, persona 7): what it is, and accept or
 * decline, each confirmed first.
 */
export default function SuggestedPlan({ debt }: { debt: Debt }) {
  const { t } = useTranslation();
  const locale = useAppSelector(selectLocale);
  const plan = debt.unconfirmedPaymentPlan;
  if (!isSuggestedPlan(plan)) return null;
  const first = plan.installments[0];
  // A last installment smaller than the others is shown, so the figures add up to the total.
  const last = plan.installments.length > 1 ? plan.installments.at(-1) : undefined;
  const lastDiffers = first !== undefined && last !== undefined && last.eur !== first.eur;
  return (
    <Card as="section" heading={t('debt.suggestion.title')} headingLevel={2}>
      <Stack gap={4}>
        <p>{t('debt.suggestion.text')}</p>
        <DescriptionList
          layout="figures"
          items={[
            {
              key: 'count',
              term: t('debt.suggestion.installments'),
              value: String(plan.installments.length),
            },
            ...(first
              ? [
                  {
                    key: 'amount',
                    term: t('debt.suggestion.amount'),
                    value: formatEuroCents(first.eur, locale),
                  },
                  ...(lastDiffers
                    ? [
                        {
                          key: 'last',
                          term: t('debt.suggestion.lastAmount'),
                          value: formatEuroCents(last.eur, locale),
                        },
                      ]
                    : []),
                  {
                    key: 'first',
                    term: t('debt.suggestion.firstDue'),
                    value: formatDate(first.duedate),
                  },
                ]
              : []),
            {
              key: 'total',
              term: t('debt.suggestion.total'),
              value: formatEuroCents(plan.summary.total, locale),
            },
          ]}
        />
        <Notice tone="info">{t('debt.suggestion.declineNote')}</Notice>
        <Stack direction="horizontal" gap={3} wrap>
          <ConfirmAnswer debt={debt} plan={plan} accept />
          <ConfirmAnswer debt={debt} plan={plan} accept={false} />
        </Stack>
      </Stack>
    </Card>
  );
}
