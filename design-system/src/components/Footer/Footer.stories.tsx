import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { translatedArgs, translatedText } from '../../storybook/text';
import { Footer } from './Footer';

const meta = {
  title: 'Layout/Footer',
  component: Footer,
  tags: ['autodocs'],
  // Brings its own landmark: no <main> around it (.storybook/preview.tsx).
  parameters: { layout: 'fullscreen', mainLandmark: false },
  // Translation keys or any text (storybook/text.ts translatedArgs), in the lists too.
  args: {
    companyName: 'app.company',
    serviceHoursTitle: 'footer.serviceHours',
    serviceHours: ['footer.hoursMonThu', 'footer.hoursFri', 'footer.chatHours'],
    contactTitle: 'footer.contactTitle',
    contacts: [
      'footer.privatePhone',
      'footer.companyPhone',
      { label: 'footer.contactForm', href: '#/help#CustomerSupport' },
    ],
    linksTitle: 'footer.linksTitle',
    links: [
      { label: 'drawer.privacy', href: '#/privacy' },
      { label: 'drawer.cookies', href: '#/privacy#cookies' },
      { label: 'nav.help', href: '#/help' },
    ],
  },
  render: (args, { globals }) => {
    const text = (value: string) => translatedText(value, globals);
    return (
      <Footer
        {...translatedArgs(args, globals, [
          'companyName',
          'serviceHoursTitle',
          'contactTitle',
          'linksTitle',
        ])}
        serviceHours={args.serviceHours.map(text)}
        contacts={args.contacts.map((contact) =>
          typeof contact === 'string' ? text(contact) : { ...contact, label: text(contact.label) },
        )}
        links={args.links?.map((link) => ({ ...link, label: text(link.label) }))}
      />
    );
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(3);
  },
};
