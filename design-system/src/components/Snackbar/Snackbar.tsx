import type { ReactNode } from 'react';
import { Toast } from 'radix-ui';
import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon } from '../../icons';
import { IconButton } from '../IconButton';
import { ActionButton, ActionRow, Body, Message, Root, Viewport } from './Snackbar.styles';

/** Spec 9: a snackbar shows 6 s, or 30 s for errors and messages that must be dismissed. */
export const SNACKBAR_DURATION = 6_000;
export const SNACKBAR_LONG_DURATION = 30_000;

export type SnackbarTone = 'info' | 'success' | 'error';

export interface SnackbarProps {
  /** Whether the message shows. */
  open: boolean;
  /** Called when the message closes (timeout, swipe or close button). */
  onOpenChange: (open: boolean) => void;
  /** The message, announced politely. */
  message: ReactNode;
  /** Colour and icon: `info`, `success` or `error`. */
  tone?: SnackbarTone;
  /** The shared message's `clickToDismiss`: stays the long time and asks to be closed. */
  dismissRequired?: boolean;
  /** Milliseconds; defaults to 6 s, or 30 s for errors and dismiss-required messages. */
  duration?: number;
  /** The close button's accessible name. */
  closeLabel: string;
  /** Names the notification region; `{hotkey}` is replaced with F8 ("Ilmoitukset ({hotkey})"). */
  regionLabel: string;
  /** Read out before each message by screen readers ("Ilmoitus"). */
  announceLabel: string;
  /** One action (e.g. undo); `altText` says how to do it without the button. */
  action?: SnackbarAction;
  /**
   * Several actions (the court-decision notice: one link per debt), in a row under the message
   * so that each keeps a readable label on a phone. Used instead of `action`.
   */
  actions?: SnackbarAction[];
}

export interface SnackbarAction {
  label: string;
  onClick: () => void;
  altText: string;
}

function ActionItem({ action }: { action: SnackbarAction }) {
  return (
    <Toast.Action asChild altText={action.altText}>
      <ActionButton type="button" onClick={action.onClick}>
        {action.label}
      </ActionButton>
    </Toast.Action>
  );
}

const icons = { info: InfoIcon, success: SuccessIcon, error: ErrorIcon };

/** The shared message of spec 3 ("message{type,text,clickToDismiss}") on Radix Toast. */
export function Snackbar({
  open,
  onOpenChange,
  message,
  tone = 'info',
  dismissRequired = false,
  duration,
  closeLabel,
  regionLabel,
  announceLabel,
  action,
  actions,
}: SnackbarProps) {
  const long = tone === 'error' || dismissRequired;
  const Icon = icons[tone];
  return (
    <Toast.Provider swipeDirection="down" label={announceLabel}>
      <Root
        open={open}
        onOpenChange={onOpenChange}
        tone={tone}
        type={tone === 'error' ? 'foreground' : 'background'}
        duration={duration ?? (long ? SNACKBAR_LONG_DURATION : SNACKBAR_DURATION)}
        data-tone={tone}
      >
        <Icon />
        {actions && actions.length > 0 ? (
          <Body>
            <Message>{message}</Message>
            <ActionRow>
              {actions.map((item) => (
                <ActionItem key={item.label} action={item} />
              ))}
            </ActionRow>
          </Body>
        ) : (
          <>
            <Message>{message}</Message>
            {action ? <ActionItem action={action} /> : null}
          </>
        )}
        <Toast.Close asChild>
          <IconButton variant="onBrand" aria-label={closeLabel} icon={<CloseIcon />} />
        </Toast.Close>
      </Root>
      <Viewport label={regionLabel} />
    </Toast.Provider>
  );
}
