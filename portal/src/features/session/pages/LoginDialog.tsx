import { useTranslator } from '../../../lib/translator';
import { ResponsiveDialog } from '@portal/design-system';
import { LoginTabs } from './LoginTabs';

/** The login card as a full-screen dialog on small screens (spec 2). */
export default function LoginDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslator();
  return (
    <ResponsiveDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('login.title')}
      closeLabel={t('common.close')}
    >
      <LoginTabs />
    </ResponsiveDialog>
  );
}
