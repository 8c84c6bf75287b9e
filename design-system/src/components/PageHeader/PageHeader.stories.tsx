import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyText } from '../../storybook/text';
import { PageHeader } from './PageHeader';

interface Args {
  /** Which page of spec 2 the header is shown for. */
  page: 'help' | 'debt' | 'paymentPlan' | 'login';
}

const meta = {
  title: 'Layout/PageHeader',
  component: PageHeader as unknown as React.ComponentType<Args>,
  tags: ['autodocs'],
  args: { page: 'debt' },
  argTypes: {
    page: { control: 'inline-radio', options: ['help', 'debt', 'paymentPlan', 'login'] },
  },
  render: ({ page }, { globals }) => {
    const t = storyText(globals);
    if (page === 'help') return <PageHeader title={t('help.title')} />;
    if (page === 'login') return <PageHeader title={t('home.title')} tone="brand" />;
    return (
      <PageHeader
        title={`${t(`nav.${page}`)}: Kodinkone Oy`}
        breadcrumb={{
          'aria-label': t('breadcrumb.label'),
          items: [{ label: t('nav.frontPage'), href: '#/front-page' }, { label: t(`nav.${page}`) }],
        }}
        back={{ href: '#/front-page', label: `${t('common.back')}: ${t('nav.frontPage')}` }}
      />
    );
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The debt view's header: breadcrumb and heading from 960 px on, a back link beside the heading
 * below it (loki's small screenshot shows the back header).
 */
export const Debt: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    const large = window.innerWidth >= 960;
    // Only one of the two is in the accessibility tree at a time.
    await expect(canvas.queryAllByRole('navigation')).toHaveLength(large ? 1 : 0);
    await expect(canvas.queryAllByRole('link', { name: /./ })).toHaveLength(1);
    if (!large) await expect(canvas.getByRole('link')).toHaveAccessibleName(/./);
  },
};

export const PaymentPlan: Story = { args: { page: 'paymentPlan' } };

/** A page without a place in a hierarchy: the heading alone. */
export const HeadingOnly: Story = {
  args: { page: 'help' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** The login home's welcome in the brand colour. */
export const Brand: Story = { args: { page: 'login' } };
