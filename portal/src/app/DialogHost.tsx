import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useAppDispatch, useAppSelector } from '../lib/hooks';
import {
  dialogClosed,
  selectDialogs,
  type DialogComponentProps,
  type DialogName,
  type OpenDialog,
} from '../lib/dialogs';

type Registry = {
  [N in DialogName]: LazyExoticComponent<ComponentType<DialogComponentProps<N>>>;
};

/**
 * Every global dialog by name. Each is its own chunk, loaded when it first opens (the login
 * route's JavaScript budget); a feature's dialog joins by adding a line here and its props to
 * `DialogPropsMap` (lib/dialogs.ts).
 */
const registry: Registry = {
  consentSettings: lazy(() => import('../features/consent/ConsentSettingsDialog')),
  generalFeedback: lazy(() => import('../features/feedback/components/GeneralFeedbackDialog')),
  sessionExpiring: lazy(() => import('../features/session/components/SessionExpiringDialog')),
  specialOrderPrivacyPolicy: lazy(() => import('../features/debt/components/PrivacyPolicyDialog')),
  missingContactInfo: lazy(() => import('../features/profile/MissingContactDialog')),
  bankSelection: lazy(() => import('../features/paying/components/BankSelectionDialog')),
  customPayment: lazy(() => import('../features/paying/components/CustomPaymentDialog')),
  paymentPending: lazy(() => import('../features/paying/components/PaymentPendingDialog')),
  paymentComplete: lazy(() => import('../features/paying/components/PaymentCompleteDialog')),
  addIban: lazy(() => import('../features/refund/AddIbanDialog')),
  dueDateTransfer: lazy(() => import('../features/due-date/DueDateDialog')),
  invoiceCopy: lazy(() => import('../features/invoice-copy/InvoiceCopyDialog')),
  paymentPlan: lazy(() => import('../features/payment-plan/PaymentPlanDialog')),
  reclamation: lazy(() => import('../features/reclamation/ReclamationDialog')),
  contactRequest: lazy(() => import('../features/contact/ContactDialog')),
  verdict: lazy(() => import('../features/verdict/VerdictDialog')),
  verdictSent: lazy(() => import('../features/verdict/VerdictSentDialog')),
  settlement: lazy(() => import('../features/settlement/SettlementDialog')),
};

function HostedDialog<N extends DialogName>({ dialog }: { dialog: OpenDialog<N> }) {
  const dispatch = useAppDispatch();
  // Typed by the registry above; for a generic name TypeScript cannot relate the props to the
  // component (a weak-type check on the union), so the pair is joined untyped here.
  const Component = registry[dialog.name] as unknown as ComponentType<object>;
  const props: DialogComponentProps<N> = {
    ...dialog.props,
    open: dialog.open,
    mandatory: dialog.mandatory,
    // A mandatory dialog is not closed from outside; it closes itself when its task is done.
    onOpenChange: (open: boolean) => {
      if (!open && !dialog.mandatory) dispatch(dialogClosed(dialog.name));
    },
    returnFocus: () =>
      (dialog.returnFocus ? document.querySelector<HTMLElement>(dialog.returnFocus) : null) ??
      document.getElementById('content'),
  } as DialogComponentProps<N>;
  return <Component {...(props as object)} />;
}

/** Shows the dialogs opened by name from components and sagas (lib/dialogs.ts). */
export default function DialogHost() {
  const dialogs = useAppSelector(selectDialogs);
  if (dialogs.length === 0) return null;
  return (
    <Suspense fallback={null}>
      {dialogs.map((dialog) => (
        <HostedDialog key={dialog.id} dialog={dialog} />
      ))}
    </Suspense>
  );
}
