import type { ComponentProps, ComponentType } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { translatedArgs } from '../../storybook/text';
import { TopBar, type TopBarAction } from './TopBar';

/** A button's label; the story adds the click from its own arg (none is set in the args). */
type Label = Omit<TopBarAction, 'onClick'> & { onClick?: () => void };

/** The bar's props, with each button's click as a story arg of its own. */
type Args = Omit<ComponentProps<typeof TopBar>, 'contact' | 'profile' | 'menu'> & {
  /** The contact button's label; the click is `onContact`. */
  contact?: Label;
  /** The profile button's label; the click is `onProfile`. */
  profile?: Label;
  /** The drawer toggle's label and state; the click is `onMenu`. */
  menu: Label & { expanded: boolean; controls?: string };
  /** Story only: the contact button's click, recorded in the Actions panel. */
  onContact: () => void;
  /** Story only: the profile button's click. */
  onProfile: () => void;
  /** Story only: the drawer toggle's click. */
  onMenu: () => void;
};

/** Labels in these stories are translation keys or any text (storybook/text.ts translatedArgs). */
const signedInNav = [
  { label: 'nav.frontPage', href: '#/front-page', current: true },
  { label: 'nav.payments', href: '#/payments' },
  { label: 'nav.help', href: '#/help' },
];
const menu = { label: 'topBar.openMenu', expanded: false };

const meta = {
  title: 'Layout/TopBar',
  // The docs table is TopBar's own; the story's buttons leave their clicks to `onContact`, `onProfile` and `onMenu`, so
  // that the controls show labels and no function source.
  component: TopBar as ComponentType<Args>,
  tags: ['autodocs'],
  args: {
    logoText: 'app.name',
    logoLabel: 'topBar.home',
    logoHref: '#/front-page',
    navLabel: 'topBar.navigation',
    navItems: signedInNav,
    contact: { label: 'topBar.contact' },
    profile: { label: 'topBar.profile' },
    menu,
    onContact: fn(),
    onProfile: fn(),
    onMenu: fn(),
  },
  argTypes: {
    logoText: { control: 'text' },
    logoLabel: { control: 'text' },
    navLabel: { control: 'text' },
    profilePlaceholder: { control: 'text' },
    onContact: { table: { category: 'Story' } },
    onProfile: { table: { category: 'Story' } },
    onMenu: { table: { category: 'Story' } },
  },
  // Brings its own landmark: no <main> around it (.storybook/preview.tsx).
  parameters: { layout: 'fullscreen', mainLandmark: false },
  render: (
    { navItems, contact, profile, menu, onContact, onProfile, onMenu, ...args },
    { globals },
  ) => (
    <TopBar
      {...translatedArgs(args, globals, [
        'logoText',
        'logoLabel',
        'navLabel',
        'profilePlaceholder',
      ])}
      navItems={navItems?.map((item) => translatedArgs(item, globals, ['label']))}
      contact={contact && { ...translatedArgs(contact, globals, ['label']), onClick: onContact }}
      profile={profile && { ...translatedArgs(profile, globals, ['label']), onClick: onProfile }}
      menu={{ ...translatedArgs(menu, globals, ['label']), onClick: onMenu }}
    />
  ),
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
