import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { setByStory } from '../../storybook/args';
import { storyText } from '../../storybook/text';
import { HelpServiceList } from './HelpServiceList';

const meta = {
  title: 'Cards/HelpServiceList',
  component: HelpServiceList,
  tags: ['autodocs'],
  args: { services: [], newWindowLabel: '' },
  argTypes: { ...setByStory(['services', 'newWindowLabel']) },
  render: (args, { globals }) => {
    const t = storyText(globals);
    return (
      <HelpServiceList
        {...args}
        newWindowLabel={t('help.links.newWindow')}
        services={[
          {
            id: 'debtAdvice',
            title: t('cantPay.help.debtAdvice.title'),
            text: t('cantPay.help.debtAdvice.text'),
            link: {
              href: 'https://www.oikeus.fi/talousjavelkaneuvonta/',
              label: t('cantPay.help.debtAdvice.link'),
            },
          },
          {
            id: 'guarantee',
            title: t('cantPay.help.guarantee.title'),
            text: t('cantPay.help.guarantee.text'),
            phones: [{ href: 'tel:+35880098009', label: t('cantPay.help.guarantee.phone') }],
            link: { href: 'https://www.takuusaatio.fi/', label: t('cantPay.help.guarantee.link') },
          },
          {
            id: 'restructuring',
            title: t('cantPay.help.restructuring.title'),
            text: t('cantPay.help.restructuring.text'),
          },
          {
            id: 'us',
            title: t('cantPay.help.us.title'),
            text: t('cantPay.help.us.text'),
            phones: [{ href: 'tel:+35830105620', label: t('footer.privatePhone') }],
            extra: (
              <p>
                {t('footer.hoursMonThu')}, {t('footer.hoursFri')}
              </p>
            ),
          },
        ]}
      />
    );
  },
} satisfies Meta<typeof HelpServiceList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The free public help and our customer service, as the "cannot pay" page lists them. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(4);
    // A web page opens in a new window and says so; a phone number is a tel: link.
    const external = canvas.getAllByRole('link').filter((link) => link.getAttribute('target'));
    for (const link of external) await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getAllByRole('link', { name: /0800/ })[0]).toHaveAttribute(
      'href',
      'tel:+35880098009',
    );
  },
};
