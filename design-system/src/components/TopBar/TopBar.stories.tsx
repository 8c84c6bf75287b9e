import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { translatedArgs } from '../../storybook/text';
import { TopBar } from './TopBar';

/** Labels in these stories are translation keys or any text (storybook/text.ts translatedArgs). */
const signedInNav = [
  { label: 'nav.frontPage', href: '#/front-page', current: true },
  { label: 'nav.payments', href: '#/payments' },
  { label: 'nav.help', href: '#/help' },
];
const menu = { label: 'topBar.openMenu', expanded: false, onClick: fn() };

const meta = {
  title: 'Layout/TopBar',
  component: TopBar,
  tags: ['autodocs'],
  args: {
    logoText: 'app.name',
    logoLabel: 'topBar.home',
    logoHref: '#/front-page',
    navLabel: 'topBar.navigation',
    navItems: signedInNav,
    contact: { label: 'topBar.contact', onClick: fn() },
    profile: { label: 'topBar.profile', onClick: fn() },
    menu,
  },
  argTypes: {
    logoText: { control: 'text' },
    logoLabel: { control: 'text' },
    navLabel: { control: 'text' },
    profilePlaceholder: { control: 'text' },
  },
  // Brings its own landmark: no <main> around it (.storybook/preview.tsx).
  parameters: { layout: 'fullscreen', mainLandmark: false },
  render: ({ navItems, contact, profile, menu, ...args }, { globals }) => (
    <TopBar
      {...translatedArgs(args, globals, [
        'logoText',
        'logoLabel',
        'navLabel',
        'profilePlaceholder',
      ])}
      navItems={navItems?.map((item) => translatedArgs(item, globals, ['label']))}
      contact={contact && translatedArgs(contact, globals, ['label'])}
      profile={profile && translatedArgs(profile, globals, ['label'])}
      menu={translatedArgs(menu, globals, ['label'])}
    />
  ),
} satisfies Meta<typeof TopBar>;

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
    await expect(args.menu?.onClick).toHaveBeenCalledTimes(1);
    const [contact] = canvas.getAllByRole('button');
    await userEvent.click(contact!);
    await expect(args.contact?.onClick).toHaveBeenCalledTimes(1);
  },
};

/** The logo leads to / when signed out; no profile button. */
export const SignedOut: Story = {
  args: { logoHref: '#/', navItems: [{ label: 'nav.help', href: '#/help' }], profile: undefined },
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links[0]).toHaveAttribute('href', '#/');
  },
};

/** Personal info hidden: no profile button. */
export const WithoutProfile: Story = { args: { profile: undefined } };

/**
 * Signed in, the debtor's data still loading: the profile button's place is kept,
 * empty, so the contact button does not move when the profile button appears.
 */
export const ProfileLoading: Story = {
  args: { profile: undefined, profilePlaceholder: 'topBar.profile' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button')).toHaveLength(2);
    const slot = canvasElement.querySelector('[data-topbar-placeholder]');
    await expect(slot).toHaveAttribute('aria-hidden', 'true');
    await expect(slot?.getBoundingClientRect().width).toBeGreaterThan(40);
  },
};

export const DrawerOpen: Story = { args: { menu: { ...menu, expanded: true } } };
