import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyText } from '../../storybook/text';
import { Footer } from './Footer';

const meta = {
  title: 'Layout/Footer',
  component: Footer,
  tags: ['autodocs'],
  // Brings its own landmark: no <main> around it (.storybook/preview.tsx).
  parameters: { layout: 'fullscreen', mainLandmark: false },
  render: (_, { globals }) => {
    const t = storyText(globals);
    return (
      <Footer
        companyName={t('app.company')}
        serviceHoursTitle={t('footer.serviceHours')}
        serviceHours={[t('footer.hoursMonThu'), t('footer.hoursFri'), t('footer.chatHours')]}
        contactTitle={t('footer.contactTitle')}
        contacts={[
          t('footer.privatePhone'),
          t('footer.companyPhone'),
          { label: t('footer.contactForm'), href: '#/help#CustomerSupport' },
        ]}
        linksTitle={t('footer.linksTitle')}
        links={[
          { label: t('drawer.privacy'), href: '#/privacy' },
          { label: t('drawer.cookies'), href: '#/privacy#cookies' },
          { label: t('nav.help'), href: '#/help' },
        ]}
      />
    );
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: {} as never,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(3);
  },
};
