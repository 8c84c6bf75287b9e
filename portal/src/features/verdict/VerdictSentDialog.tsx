import { useTranslation } from 'react-i18next';
import { Accordion, Notice, ResponsiveDialog, Stack } from '@portal/design-system';
import type { DialogComponentProps } from '../../lib/dialogs';
import { FeedbackForm } from '../feedback';

/**
 * spec 4: the decision was e-mailed; with the verdict feedback (type 6). A survey asking whether
 * he would recommend us, put to a debtor right after a court judgement, is out of place: the
 * feedback waits behind a button he can choose to press.
 */
export default function VerdictSentDialog({
  orderNr,
  open,
  onOpenChange,
  returnFocus,
}: DialogComponentProps<'verdictSent'>) {
  const { t } = useTranslation();
  return (
    <ResponsiveDialog
      open={open}
      onOpenChange={onOpenChange}
      returnFocus={returnFocus}
      title={t('verdict.sentTitle')}
      closeLabel={t('common.close')}
    >
      <Stack gap={5}>
        <Notice tone="success" live="status">
          {t('verdict.sentText')}
        </Notice>
        {orderNr > 0 ? (
          <Accordion
            type="single"
            headingLevel={3}
            items={[
              {
                value: 'feedback',
                title: t('verdict.giveFeedback'),
                content: <FeedbackForm feedbackType={6} orderNr={orderNr} />,
              },
            ]}
          />
        ) : null}
      </Stack>
    </ResponsiveDialog>
  );
}
