import { useLayoutEffect, useRef, type ReactNode, type Ref } from 'react';
import { Dialog, VisuallyHidden } from 'radix-ui';
import { CloseIcon } from '../../icons';
import { IconButton } from '../IconButton';
import {
  Body,
  Content,
  Description,
  Footer,
  Header,
  Overlay,
  Title,
} from './ResponsiveDialog.styles';

/** `default` is 1024 px wide, `narrow` 1000 px (consent and some others). */
export type DialogSize = 'default' | 'narrow';

/** A closable dialog needs the close button's name; a mandatory one has no close button. */
type DismissProps =
  | {
      /** Whether Escape, the overlay and a close button close the dialog; `false` for the mandatory court-decision dialog. */
      dismissible?: true;
      /** The close button's accessible name; required when dismissible. */
      closeLabel: string;
    }
  | { dismissible: false; closeLabel?: undefined };

interface BaseProps {
  /** Every dialog has a title, which a screen reader announces on opening; `hideTitle` keeps it for screen readers only. */
  title: ReactNode;
  /** Keeps the title for screen readers only (every dialog has one). */
  hideTitle?: boolean;
  /** A line under the title; the dialog's accessible description. */
  description?: ReactNode;
  /** Whether the dialog is open, when the parent controls it. */
  open?: boolean;
  /** Open at first (stories), when the dialog keeps its own state. */
  defaultOpen?: boolean;
  /** Called when the dialog opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** An element that opens the dialog; focus returns to it on close. */
  trigger?: ReactNode;
  /**
   * Without a trigger (a dialog opened by the app), focus returns on close to the element that
   * had it when the dialog opened; when that element is gone (a menu that closed), to this one.
   */
  returnFocus?: () => HTMLElement | null;
  /** `default` or `narrow` width from 600 px up; below, the dialog fills the screen. */
  size?: DialogSize;
  /** Buttons at the bottom. */
  footer?: ReactNode;
  children?: ReactNode;
  /** Extra class for the dialog's content. */
  className?: string;
  /** The scrolling body (StepDialog scrolls it to the top at each step). */
  bodyRef?: Ref<HTMLDivElement>;
  /**
   * Where focus goes on opening. By default the title (a screen reader starts at the
   * top and says what the dialog is; Enter never lands on Close by accident); with `hideTitle`,
   * Radix's first focusable element.
   */
  onOpenAutoFocus?: (event: Event) => void;
}

export type ResponsiveDialogProps = BaseProps & DismissProps;

/**
 * The portal's dialog on Radix Dialog (focus trapped inside, returned on close). Full screen
 * below 600 px, otherwise centred. `dismissible={false}` is the mandatory court-decision dialog:
 * no close button, Escape and clicks outside do nothing.
 */
export function ResponsiveDialog({
  title,
  hideTitle = false,
  description,
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  size = 'default',
  footer,
  children,
  className,
  dismissible = true,
  closeLabel,
  returnFocus,
  bodyRef,
  onOpenAutoFocus,
}: ResponsiveDialogProps) {
  const block = dismissible ? undefined : (event: Event) => event.preventDefault();
  // Captured before the dialog moves focus inside (layout effects run before Radix's focus).
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement)
      opener.current = document.activeElement;
  }, [open]);
  const restoreFocus = trigger
    ? undefined
    : (event: Event) => {
        event.preventDefault();
        const target = opener.current?.isConnected ? opener.current : returnFocus?.();
        target?.focus();
      };
  const titleRef = useRef<HTMLHeadingElement>(null);
  const focusTitle = (event: Event) => {
    if (!titleRef.current) return;
    event.preventDefault();
    titleRef.current.focus();
  };
  const titleNode = hideTitle ? (
    <Title>{title}</Title>
  ) : (
    <Title ref={titleRef} tabIndex={-1}>
      {title}
    </Title>
  );
  return (
    <Dialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Portal>
        <Overlay />
        <Content
          size={size}
          className={className}
          data-dismissible={dismissible ? 'true' : 'false'}
          onEscapeKeyDown={block}
          onPointerDownOutside={block}
          onInteractOutside={block}
          onCloseAutoFocus={restoreFocus}
          onOpenAutoFocus={onOpenAutoFocus ?? (hideTitle ? undefined : focusTitle)}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <Header>
            {hideTitle ? <VisuallyHidden.Root>{titleNode}</VisuallyHidden.Root> : titleNode}
            {dismissible ? (
              <Dialog.Close asChild>
                <IconButton aria-label={closeLabel ?? ''} icon={<CloseIcon />} />
              </Dialog.Close>
            ) : null}
          </Header>
          <Body ref={bodyRef}>
            {description ? <Description>{description}</Description> : null}
            {children}
          </Body>
          {footer ? <Footer>{footer}</Footer> : null}
        </Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A footer button that closes the dialog (Cancel, Close). */
export const DialogClose = Dialog.Close;
