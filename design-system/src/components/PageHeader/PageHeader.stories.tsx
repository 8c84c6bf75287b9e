import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { translatedText } from '../../storybook/text';
import { PageHeader } from './PageHeader';

/**
 * A text of these stories: translation keys (or any text) joined by ": ", as the debt view's
 * heading "Velka: Kodinkone Oy" and the back link "Takaisin: Etusivu" join them.
 */
const joined = (value: string, globals: Record<string, unknown>) =>
  value
    .split(': ')
    .map((part) => translatedText(part, globals))
    .join(': ');

const debtPage = (page: 'debt' | 'paymentPlan') => ({
  title: `nav.${page}: Kodinkone Oy`,
  breadcrumb: {
    'aria-label': 'breadcrumb.label',
    items: [{ label: 'nav.frontPage', href: '#/front-page' }, { label: `nav.${page}` }],
  },
  back: { href: '#/front-page', label: 'common.back: nav.frontPage' },
});

const meta = {
  title: 'Layout/PageHeader',
  component: PageHeader,
  tags: ['autodocs'],
  args: debtPage('debt'),
  argTypes: { title: { control: 'text' } },
  render: ({ breadcrumb, back, ...args }, { globals }) => (
    <PageHeader
      {...args}
      title={joined(args.title, globals)}
      breadcrumb={
        breadcrumb && {
          'aria-label': joined(breadcrumb['aria-label'], globals),
          items: breadcrumb.items.map((item) => ({ ...item, label: joined(item.label, globals) })),
        }
      }
      back={back && { ...back, label: joined(back.label, globals) }}
    />
  ),
} satisfies Meta<typeof PageHeader>;

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

export const PaymentPlan: Story = { args: debtPage('paymentPlan') };

/** A page without a place in a hierarchy: the heading alone. */
export const HeadingOnly: Story = {
  args: { title: 'help.title', breadcrumb: undefined, back: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** The login home's welcome in the brand colour. */
export const Brand: Story = {
  args: { title: 'home.title', tone: 'brand', breadcrumb: undefined, back: undefined },
};
