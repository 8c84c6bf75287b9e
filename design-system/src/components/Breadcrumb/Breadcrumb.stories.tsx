import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyText } from '../../storybook/text';
import { Breadcrumb } from './Breadcrumb';

interface Args {
  page: 'debt' | 'paymentPlan';
}

const meta = {
  title: 'Navigation/Breadcrumb',
  component: Breadcrumb as unknown as React.ComponentType<Args>,
  tags: ['autodocs'],
  args: { page: 'debt' },
  render: ({ page }, { globals }) => {
    const t = storyText(globals);
    return (
      <Breadcrumb
        aria-label={t('breadcrumb.label')}
        items={[{ label: t('nav.frontPage'), href: '#/front-page' }, { label: t(`nav.${page}`) }]}
      />
    );
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Debt: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation')).toHaveAccessibleName(/./);
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '#/front-page');
    await expect(canvasElement.querySelector('[aria-current="page"]')).toBeVisible();
  },
};

export const PaymentPlan: Story = { args: { page: 'paymentPlan' } };
