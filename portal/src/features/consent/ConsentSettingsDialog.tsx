import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsentDialog, type ConsentValues } from '@portal/design-system';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import type { DialogComponentProps } from '../../lib/dialogs';
import { consentChosen, selectConsent } from '../session';

/** Cookie settings: necessary is fixed on; cookies and tracking are the debtor's choice (spec 2). */
export default function ConsentSettingsDialog({
  open,
  onOpenChange,
  returnFocus,
}: DialogComponentProps<'consentSettings'>) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const consent = useAppSelector(selectConsent);
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
        dispatch(consentChosen(values));
        onOpenChange(false);
      }}
    />
  );
}
