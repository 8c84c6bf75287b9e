import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import type { DialogComponentProps } from '../../lib/dialogs';
import { consentChosen, selectConsent } from '../session';
import { ConsentSettingsView } from './ConsentSettingsView';

/** Cookie settings, the choice kept in the store (its saga stores it). */
export default function ConsentSettingsDialog({
  open,
  onOpenChange,
  returnFocus,
}: DialogComponentProps<'consentSettings'>) {
  const dispatch = useAppDispatch();
  const consent = useAppSelector(selectConsent);
  return (
    <ConsentSettingsView
      open={open}
      onOpenChange={onOpenChange}
      returnFocus={returnFocus}
      consent={consent}
      onSave={(values) => dispatch(consentChosen(values))}
    />
  );
}
