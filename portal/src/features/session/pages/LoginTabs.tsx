import { useTranslation } from 'react-i18next';
import { Tabs } from '@portal/design-system';
import { qrLoginEnabled } from '../../../lib/flags';
import { CaseNumberLoginForm } from './CaseNumberLoginForm';
import { StrongLoginPanel } from './StrongLoginPanel';
import { QrLoginPanel } from '../qr/QrLoginPanel';

/** The login card's tabs, inline on large screens and in a dialog on small ones (spec 2). */
export function LoginTabs() {
  const { t } = useTranslation();
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
