import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState, Tabs } from '@portal/design-system';
import { qrLoginEnabled } from '../../../lib/flags';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks';
import { loginErrorDismissed, selectLoginError } from '../slice';
import { CaseNumberLoginForm } from './CaseNumberLoginForm';
import { StrongLoginPanel } from './StrongLoginPanel';
import { QrLoginPanel } from '../qr/QrLoginPanel';

/** The login card's tabs, inline on large screens and in a dialog on small ones (spec 2). */
export function LoginTabs() {
  const { t } = useTranslation();
  const loginError = useAppSelector(selectLoginError);
  // Code 4, no outstanding debts (spec 8): good news, in place of the form rather than as a
  // notice inside it (issue 32).
  if (loginError === 4) return <NothingToPay />;
  const items = [
    { value: 'case', label: t('login.caseTab'), content: <CaseNumberLoginForm /> },
    { value: 'strong', label: t('login.strongTab'), content: <StrongLoginPanel /> },
    // The QR tab exists but is off until the flag is switched on (spec 2).
    ...(qrLoginEnabled
      ? [{ value: 'qr', label: t('login.qrTab'), content: <QrLoginPanel /> }]
      : []),
  ];
  return <Tabs aria-label={t('login.title')} items={items} defaultValue="case" fullWidth />;
}

/** Nothing left to pay: said as good news, with a way back to the form for a newer letter. */
function NothingToPay() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const root = useRef<HTMLDivElement>(null);
  // The form the debtor was in is gone: focus moves to the news, which a screen reader reads.
  useEffect(() => root.current?.focus(), []);
  return (
    <EmptyState
      ref={root}
      tabIndex={-1}
      icon="done"
      headingLevel={2}
      title={t('login.allPaid')}
      text={t('error.login.4')}
      action={
        <Button variant="secondary" onClick={() => dispatch(loginErrorDismissed())}>
          {t('login.otherDetails')}
        </Button>
      }
    />
  );
}
