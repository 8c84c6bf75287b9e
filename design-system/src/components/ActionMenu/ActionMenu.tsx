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
  /** The actions; each is a menu item that calls its `onSelect`. */
  items: readonly ActionMenuItem[];
  /** Looks of the trigger button, as Button's `variant`. */
  variant?: ButtonVariant;
  /** Whether the menu is open, when the parent controls it. */
  open?: boolean;
  /** Open at first (stories), when the menu keeps its own state. */
  defaultOpen?: boolean;
  /** Called when the menu opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Which edge of the trigger the menu lines up with. */
  align?: 'start' | 'end';
}

/** The debt view's actions menu on Radix DropdownMenu: arrows, typeahead, Escape. */
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
