import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  DialogActions,
  Notice,
  Stack,
  StepDialog,
  Stepper,
  type StepState,
} from '@portal/design-system';
import type { DialogComponentProps } from '../../lib/dialogs';
import { useAppSelector, useLazySaga } from '../../lib/hooks';
import { selectDebts } from '../debtor';
import { FeedbackForm } from '../feedback';
import { BILLS_FORM_ID, ReclamationBills } from './ReclamationBills';
import { DETAILS_FORM_ID, ReclamationDetails } from './ReclamationDetails';
import { reclamationFeature } from './sagas';
import { selectReclamation } from './slice';
import { useReclamation, type ReclamationState } from './useReclamation';

/** The instructions: what a reclamation does to the collection, and what to attach. */
function ReclamationIntro() {
  const { t } = useTranslation();
  return (
    <Stack gap={5}>
      <p>{t('reclamation.intro.text')}</p>
      <p>{t('reclamation.intro.paused')}</p>
      <p>{t('reclamation.intro.attachments')}</p>
    </Stack>
  );
}

/** Sent: collection is paused meanwhile, and feedback (type 5). */
function ReclamationDone({ orderNr }: { orderNr: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap={5}>
      <Notice tone="success" live="status">
        {t('reclamation.done.text')}
      </Notice>
      <FeedbackForm feedbackType={5} orderNr={orderNr} />
    </Stack>
  );
}

/** The progress; a step already done can be opened again until the reclamation is sent. */
function ReclamationStepper({ state }: { state: ReclamationState }) {
  const { t } = useTranslation();
  const { steps, current, setStep } = state;
  const stepIndex = steps.indexOf(current);
  return (
    <Stepper
      aria-label={t('reclamation.stepsLabel')}
      steps={steps.map((s, index) => ({
        label: t(`reclamation.steps.${s}`),
        state: (index < stepIndex
          ? 'completed'
          : index === stepIndex
            ? 'current'
            : 'upcoming') as StepState,
      }))}
      stepText={(number, total) => t('stepper.step', { current: number, total })}
      stateTexts={{
        completed: t('stepper.state.completed'),
        current: t('stepper.state.current'),
        upcoming: t('stepper.state.upcoming'),
        disabled: t('stepper.state.disabled'),
      }}
      onStepClick={current === 'done' ? undefined : (index) => setStep(steps[index] ?? 'intro')}
    />
  );
}

/** The step's buttons: on, then back (the done step has none: the dialog's close button). */
function ReclamationFooter({ state }: { state: ReclamationState }) {
  const { t } = useTranslation();
  const { status } = useAppSelector(selectReclamation);
  const { steps, current, setStep } = state;
  if (current === 'intro')
    return (
      <DialogActions
        primary={<Button onClick={() => setStep(steps[1]!)}>{t('common.continue')}</Button>}
      />
    );
  const back = (
    <Button
      type="button"
      variant="secondary"
      onClick={() => setStep(current === 'details' && steps.includes('bills') ? 'bills' : 'intro')}
    >
      {t('common.back')}
    </Button>
  );
  const primary =
    current === 'bills' ? (
      <Button type="submit" form={BILLS_FORM_ID}>
        {t('common.continue')}
      </Button>
    ) : (
      <Button
        type="submit"
        form={DETAILS_FORM_ID}
        loading={status === 'sending'}
        loadingText={t('button.loading')}
      >
        {t('reclamation.send')}
      </Button>
    );
  return <DialogActions primary={primary} secondary={back} />;
}

/**
 * A reclamation (spec 4, 5) on the multi-step dialog: instructions; the bills when there are
 * several; the basis, the text, contact details and attachments; done, with feedback (type 5).
 * A failed send keeps every field and attachment and says what to do.
 */
export default function ReclamationDialog({
  debtNr,
  open,
  onOpenChange,
  returnFocus,
}: DialogComponentProps<'reclamation'>) {
  useLazySaga(reclamationFeature);
  const { t } = useTranslation();
  const debt = useAppSelector(selectDebts).find((d) => d.nr === debtNr) ?? null;
  const state = useReclamation(debt);
  const { current } = state;

  let body: ReactNode;
  if (!debt) body = <Notice tone="error">{t('error.server.0')}</Notice>;
  else if (current === 'done') body = <ReclamationDone orderNr={debt.orderNr} />;
  else if (current === 'intro') body = <ReclamationIntro />;
  else if (current === 'bills') body = <ReclamationBills state={state} />;
  else body = <ReclamationDetails state={state} />;

  return (
    <StepDialog
      open={open}
      onOpenChange={onOpenChange}
      returnFocus={returnFocus}
      title={t('reclamation.title')}
      closeLabel={t('common.close')}
      stepKey={debt ? current : 'error'}
      stepHeading={t(
        current === 'done' ? 'reclamation.done.title' : `reclamation.steps.${current}`,
      )}
      stepper={debt ? <ReclamationStepper state={state} /> : undefined}
      footer={debt && current !== 'done' ? <ReclamationFooter state={state} /> : undefined}
      closeConfirmation={
        state.unsaved
          ? {
              title: t('reclamation.confirmClose.title'),
              text: t('reclamation.confirmClose.text'),
              keepLabel: t('reclamation.confirmClose.keep'),
              leaveLabel: t('reclamation.confirmClose.leave'),
            }
          : null
      }
    >
      {body}
    </StepDialog>
  );
}
