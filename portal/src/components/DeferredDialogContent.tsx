import type { ReactNode } from 'react';
import { ResponsiveDialog } from '@portal/design-system';

/** The dialog of `DeferredDialog`, in its own chunk. */
export default function DeferredDialogContent(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  closeLabel: string;
  children: ReactNode;
}) {
  return <ResponsiveDialog {...props} />;
}
