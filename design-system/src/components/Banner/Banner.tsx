import { forwardRef, useId, type HTMLAttributes, type ReactNode } from 'react';
import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from '../../icons';
import type { HeadingLevel } from '../Card';
import { IconButton } from '../IconButton';
import type { NoticeTone } from '../Notice';
import { BannerActions, BannerBody, BannerRoot, BannerTitle, DismissSlot } from './Banner.styles';

const icons = { info: InfoIcon, success: SuccessIcon, warning: WarningIcon, error: ErrorIcon };

/** A dismissible banner needs the dismiss button's name. */
type DismissProps =
  | { onDismiss?: undefined; dismissLabel?: undefined }
  | {
      /** Shows a close button; called when it is pressed. Needs `dismissLabel`. */
      onDismiss: () => void;
      /** The close button's accessible name; required with `onDismiss`. */
      dismissLabel: string;
    };

interface BaseProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Colour and icon: `info`, `success`, `warning` or `error`. */
  tone?: NoticeTone;
  /** Names the banner's region. */
  title: ReactNode;
  /** Level of the title's heading, so it fits the page's outline. */
  headingLevel?: HeadingLevel;
  /** Text or HTML content (announcements are sanitised by the portal). */
  children?: ReactNode;
  /** Buttons or links: "Lisää tilinumero", "Tutustu sovintoon". */
  actions?: ReactNode;
}

export type BannerProps = BaseProps & DismissProps;

/**
 * A page-level message with a heading: announcements, the multiple-debts notice, the
 * overpayment notice with its add-IBAN action, the reconciliation offer.
 */
export const Banner = forwardRef<HTMLElement, BannerProps>(function Banner(
  { tone = 'info', title, headingLevel = 2, children, actions, onDismiss, dismissLabel, ...rest },
  ref,
) {
  const titleId = `banner-${useId()}`;
  const Icon = icons[tone];
  return (
    <BannerRoot ref={ref} tone={tone} data-state={tone} aria-labelledby={titleId} {...rest}>
      <Icon />
      <BannerBody>
        <BannerTitle id={titleId} as={`h${headingLevel}` as const}>
          {title}
        </BannerTitle>
        {typeof children === 'string' ? <p>{children}</p> : children}
        {actions ? <BannerActions>{actions}</BannerActions> : null}
      </BannerBody>
      {onDismiss ? (
        <DismissSlot>
          <IconButton aria-label={dismissLabel} icon={<CloseIcon />} onClick={onDismiss} />
        </DismissSlot>
      ) : null}
    </BannerRoot>
  );
});
