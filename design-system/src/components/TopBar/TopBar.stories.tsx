import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyText } from '../../storybook/text';
import { TopBar } from './TopBar';

interface Args {
  signedIn: boolean;
  withProfile: boolean;
  profileLoading: boolean;
  drawerOpen: boolean;
  onContact: () => void;
  onProfile: () => void;
  onMenu: () => void;
}

const meta = {
  title: 'Layout/TopBar',
  component: TopBar as unknown as React.ComponentType<Args>,
  tags: ['autodocs'],
  args: {
    signedIn: true,
    withProfile: true,
    profileLoading: false,
    drawerOpen: false,
    onContact: fn(),
    onProfile: fn(),
    onMenu: fn(),
  },
  // Brings its own landmark: no <main> around it (.storybook/preview.tsx).
  parameters: { layout: 'fullscreen', mainLandmark: false },
  render: (
    { signedIn, withProfile, profileLoading, drawerOpen, onContact, onProfile, onMenu },
    { globals },
  ) => {
    const t = storyText(globals);
    return (
      <TopBar
        logoText={t('app.name')}
        logoLabel={t('topBar.home')}
        logoHref={signedIn ? '#/front-page' : '#/'}
        navLabel={t('topBar.navigation')}
        navItems={
          signedIn
            ? [
                { label: t('nav.frontPage'), href: '#/front-page', current: true },
                { label: t('nav.payments'), href: '#/payments' },
                { label: t('nav.help'), href: '#/help' },
              ]
            : [{ label: t('nav.help'), href: '#/help' }]
        }
        contact={{ label: t('topBar.contact'), onClick: onContact }}
        profile={
          signedIn && withProfile && !profileLoading
            ? { label: t('topBar.profile'), onClick: onProfile }
            : undefined
        }
        profilePlaceholder={profileLoading ? t('topBar.profile') : undefined}
        menu={{
          label: t('topBar.openMenu'),
          expanded: drawerOpen,
          onClick: onMenu,
        }}
      />
    );
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole('banner');
    await expect(header.getBoundingClientRect().height).toBe(window.innerWidth < 600 ? 64 : 88);
    await expect(canvas.getAllByRole('link')[0]).toHaveAccessibleName(/./);
    const menu = canvas.getByRole('button', { expanded: false });
    await userEvent.click(menu);
    await expect(args.onMenu).toHaveBeenCalledTimes(1);
    const [contact] = canvas.getAllByRole('button');
    await userEvent.click(contact!);
    await expect(args.onContact).toHaveBeenCalledTimes(1);
  },
};

/** The logo leads to / when signed out; no profile button (spec 2). */
export const SignedOut: Story = {
  args: { signedIn: false },
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links[0]).toHaveAttribute('href', '#/');
  },
};

/** Personal info hidden: no profile button. */
export const WithoutProfile: Story = { args: { withProfile: false } };

/**
 * Signed in, the debtor's data still loading (issue 27): the profile button's place is kept,
 * empty, so the contact button does not move when the profile button appears.
 */
export const ProfileLoading: Story = {
  args: { profileLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button')).toHaveLength(2);
    const slot = canvasElement.querySelector('[data-topbar-placeholder]');
    await expect(slot).toHaveAttribute('aria-hidden', 'true');
    await expect(slot?.getBoundingClientRect().width).toBeGreaterThan(40);
  },
};

export const DrawerOpen: Story = { args: { drawerOpen: true } };
