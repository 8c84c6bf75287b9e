import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, DialogActions, ResponsiveDialog, Text } from '@portal/design-system';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks';
import type { DialogComponentProps } from '../../../lib/dialogs';
import { logoutRequested, selectSession, sessionContinued } from '../slice';

function remaining(expiresAt: number | null): string {
  const seconds = Math.max(0, Math.ceil(((expiresAt ?? 0) - Date.now()) / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * The idle warning (WCAG 2.2.1; docs/security.md, checklist 8): shown two minutes before an idle session ends.
 * Continuing (the button, Escape or the close button: the user is clearly there) refreshes the
 * session; logging out ends it now. The close button has its own name, so a screen reader's list
 * of buttons does not offer "continue" twice. The countdown is for the eyes only; the text says it once.
 */
export default function SessionExpiringDialog({
  open,
  returnFocus,
}: DialogComponentProps<'sessionExpiring'>) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { expiresAt } = useAppSelector(selectSession);
  const [left, setLeft] = useState(() => remaining(expiresAt));
  useEffect(() => {
    const timer = setInterval(() => setLeft(remaining(expiresAt)), 1000);
    return () => clearInterval(timer);
  }, [expiresAt]);
  const proceed = () => dispatch(sessionContinued());
  return (
    <ResponsiveDialog
      open={open}
      returnFocus={returnFocus}
      onOpenChange={(open) => (open ? undefined : proceed())}
      title={t('sessionExpiring.title')}
      description={t('sessionExpiring.text')}
      closeLabel={t('sessionExpiring.close')}
      size="narrow"
      footer={
        <DialogActions
          primary={<Button onClick={proceed}>{t('sessionExpiring.continue')}</Button>}
          secondary={
            <Button variant="secondary" onClick={() => dispatch(logoutRequested())}>
              {t('sessionExpiring.logout')}
            </Button>
          }
        />
      }
    >
      <Text size="xl" weight="bold" numeric aria-hidden="true">
        {left}
      </Text>
    </ResponsiveDialog>
  );
}
