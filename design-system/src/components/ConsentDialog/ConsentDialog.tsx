import type { ReactNode } from 'react';
import { Button } from '../Button';
import { ResponsiveDialog } from '../ResponsiveDialog';
import { Switch } from '../Switch';
import { Switches } from './ConsentDialog.styles';

export interface ConsentChoice {
  label: string;
  description: string;
}

export interface ConsentValues {
  cookies: boolean;
  tracking: boolean;
}

export interface ConsentDialogProps {
  /** Whether the dialog is open, when the parent controls it. */
  open?: boolean;
  /** Open at first (stories), when the dialog keeps its own state. */
  defaultOpen?: boolean;
  /** Called when the dialog opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** The element that opens the dialog (e.g. the cookie banner's settings button). */
  trigger?: ReactNode;
  /** Where focus goes on close when the element that opened the dialog is gone. */
  returnFocus?: () => HTMLElement | null;
  /** The dialog's title and accessible name. */
  title: string;
  /** A short text under the title: what is asked and why. */
  intro: string;
  /** The close button's accessible name. */
  closeLabel: string;
  /** The save button's text. */
  saveLabel: string;
  /** Always on and cannot be switched off. */
  necessary: ConsentChoice;
  /** Label and description of the optional cookies' switch. */
  cookies: ConsentChoice;
  /** Label and description of the tracking switch. */
  tracking: ConsentChoice;
  /** The switches' current values. */
  values: ConsentValues;
  /** Called with the new values when a switch is turned. */
  onValuesChange: (values: ConsentValues) => void;
  /** Called with the values when the debtor saves. */
  onSave: (values: ConsentValues) => void;
}

/**
 * The privacy consent dialog: necessary (fixed on), cookies and tracking switches and
 * save; 1000 px wide.
 */
export function ConsentDialog({
  title,
  intro,
  closeLabel,
  returnFocus,
  saveLabel,
  necessary,
  cookies,
  tracking,
  values,
  onValuesChange,
  onSave,
  ...dialog
}: ConsentDialogProps) {
  return (
    <ResponsiveDialog
      {...dialog}
      size="narrow"
      title={title}
      description={intro}
      closeLabel={closeLabel}
      returnFocus={returnFocus}
      footer={<Button onClick={() => onSave(values)}>{saveLabel}</Button>}
    >
      <Switches>
        <Switch label={necessary.label} description={necessary.description} checked disabled />
        <Switch
          label={cookies.label}
          description={cookies.description}
          checked={values.cookies}
          onCheckedChange={(checked) => onValuesChange({ ...values, cookies: checked })}
        />
        <Switch
          label={tracking.label}
          description={tracking.description}
          checked={values.tracking}
          onCheckedChange={(checked) => onValuesChange({ ...values, tracking: checked })}
        />
      </Switches>
    </ResponsiveDialog>
  );
}
