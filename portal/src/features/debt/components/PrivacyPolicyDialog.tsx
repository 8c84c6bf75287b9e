import { useTranslation } from 'react-i18next';
import { ResponsiveDialog } from '@portal/design-system';
import type { DialogComponentProps } from '../../../lib/dialogs';
import { mailto } from '../../../lib/contact';

declare module '../../../lib/dialogs' {
  interface DialogPropsMap {
    /** The special order type's own privacy policy (spec 1, 2: upiOrder). */
    specialOrderPrivacyPolicy: Record<string, never>;
  }
}

const sections = ['controller', 'purpose', 'data', 'recipients', 'retention', 'rights'] as const;

/** The privacy policy of the special order type (upiOrder), opened from its debt's view. */
export default function PrivacyPolicyDialog({
  open,
  onOpenChange,
  returnFocus,
}: DialogComponentProps<'specialOrderPrivacyPolicy'>) {
  const { t } = useTranslation();
  return (
    <ResponsiveDialog
      open={open}
      onOpenChange={onOpenChange}
      returnFocus={returnFocus}
      title={t('privacyPolicy.title')}
      closeLabel={t('common.close')}
    >
      <p>{t('privacyPolicy.intro')}</p>
      {sections.map((section) => (
        <section key={section} aria-labelledby={`privacy-policy-${section}`}>
          <h3 id={`privacy-policy-${section}`}>{t(`privacyPolicy.${section}.title`)}</h3>
          <p>{t(`privacyPolicy.${section}.text`)}</p>
        </section>
      ))}
      <p>
        {t('privacyPolicy.contact')}{' '}
        <a href={mailto(t('privacyPolicy.email'))}>{t('privacyPolicy.email')}</a>
      </p>
    </ResponsiveDialog>
  );
}
