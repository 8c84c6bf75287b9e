import { useRef, type ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import { CloseIcon } from '../../icons';
import { IconButton } from '../IconButton';
import { renderAnchor, type RenderLink } from '../shared';
import {
  ItemList,
  itemStyle,
  MainNav,
  NavList,
  Overlay,
  Panel,
  PanelBody,
  PanelHeader,
  PanelTitle,
} from './NavigationDrawer.styles';

export type DrawerItem =
  | { label: string; href: string; onSelect?: undefined; icon?: ReactNode }
  | { label: string; onSelect: () => void; href?: undefined; icon?: ReactNode };

export interface DrawerNavItem {
  label: string;
  href: string;
  /** The page shown now (`aria-current="page"`). */
  current?: boolean;
}

/**
 * The main navigation (front page, payments, help, my details), first in the drawer below
 * 960 px, where the top bar has no room for it; from 960 px the top bar shows it.
 * The main navigation's landmark needs a name, to tell it from the page's other navigation.
 */
type DrawerNavProps =
  | {
      /** The main navigation's links, first in the drawer below 960 px. */
      navItems?: undefined;
      /** The main navigation's name, e.g. "Päävalikko". */
      navLabel?: undefined;
    }
  | {
      /** The main navigation's links, first in the drawer below 960 px. */
      navItems: readonly DrawerNavItem[];
      /** The main navigation's name, e.g. "Päävalikko". */
      navLabel: string;
    };

export type NavigationDrawerProps = DrawerProps & DrawerNavProps;

interface DrawerProps {
  /** Whether the drawer is open, when the parent controls it. */
  open?: boolean;
  /** Open at first (stories), when the drawer keeps its own state. */
  defaultOpen?: boolean;
  /** Called when the drawer opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** The drawer's title, "Valikko" (also its accessible name). */
  title: string;
  /** The close button's accessible name. */
  closeLabel: string;
  /** Privacy, about cookies, feedback, log out. */
  items?: readonly DrawerItem[];
  /** Renders the links with the app's router (a plain `<a>` by default). */
  renderLink?: RenderLink;
  /** Content above the items, e.g. the language switch. */
  children?: ReactNode;
  /** The edge the drawer slides in from. */
  side?: 'left' | 'right';
  /** The id the top bar's toggle points at with aria-controls. */
  id?: string;
}

/** The side drawer on Radix Dialog: focus trapped while open and returned to the toggle. */
export function NavigationDrawer({
  open,
  defaultOpen,
  onOpenChange,
  title,
  closeLabel,
  items = [],
  navItems = [],
  navLabel,
  renderLink = renderAnchor,
  children,
  side = 'right',
  id,
}: NavigationDrawerProps) {
  // The toggle lives in the TopBar, not in this Radix tree: remember what had focus on opening
  // and give focus back to it on closing.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Overlay />
        <Panel
          id={id}
          side={side}
          aria-describedby={undefined}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement as HTMLElement | null;
          }}
          onCloseAutoFocus={(event) => {
            if (opener.current?.isConnected) {
              event.preventDefault();
              opener.current.focus();
            }
          }}
        >
          <PanelHeader>
            <PanelTitle>{title}</PanelTitle>
            <Dialog.Close asChild>
              <IconButton aria-label={closeLabel} icon={<CloseIcon />} />
            </Dialog.Close>
          </PanelHeader>
          {navItems.length > 0 ? (
            <MainNav aria-label={navLabel}>
              <NavList>
                {navItems.map((item) => (
                  <li key={item.href}>
                    {/* Following a link closes the drawer (focus then returns to the toggle). */}
                    <Dialog.Close asChild>
                      {renderLink({
                        href: item.href,
                        className: itemStyle({ current: item.current === true }),
                        'aria-current': item.current ? 'page' : undefined,
                        children: item.label,
                      })}
                    </Dialog.Close>
                  </li>
                ))}
              </NavList>
            </MainNav>
          ) : null}
          {children ? <PanelBody>{children}</PanelBody> : null}
          {items.length > 0 ? (
            <ItemList>
              {items.map((item) => (
                <li key={item.label}>
                  {item.href !== undefined ? (
                    renderLink({
                      href: item.href,
                      className: itemStyle(),
                      children: (
                        <>
                          {item.icon}
                          {item.label}
                        </>
                      ),
                    })
                  ) : (
                    <button type="button" className={itemStyle()} onClick={item.onSelect}>
                      {item.icon}
                      {item.label}
                    </button>
                  )}
                </li>
              ))}
            </ItemList>
          ) : null}
        </Panel>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
