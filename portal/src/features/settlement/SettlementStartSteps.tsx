import { useTranslation } from 'react-i18next';
import {
  Button,
  DescriptionList,
  DialogActions,
  List,
  RadioGroup,
  Stack,
} from '@portal/design-system';
import { useAppDispatch } from '../../lib/hooks';
import { payAllCart } from '../paying';
import { settlementStartRequested, settlementStepChosen } from './slice';
import type { SettlementFlow, SettlementRequest } from './useSettlementFlow';

/** Step 1: the open amount, and pay it now or settle. */
export function SettlementChoiceStep({ flow }: { flow: SettlementFlow }) {
  const { t } = useTranslation();
  return (
    <Stack gap={5}>
      <p>{t('settlement.step1.intro')}</p>
      <DescriptionList layout="figures">
        <dt>{t('settlement.openAmount')}</dt>
        <dd>{flow.money(flow.openAmount)}</dd>
      </DescriptionList>
      <RadioGroup
        legend={t('settlement.step1.legend')}
        options={(['payNow', 'settle'] as const).map((value) => ({
          value,
          label: t(`settlement.step1.${value}`),
        }))}
        value={flow.choice ?? ''}
        onValueChange={(value) => flow.setChoice(value === 'payNow' ? 'payNow' : 'settle')}
      />
    </Stack>
  );
}

/** Continue (to the bank, or to what a settlement means) and Cancel. */
export function SettlementChoiceActions({
  flow,
  onCancel,
}: {
  flow: SettlementFlow;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  return (
    <DialogActions
      primary={
        <Button
          disabled={flow.choice === null}
          onClick={() =>
            flow.choice === 'payNow'
              ? flow.pay(payAllCart(flow.debts.filter((d) => d.debtSummary.left > 0)))
              : dispatch(settlementStepChosen(2))
          }
        >
          {t('common.continue')}
        </Button>
      }
      secondary={
        <Button variant="secondary" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      }
    />
  );
}

/** Step 2: what a settlement means. */
export function SettlementMeaningStep() {
  const { t } = useTranslation();
  return (
    <Stack gap={5}>
      <p>{t('settlement.step2.text')}</p>
      <p>{t('settlement.step2.binding')}</p>
      <p>{t('settlement.step2.partial')}</p>
    </Stack>
  );
}

/**
 * Step 3: before starting, three points. The step's heading says "before you start", so the
 * list follows it without repeating those words.
 */
export function SettlementBeforeStep() {
  const { t } = useTranslation();
  return (
    <List>
      <li>{t('settlement.step3.point1')}</li>
      <li>{t('settlement.step3.point2')}</li>
      <li>{t('settlement.step3.point3')}</li>
    </List>
  );
}

/** Steps 2 and 3: on (at step 3, the settlement starts on the server) and back. */
export function SettlementIntroActions({
  flow,
  request,
}: {
  flow: SettlementFlow;
  request: SettlementRequest;
}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const starting = flow.step === 3;
  return (
    <DialogActions
      primary={
        starting ? (
          <Button
            loading={flow.state.busy === 'start'}
            loadingText={t('button.loading')}
            onClick={() => dispatch(settlementStartRequested(request))}
          >
            {t('settlement.step3.start')}
          </Button>
        ) : (
          <Button onClick={() => dispatch(settlementStepChosen(3))}>{t('common.continue')}</Button>
        )
      }
      secondary={
        <Button
          variant="secondary"
          onClick={() => dispatch(settlementStepChosen(starting ? 2 : 1))}
        >
          {t('common.back')}
        </Button>
      }
    />
  );
}
