import { DropdownMenu } from 'radix-ui';
import { ChevronDownIcon } from '../../icons';
import { Button, type ButtonVariant } from '../Button';
import { MenuContent, MenuItem, MenuSeparator } from './ActionMenu.styles';

export type ActionMenuItem =
  | { id: string; label: string; onSelect: () => void; disabled?: boolean }
  | { id: string; separator: true };

export interface ActionMenuProps {
  /** The button's text, "Toiminnot". */
  label: string;
  items: readonly ActionMenuItem[];
  variant?: ButtonVariant;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  align?: 'start' | 'end';
}

/** The debt view's actions menu (spec 2) on Radix DropdownMenu: arrows, typeahead, Escape. */
export function ActionMenu({
  label,
  items,
  variant = 'secondary',
  open,
  defaultOpen,
  onOpenChange,
  align = 'start',
}: ActionMenuProps) {
  return (
    <DropdownMenu.Root
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      modal={false}
    >
      <DropdownMenu.Trigger asChild>
        <Button variant={variant} icon={<ChevronDownIcon />}>
          {label}
        </Button>
      </DropdownMenu.Trigger>
      {/* Not portalled: the menu stays inside the page's landmarks, next to its button. */}
      <MenuContent align={align} sideOffset={4}>
        {items.map((item) =>
          'separator' in item ? (
            <MenuSeparator key={item.id} />
          ) : (
            <MenuItem key={item.id} disabled={item.disabled} onSelect={item.onSelect}>
              {item.label}
            </MenuItem>
          ),
        )}
      </MenuContent>
    </DropdownMenu.Root>
  );
}
