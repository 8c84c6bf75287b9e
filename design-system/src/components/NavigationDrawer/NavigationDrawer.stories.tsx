import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { storyText } from '../../storybook/text';
import { Button } from '../Button';
import { LanguageSwitch } from '../LanguageSwitch';
import { NavigationDrawer } from './NavigationDrawer';

interface Args {
  defaultOpen: boolean;
  /** Signed in: the main navigation first (shown below 960 px only). */
  withNavigation: boolean;
  side: 'left' | 'right';
  onLogout: () => void;
}

function Demo({
  defaultOpen,
  withNavigation,
  side,
  onLogout,
  t,
}: Args & { t: (key: string) => string }) {
  const [open, setOpen] = useState(defaultOpen);
  const [language, setLanguage] = useState('fi');
  return (
    <>
      <Button
        variant="secondary"
        aria-expanded={open}
        aria-controls="drawer"
        onClick={() => setOpen(true)}
      >
        {t('topBar.openMenu')}
      </Button>
      <NavigationDrawer
        id="drawer"
        open={open}
        onOpenChange={setOpen}
        side={side}
        title={t('topBar.menu')}
        closeLabel={t('common.close')}
        navLabel={t('topBar.navigation')}
        navItems={
          withNavigation
            ? [
                { label: t('nav.frontPage'), href: '#/front-page', current: true },
                { label: t('nav.payments'), href: '#/payments' },
                { label: t('nav.help'), href: '#/help' },
                { label: t('topBar.profile'), href: '#/profile' },
              ]
            : []
        }
        items={[
          { label: t('drawer.privacy'), href: '#/privacy' },
          { label: t('drawer.cookies'), href: '#/privacy#cookies' },
          { label: t('drawer.feedback'), onSelect: () => {} },
          { label: t('drawer.logout'), onSelect: onLogout },
        ]}
      >
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
  component: NavigationDrawer as unknown as React.ComponentType<Args>,
  tags: ['autodocs'],
  args: { defaultOpen: true, withNavigation: false, side: 'right', onLogout: fn() },
  // On the docs page each story is framed: an open overlay covers only its own frame.
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: 640 } } },
  render: (args, { globals }) => (
    <div style={{ padding: 16, minHeight: 600 }}>
      <Demo {...args} t={storyText(globals)} />
    </div>
  ),
} satisfies Meta<Args>;

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
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

/** Opened from the toggle: focus moves in and returns on Escape. */
export const Closed: Story = {
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
 * Signed in on a phone (issue 32): the main navigation and my details come first, the page shown
 * marked current; from 960 px the top bar shows them and the drawer leaves them out.
 */
export const WithNavigation: Story = {
  args: { withNavigation: true },
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
