import { useTranslation } from 'react-i18next';
import { Button, DialogActions, ResponsiveDialog } from '@portal/design-system';
import type { DialogComponentProps } from '../../lib/dialogs';
import { useAppSelector } from '../../lib/hooks';
import { paths } from '../../lib/paths';
import { RouterLink } from '../../components/RouterLink';
import { selectDebtor } from '../debtor';

/** spec 4: asks for the missing e-mail or phone and leads to the profile to add it. */
export default function MissingContactDialog({
  open,
  onOpenChange,
  returnFocus,
}: DialogComponentProps<'missingContactInfo'>) {
  const { t } = useTranslation();
  const debtor = useAppSelector(selectDebtor);
  const contact = debtor?.contactInformation;
  const missing =
    contact && contact.emails.length === 0 && contact.phones.length === 0
      ? 'both'
      : contact && contact.emails.length === 0
        ? 'email'
        : 'phone';
  return (
    <ResponsiveDialog
      open={open}
      onOpenChange={onOpenChange}
      returnFocus={returnFocus}
      size="narrow"
      title={t('missingContact.title')}
      closeLabel={t('common.close')}
      footer={
        <DialogActions
          secondary={
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              {t('missingContact.later')}
            </Button>
          }
        />
      }
    >
      <p>{t(`missingContact.text.${missing}`)}</p>
      <p>
        <RouterLink to={paths.profile.getHref()} onClick={() => onOpenChange(false)}>
          {t('missingContact.link')}
        </RouterLink>
      </p>
    </ResponsiveDialog>
  );
}
