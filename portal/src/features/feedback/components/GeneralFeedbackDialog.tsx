import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  FeedbackSmiley,
  Notice,
  NpsScale,
  ResponsiveDialog,
  Stack,
  Textarea,
  type NpsValue,
} from '@portal/design-system';
import { useAppDispatch, useAppSelector, useLazySaga } from '../../../lib/hooks';
import type { DialogComponentProps } from '../../../lib/dialogs';
import { feedbackFeature } from '../sagas';
import { commentSent, feedbackReset, selectFeedback, smileyChosen } from '../slice';

export const FEEDBACK_COMMENT_MAX = 300;
const GENERAL = { feedbackType: 1 as const, orderNr: 0 };

/** General feedback (spec 2, 4): smiley (saved at once), then comment and NPS, then thanks. */
export default function GeneralFeedbackDialog({
  open,
  onOpenChange,
  returnFocus,
}: DialogComponentProps<'generalFeedback'>) {
  const { t } = useTranslation();
  useLazySaga(feedbackFeature);
  const dispatch = useAppDispatch();
  const feedback = useAppSelector(selectFeedback);
  const [comment, setComment] = useState('');
  const [nps, setNps] = useState<NpsValue | null>(5);
  const [touched, setTouched] = useState(false);

  const commentError =
    comment.trim() === ''
      ? t('feedbackDialog.commentRequired')
      : comment.length > FEEDBACK_COMMENT_MAX
        ? t('feedbackDialog.commentLength', { max: FEEDBACK_COMMENT_MAX })
        : null;
  const sending = feedback.status === 'sending' || feedback.status === 'saving';

  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      dispatch(feedbackReset());
      setComment('');
      setNps(5);
      setTouched(false);
    }
  };

  return (
    <ResponsiveDialog
      open={open}
      returnFocus={returnFocus}
      onOpenChange={close}
      title={t('feedbackDialog.title')}
      closeLabel={t('common.close')}
    >
      {feedback.status === 'sent' ? (
        <Notice tone="success" live="status" title={t('feedbackDialog.thanksTitle')}>
          {t('feedbackDialog.thanks')}
        </Notice>
      ) : (
        <Stack gap={5}>
          <FeedbackSmiley
            legend={t('feedback.question')}
            goodLabel={t('feedback.good')}
            badLabel={t('feedback.bad')}
            value={feedback.smiley}
            disabled={feedback.status !== 'idle'}
            onValueChange={(smiley) => dispatch(smileyChosen({ ...GENERAL, smiley }))}
          />
          {feedback.error ? (
            <Notice tone="error" live="alert">
              {t(feedback.error)}
            </Notice>
          ) : null}
          {feedback.smiley !== null ? (
            <>
              <Textarea
                label={t('feedbackDialog.comment')}
                value={comment}
                maxLength={FEEDBACK_COMMENT_MAX}
                formatCounter={(count, max) => t('textarea.counter', { count, max })}
                onChange={(event) => setComment(event.target.value)}
                onBlur={() => setTouched(true)}
                error={touched && commentError ? commentError : undefined}
              />
              <NpsScale
                legend={t('feedback.nps.question')}
                lowLabel={t('feedback.nps.low')}
                highLabel={t('feedback.nps.high')}
                value={nps}
                onValueChange={setNps}
              />
              {sending ? (
                <Button loading loadingText={t('button.loading')}>
                  {t('common.send')}
                </Button>
              ) : (
                <Button
                  disabled={commentError !== null || feedback.status !== 'saved'}
                  onClick={() =>
                    dispatch(commentSent({ ...GENERAL, comment: comment.trim(), nps }))
                  }
                >
                  {t('common.send')}
                </Button>
              )}
            </>
          ) : null}
        </Stack>
      )}
    </ResponsiveDialog>
  );
}
