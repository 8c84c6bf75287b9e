import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  FeedbackSmiley,
  Notice,
  NpsScale,
  Stack,
  Text,
  Textarea,
  type NpsValue,
} from '@portal/design-system';
import { useAppDispatch, useAppSelector, useLazySaga } from '../../../lib/hooks';
import { feedbackFeature } from '../sagas';
import {
  commentSent,
  feedbackReset,
  selectFeedback,
  smileyChosen,
  type FeedbackType,
} from '../slice';

export const FEEDBACK_COMMENT_MAX = 300;
const SEND_MISSING_ID = 'feedback-send-missing';

export interface FeedbackFormProps {
  /** spec 3: 1 general, 2 payment, 3 payment plan, … 7 reconciliation. */
  feedbackType: FeedbackType;
  /** The case the feedback is about; 0 for general feedback. */
  orderNr: number;
}

/**
 * Feedback (spec 2, 4, 7): the NPS (default 5) and a smiley, saved together on the smiley click
 * (which returns the update token), then a comment sent as an update with that token, then
 * thanks. Starts afresh when it mounts.
 */
export function FeedbackForm({ feedbackType, orderNr }: FeedbackFormProps) {
  const { t } = useTranslation();
  useLazySaga(feedbackFeature);
  const dispatch = useAppDispatch();
  const feedback = useAppSelector(selectFeedback);
  const [comment, setComment] = useState('');
  const [nps, setNps] = useState<NpsValue | null>(5);
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    dispatch(feedbackReset());
    return () => {
      dispatch(feedbackReset());
    };
  }, [dispatch]);
  const about = { feedbackType, orderNr };

  const commentError =
    comment.trim() === ''
      ? t('feedbackDialog.commentRequired')
      : comment.length > FEEDBACK_COMMENT_MAX
        ? t('feedbackDialog.commentLength', { max: FEEDBACK_COMMENT_MAX })
        : null;
  const sending = feedback.status === 'sending' || feedback.status === 'saving';
  const missing = feedback.status === 'saved' && commentError !== null;

  if (feedback.status === 'sent') {
    return (
      <Notice tone="success" live="status" title={t('feedbackDialog.thanksTitle')}>
        {t('feedbackDialog.thanks')}
      </Notice>
    );
  }
  return (
    <Stack gap={5}>
      <NpsScale
        legend={t('feedback.nps.question')}
        lowLabel={t('feedback.nps.low')}
        highLabel={t('feedback.nps.high')}
        value={nps}
        onValueChange={setNps}
        disabled={feedback.status !== 'idle'}
      />
      <FeedbackSmiley
        legend={t('feedback.question')}
        goodLabel={t('feedback.good')}
        badLabel={t('feedback.bad')}
        value={feedback.smiley}
        disabled={feedback.status !== 'idle'}
        onValueChange={(smiley) => dispatch(smileyChosen({ ...about, smiley, nps }))}
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
          {sending ? (
            <Button loading loadingText={t('button.loading')}>
              {t('common.send')}
            </Button>
          ) : (
            // spec 5: send is disabled while the comment is invalid; beside it, what is missing,
            // as the contact request does, so a disabled button is never left unexplained.
            <Button
              disabled={commentError !== null || feedback.status !== 'saved'}
              aria-describedby={missing ? SEND_MISSING_ID : undefined}
              onClick={() => dispatch(commentSent({ ...about, comment: comment.trim() }))}
            >
              {t('common.send')}
            </Button>
          )}
          {missing ? (
            <Text id={SEND_MISSING_ID} tone="muted">
              {t('feedbackDialog.sendMissing')}
            </Text>
          ) : null}
        </>
      ) : null}
    </Stack>
  );
}
