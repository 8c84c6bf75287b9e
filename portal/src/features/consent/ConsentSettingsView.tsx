import { useState } from 'react';
import { useTranslator } from '../../lib/translator';
import { ConsentDialog, type ConsentValues } from '@portal/design-system';
import type { ConsentFlags } from '../session';

/**
 * Cookie settings: necessary is fixed on; cookies and tracking are the debtor's choice (spec 2).
 * Without the store, so the login page's own script uses it too.
 */
export function ConsentSettingsView({
  open,
  onOpenChange,
  returnFocus,
  consent,
  onSave,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus?: () => HTMLElement | null;
  consent: ConsentFlags | null;
  onSave: (consent: ConsentFlags) => void;
}) {
  const { t } = useTranslator();
  const [draft, setDraft] = useState<ConsentValues>(consent ?? { cookies: false, tracking: false });
  return (
    <ConsentDialog
      open={open}
      onOpenChange={onOpenChange}
      returnFocus={returnFocus}
      title={t('consent.title')}
      intro={t('consent.intro')}
      closeLabel={t('common.close')}
      saveLabel={t('consent.save')}
      necessary={{
        label: t('consent.necessary.label'),
        description: t('consent.necessary.description'),
      }}
      cookies={{ label: t('consent.cookies.label'), description: t('consent.cookies.description') }}
      tracking={{
        label: t('consent.tracking.label'),
        description: t('consent.tracking.description'),
      }}
      values={draft}
      onValuesChange={setDraft}
      onSave={(values) => {
        onSave(values);
        onOpenChange(false);
      }}
    />
  );
}
