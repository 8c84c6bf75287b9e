import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from '../../icons';
import { NoticeBody, NoticeRoot, NoticeTitle } from './Notice.styles';

export type NoticeTone = 'info' | 'success' | 'warning' | 'error';

const icons = { info: InfoIcon, success: SuccessIcon, warning: WarningIcon, error: ErrorIcon };

export interface NoticeProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** Colour and icon: `info`, `success`, `warning` or `error`. */
  tone?: NoticeTone;
  /** A short bold first line; leave it out for a one-sentence notice. */
  title?: ReactNode;
  children: ReactNode;
  /**
   * `status` or `alert` when the notice appears in response to something the user did; a notice
   * present from page load needs no live role.
   */
  live?: 'off' | 'status' | 'alert';
}

/**
 * An inline message inside content: distraint payment warning, summons notice, complaint
 * under review, payment pending. Tone is told by icon and text, not colour alone.
 */
export const Notice = forwardRef<HTMLDivElement, NoticeProps>(function Notice(
  { tone = 'info', title, children, live = 'off', ...rest },
  ref,
) {
  const Icon = icons[tone];
  return (
    <NoticeRoot
      ref={ref}
      tone={tone}
      data-state={tone}
      role={live === 'off' ? undefined : live}
      {...rest}
    >
      <Icon />
      <NoticeBody>
        {title ? <NoticeTitle>{title}</NoticeTitle> : null}
        {typeof children === 'string' ? <p>{children}</p> : children}
      </NoticeBody>
    </NoticeRoot>
  );
});
