import { forwardRef, type HTMLAttributes } from 'react';
import { ChatIcon, MenuIcon, PersonIcon } from '../../icons';
import { renderAnchor, type RenderLink } from '../shared';
import { Bar, BarButton, LogoMark, logoLink, Nav, navLink, Spacer } from './TopBar.styles';

export interface TopBarNavItem {
  label: string;
  href: string;
  current?: boolean;
}

export interface TopBarAction {
  /** Visible from medium screens up, and always the button's name. */
  label: string;
  onClick: () => void;
}

export interface TopBarProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** Visible logo text, e.g. "Velkaportaali". */
  logoText: string;
  /** The logo link's name; start it with the logo text ("Velkaportaali, etusivulle"). */
  logoLabel: string;
  /** "/" when signed out, "/front-page" when signed in. */
  logoHref: string;
  /** Renders the links with the app's router (a plain `<a>` by default). */
  renderLink?: RenderLink;
  /** Main menu, shown from medium screens up (in the drawer below that). */
  navItems?: readonly TopBarNavItem[];
  /** Accessible name of the bar's navigation. */
  navLabel?: string;
  /** The contact button (label and action); hidden when left out. */
  contact?: TopBarAction;
  /** Hidden when personal info is hidden: leave it out. */
  profile?: TopBarAction;
  /**
   * While it is not yet known whether the profile button shows (the debtor's data is loading):
   * its label. The button's place is kept, empty and hidden, so the other buttons do not move
   * when it appears. Ignored when `profile` is given.
   */
  profilePlaceholder?: string;
  /** The drawer toggle. */
  menu: TopBarAction & { expanded: boolean; controls?: string };
}

/** The portal's header: logo, menu, contact and profile buttons and the drawer toggle. */
export const TopBar = forwardRef<HTMLElement, TopBarProps>(function TopBar(
  {
    logoText,
    logoLabel,
    logoHref,
    renderLink = renderAnchor,
    navItems = [],
    navLabel,
    contact,
    profile,
    profilePlaceholder,
    menu,
    ...rest
  },
  ref,
) {
  return (
    <Bar ref={ref} {...rest}>
      {renderLink({
        href: logoHref,
        className: logoLink(),
        'aria-label': logoLabel,
        children: (
          <>
            <LogoMark aria-hidden="true">
              <svg viewBox="0 0 24 24" width="60%" height="60%" focusable="false">
                <path d="M4 18V6h6a6 6 0 010 12z" fill="currentColor" />
                <circle cx="18" cy="15" r="3" fill="currentColor" />
              </svg>
            </LogoMark>
            <span>{logoText}</span>
          </>
        ),
      })}
      {navItems.length > 0 ? (
        <Nav aria-label={navLabel}>
          <ul>
            {navItems.map((item) => (
              <li key={item.href}>
                {renderLink({
                  href: item.href,
                  className: navLink(),
                  children: item.label,
                  'aria-current': item.current ? 'page' : undefined,
                })}
              </li>
            ))}
          </ul>
        </Nav>
      ) : null}
      <Spacer />
      {contact ? (
        <BarButton
          type="button"
          data-topbar-contact=""
          aria-label={contact.label}
          onClick={contact.onClick}
        >
          <ChatIcon />
          <span aria-hidden="true">{contact.label}</span>
        </BarButton>
      ) : null}
      {profile ? (
        <BarButton type="button" aria-label={profile.label} onClick={profile.onClick}>
          <PersonIcon />
          <span aria-hidden="true">{profile.label}</span>
        </BarButton>
      ) : profilePlaceholder ? (
        <BarButton
          as="span"
          aria-hidden="true"
          data-topbar-placeholder=""
          css={{ visibility: 'hidden' }}
        >
          <PersonIcon />
          <span>{profilePlaceholder}</span>
        </BarButton>
      ) : null}
      <BarButton
        type="button"
        aria-label={menu.label}
        aria-expanded={menu.expanded}
        aria-controls={menu.expanded ? menu.controls : undefined}
        data-state={menu.expanded ? 'open' : 'closed'}
        onClick={menu.onClick}
      >
        <MenuIcon />
      </BarButton>
    </Bar>
  );
});
