import { useEffect, useRef } from 'react';
import { useTranslator } from '../../../lib/translator';
import { Button, EmptyState, Tabs } from '@portal/design-system';
import { qrLoginEnabled } from '../../../lib/flags';
import { useLoginControls } from './login-controls';
import { CaseNumberLoginForm } from './CaseNumberLoginForm';
import { StrongLoginPanel } from './StrongLoginPanel';
import { QrLoginPanel } from '../qr/QrLoginPanel';

/** The login card's tabs, inline on large screens and in a dialog on small ones (spec 2). */
export function LoginTabs() {
  const { t } = useTranslator();
  const { loginError, fromBank: strong } = useLoginControls();
  // Code 4, nothing to pay (spec 8): shown in place of the form rather than as a notice inside it.
  if (loginError === 4) return <NothingToPay strong={strong} />;
  const items = [
    { value: 'case', label: t('login.caseTab'), content: <CaseNumberLoginForm /> },
    { value: 'strong', label: t('login.strongTab'), content: <StrongLoginPanel /> },
    // The QR tab exists but is off until the flag is switched on (spec 2).
    ...(qrLoginEnabled
      ? [{ value: 'qr', label: t('login.qrTab'), content: <QrLoginPanel /> }]
      : []),
  ];
  // A failed bank login (cancelled, refused) is told where the bank login is: on its own tab.
  const bank = strong && loginError !== null;
  return (
    <Tabs
      key={bank ? 'strong' : 'case'}
      aria-label={t('login.title')}
      items={items}
      defaultValue={bank ? 'strong' : 'case'}
      fullWidth
    />
  );
}

/**
 * Nothing to pay. After the bank login the person has no open debt at all, which is good news.
 * After a case-number login only that one case has ended: the person may have other cases, so
 * the text points to another letter and to the bank login, which shows every case.
 */
function NothingToPay({ strong }: { strong: boolean }) {
  const { t } = useTranslator();
  const { dismissError } = useLoginControls();
  const root = useRef<HTMLDivElement>(null);
  // The form the debtor was in is gone: focus moves to the news, which a screen reader reads.
  useEffect(() => root.current?.focus(), []);
  return (
    <EmptyState
      ref={root}
      tabIndex={-1}
      icon="done"
      headingLevel={2}
      title={t(strong ? 'login.noOpenDebts' : 'login.allPaid')}
      text={t(strong ? 'error.login.noOpenDebts' : 'error.login.4')}
      action={
        <Button variant="secondary" onClick={dismissError}>
          {t('login.otherDetails')}
        </Button>
      }
    />
  );
}
