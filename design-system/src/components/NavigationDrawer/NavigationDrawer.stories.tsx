import { useState, type ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { setByStory } from '../../storybook/args';
import { storyText, translatedArgs } from '../../storybook/text';
import { Button } from '../Button';
import { LanguageSwitch } from '../LanguageSwitch';
import { NavigationDrawer } from './NavigationDrawer';
import { interactionTest } from '../../storybook/interaction';

/**
 * The drawer with its open state kept and the top bar's toggle beside it, as the portal's shell
 * has them: `defaultOpen` is whether it starts open. The language switch is its content.
 */
function WithToggle({
  defaultOpen,
  t,
  ...props
}: ComponentProps<typeof NavigationDrawer> & { t: (key: string) => string }) {
  const [open, setOpen] = useState(defaultOpen ?? false);
  const [language, setLanguage] = useState('fi');
  return (
    <>
      <Button
        variant="secondary"
        aria-expanded={open}
        // As the top bar's toggle: the drawer is not in the page while closed, and an
        // aria-controls naming no element is an error (IBM Equal Access's aria_id_unique).
        aria-controls={open ? props.id : undefined}
        onClick={() => setOpen(true)}
      >
        {t('topBar.openMenu')}
      </Button>
      <NavigationDrawer {...props} open={open} onOpenChange={setOpen}>
        <LanguageSwitch
          label={t('language.label')}
          current={language}
          onSelect={setLanguage}
          languages={[
            { id: 'fi', label: t('language.fi'), lang: 'fi' },
            { id: 'se', label: t('language.se'), lang: 'sv' },
            { id: 'en', label: t('language.en'), lang: 'en' },
          ]}
        />
      </NavigationDrawer>
    </>
  );
}

const meta = {
  title: 'Layout/NavigationDrawer',
  component: NavigationDrawer,
  tags: ['autodocs'],
  args: {
    id: 'drawer',
    defaultOpen: true,
    side: 'right',
    // Labels: translation keys or any text (storybook/text.ts translatedArgs).
    title: 'topBar.menu',
    closeLabel: 'common.close',
    navLabel: 'topBar.navigation',
    navItems: [],
    items: [
      { label: 'drawer.privacy', href: '#/privacy' },
      { label: 'drawer.cookies', href: '#/privacy#cookies' },
      { label: 'drawer.feedback', onSelect: fn() },
      { label: 'drawer.logout', onSelect: fn() },
    ],
  },
  argTypes: {
    title: { control: 'text' },
    ...setByStory(['children'], 'the story (the language switch)'),
  },
  // On the docs page each story is framed: an open overlay covers only its own frame.
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: 640 } } },
  render: ({ items, ...args }, { globals }) => {
    const props = translatedArgs(args, globals, ['title', 'closeLabel', 'navLabel']);
    return (
      <div style={{ padding: 16, minHeight: 600 }}>
        <WithToggle
          {...(props.navItems === undefined
            ? props
            : {
                ...props,
                navItems: props.navItems.map((item) => translatedArgs(item, globals, ['label'])),
              })}
          items={items?.map((item) => translatedArgs(item, globals, ['label']))}
          t={storyText(globals)}
        />
      </div>
    );
  },
} satisfies Meta<typeof NavigationDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ args }) => {
    const drawer = await screen.findByRole('dialog');
    await expect(drawer).toHaveAccessibleName(/./);
    const width = drawer.getBoundingClientRect().width;
    await expect(width).toBe(window.innerWidth >= 1264 ? 360 : Math.min(250, window.innerWidth));
    const buttons = within(drawer).getAllByRole('button');
    await userEvent.click(buttons.at(-1)!);
    const logout = args.items?.at(-1);
    await expect(logout?.onSelect).toHaveBeenCalledTimes(1);
  },
};

/** Opened from the toggle: focus moves in and returns on Escape. */
export const Closed: Story = {
  args: { defaultOpen: false },
};

/** Test: opened from the toggle, focus moves in and returns on Escape. */
export const OpeningAndEscape: Story = {
  tags: ['!dev', '!autodocs'],
  ...interactionTest,
  args: { defaultOpen: false },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button');
    await userEvent.click(toggle);
    const drawer = await screen.findByRole('dialog');
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(toggle).toHaveFocus();
  },
};

export const Left: Story = { args: { side: 'left' } };

/**
 * Signed in on a phone: the main navigation and my details come first, the page shown
 * marked current; from 960 px the top bar shows them and the drawer leaves them out.
 */
export const WithNavigation: Story = {
  args: {
    navItems: [
      { label: 'nav.frontPage', href: '#/front-page', current: true },
      { label: 'nav.payments', href: '#/payments' },
      { label: 'nav.help', href: '#/help' },
      { label: 'topBar.profile', href: '#/profile' },
    ],
  },
  play: async ({ globals }) => {
    const t = storyText(globals);
    const drawer = await screen.findByRole('dialog');
    const nav = within(drawer).queryByRole('navigation', { name: t('topBar.navigation') });
    if (window.innerWidth >= 960) {
      await expect(nav).toBeNull();
      return;
    }
    const links = within(nav!).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      t('nav.frontPage'),
      t('nav.payments'),
      t('nav.help'),
      t('topBar.profile'),
    ]);
    await expect(links[0]).toHaveAttribute('aria-current', 'page');
  },
};
