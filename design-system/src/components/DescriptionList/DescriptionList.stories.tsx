import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { cents } from '@portal/openapi/money';
import { formatEuroCents } from '../../format';
import { storyLocale, storyText } from '../../storybook/text';
import { DescriptionList, type DescriptionListProps } from './DescriptionList';

const meta = {
  title: 'Typography/DescriptionList',
  component: DescriptionList,
  tags: ['autodocs'],
  args: { layout: 'details', items: [] },
  argTypes: { layout: { control: 'inline-radio', options: ['details', 'figures'] } },
  render: (args: DescriptionListProps, { globals }) => {
    const t = storyText(globals);
    return (
      <div style={{ maxWidth: 420 }}>
        <DescriptionList
          {...args}
          items={[
            { key: 'name', term: t('frontPage.name'), value: 'Maija Meikäläinen' },
            { key: 'email', term: t('frontPage.email'), value: 'maija.meikalainen@example.fi' },
            { key: 'phone', term: t('frontPage.phone'), value: '+358 40 123 4567' },
          ]}
        />
      </div>
    );
  },
} satisfies Meta<typeof DescriptionList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The multi-debt header: each value right after its label. */
export const Details: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('term')).toHaveLength(3);
    await expect(canvas.getAllByRole('definition')).toHaveLength(3);
  },
};

/** A debt's summary: amounts at the end, in bold, so they line up. */
export const Figures: Story = {
  args: { layout: 'figures' },
  render: (args: DescriptionListProps, { globals }) => {
    const t = storyText(globals);
    const locale = storyLocale(globals);
    return (
      <div style={{ maxWidth: 360 }}>
        <DescriptionList
          {...args}
          items={[
            { key: 'case', term: t('debt.facts.caseNumber'), value: '1234567' },
            { key: 'due', term: t('debt.facts.dueDate'), value: '30.03.2026' },
            {
              key: 'left',
              term: t('debt.facts.left'),
              value: formatEuroCents(cents(123456), locale),
            },
          ]}
        />
      </div>
    );
  },
};

/**
 * A plan to review: the key figures (the monthly instalment, the total) set large, the rest as
 * rows. The summary list of the plan and settlement dialogs.
 */
export const Review: Story = {
  args: { layout: 'figures' },
  render: (args: DescriptionListProps, { globals }) => {
    const t = storyText(globals);
    const locale = storyLocale(globals);
    return (
      <div style={{ maxWidth: 420 }}>
        <DescriptionList
          {...args}
          items={[
            {
              key: 'monthly',
              term: t('paymentPlan.review.emphasis'),
              value: formatEuroCents(cents(5000), locale),
              emphasis: true,
            },
            {
              key: 'total',
              term: t('paymentPlan.review.total'),
              value: formatEuroCents(cents(36329), locale),
              emphasis: true,
            },
            {
              key: 'months',
              term: t('paymentPlan.figures.months'),
              value: t('paymentPlan.figures.monthsValue', { count: 8 }),
            },
            { key: 'last', term: t('paymentPlan.figures.lastDue'), value: '01.11.2026' },
          ]}
        />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const values = canvas.getAllByRole('definition');
    await expect(values.filter((value) => value.hasAttribute('data-emphasis'))).toHaveLength(2);
  },
};
