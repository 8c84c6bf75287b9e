import { useTranslation } from 'react-i18next';
import { ResponsiveDialog } from '@portal/design-system';
import type { DialogComponentProps } from '../../../lib/dialogs';
import { FeedbackForm } from './FeedbackForm';

export { FEEDBACK_COMMENT_MAX } from './FeedbackForm';

/** General feedback (spec 2, 4): smiley (saved at once), then comment and NPS, then thanks. */
export default function GeneralFeedbackDialog({
  open,
  onOpenChange,
  returnFocus,
}: DialogComponentProps<'generalFeedback'>) {
  const { t } = useTranslation();
  return (
    <ResponsiveDialog
      open={open}
      returnFocus={returnFocus}
      onOpenChange={onOpenChange}
      title={t('feedbackDialog.title')}
      closeLabel={t('common.close')}
    >
      <FeedbackForm feedbackType={1} orderNr={0} />
    </ResponsiveDialog>
  );
}
