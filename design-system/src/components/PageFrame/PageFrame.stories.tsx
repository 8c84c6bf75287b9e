import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { cents } from '@portal/openapi/money';
import { formatEuroCents } from '../../format';
import { storyLocale, storyText } from '../../storybook/text';
import { Footer } from '../Footer';
import { Heading } from '../Heading';
import { MainContent } from '../MainContent';
import { SkipLink } from '../SkipLink';
import { Text } from '../Text';
import { TopBar } from '../TopBar';
import { PageFrame } from './PageFrame';

/**
 * The fee for a further copy of one's data, which the rights section names (the portal's
 * `PRIVACY_ACCESS_FEE_CENTS`).
 */
const PRIVACY_ACCESS_FEE_CENTS = cents(20_00);

/** A privacy-notice page in the frame: skip link, top bar, main content and footer. */
const page =
  (long: boolean): NonNullable<Meta<typeof PageFrame>['render']> =>
  (args, { globals }) => {
    const t = storyText(globals);
    return (
      <PageFrame {...args}>
        <SkipLink href="#content">{t('app.skipToContent')}</SkipLink>
        <TopBar
          logoText={t('app.name')}
          logoLabel={t('topBar.home')}
          logoHref="#/"
          navLabel={t('topBar.navigation')}
          navItems={[{ label: t('nav.help'), href: '#/help' }]}
          contact={{ label: t('topBar.contact'), onClick: () => undefined }}
          menu={{ label: t('topBar.openMenu'), expanded: false, onClick: () => undefined }}
        />
        <MainContent id="content" tabIndex={-1}>
          <Heading level={1}>{t('privacy.title')}</Heading>
          <Text>{t('privacy.intro')}</Text>
          {long
            ? (
                ['controller', 'data', 'purposes', 'retention', 'recipients', 'rights'] as const
              ).map((section) => (
                <Text key={section}>
                  {t(`privacy.${section}.text`, {
                    fee: formatEuroCents(PRIVACY_ACCESS_FEE_CENTS, storyLocale(globals)),
                  })}
                </Text>
              ))
            : null}
        </MainContent>
        <Footer
          companyName={t('app.company')}
          serviceHoursTitle={t('footer.serviceHours')}
          serviceHours={[t('footer.hoursMonThu'), t('footer.hoursFri')]}
          contactTitle={t('footer.contactTitle')}
          contacts={[t('footer.privatePhone')]}
          linksTitle={t('footer.linksTitle')}
          links={[{ label: t('nav.help'), href: '#/help' }]}
        />
      </PageFrame>
    );
  };

const meta = {
  title: 'Layout/PageFrame',
  component: PageFrame,
  tags: ['autodocs'],
  // The frame brings its own landmarks (banner, main, contentinfo).
  parameters: { layout: 'fullscreen', mainLandmark: false },
  // The frame's content is the page that each story renders.
  argTypes: { children: { control: false } },
  render: page(false),
} satisfies Meta<typeof PageFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A short page: the footer sits at the bottom of the window. */
export const ShortPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('main')).toBeVisible();
    const footer = canvas.getByRole('contentinfo').getBoundingClientRect();
    await expect(Math.round(footer.bottom)).toBeGreaterThanOrEqual(window.innerHeight - 1);
  },
};

/** A long page: the footer follows the content. */
export const LongPage: Story = {
  render: page(true),
  play: async ({ canvasElement }) => {
    // The rights section's fee is filled in: no raw placeholder reaches the screen.
    await expect(within(canvasElement).getByRole('main')).not.toHaveTextContent(/\{\{/);
  },
};
