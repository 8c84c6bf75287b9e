import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { translatedArgs } from '../../storybook/text';
import { Breadcrumb } from './Breadcrumb';

const meta = {
  title: 'Navigation/Breadcrumb',
  component: Breadcrumb,
  tags: ['autodocs'],
  // Labels: translation keys or any text (storybook/text.ts translatedArgs).
  args: {
    'aria-label': 'breadcrumb.label',
    items: [{ label: 'nav.frontPage', href: '#/front-page' }, { label: 'nav.debt' }],
  },
  argTypes: { 'aria-label': { control: 'text' } },
  render: ({ items, ...args }, { globals }) => (
    <Breadcrumb
      {...translatedArgs(args, globals, ['aria-label'])}
      items={items.map((item) => translatedArgs(item, globals, ['label']))}
    />
  ),
} satisfies Meta<typeof Breadcrumb>;

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

export const PaymentPlan: Story = {
  args: { items: [{ label: 'nav.frontPage', href: '#/front-page' }, { label: 'nav.paymentPlan' }] },
};
