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
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  trigger?: ReactNode;
  /** Where focus goes on close when the element that opened the dialog is gone. */
  returnFocus?: () => HTMLElement | null;
  title: string;
  intro: string;
  closeLabel: string;
  saveLabel: string;
  /** Always on and cannot be switched off. */
  necessary: ConsentChoice;
  cookies: ConsentChoice;
  tracking: ConsentChoice;
  values: ConsentValues;
  onValuesChange: (values: ConsentValues) => void;
  onSave: (values: ConsentValues) => void;
}

/**
 * The privacy consent dialog (spec 2): necessary (fixed on), cookies and tracking switches and
 * save; 1000 px wide (spec 9).
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
