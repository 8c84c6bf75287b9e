import type { ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { cents } from '@portal/openapi/money';
import { setByStory } from '../../storybook/args';
import { storyLocale, storyText } from '../../storybook/text';
import { Button } from '../Button';
import { SummaryCard } from './SummaryCard';

/** The card's props, and the clicks of the buttons that the story puts in `actions`. */
type Args = ComponentProps<typeof SummaryCard> & {
  /** Story only: shows the pay-all button in `actions`, which calls it. */
  onPayAll?: () => void;
  /** Story only: shows the create-plan button in `actions`, which calls it. */
  onCreatePlan?: () => void;
};

const meta = {
  title: 'Cards/SummaryCard',
  component: SummaryCard,
  tags: ['autodocs'],
  args: {
    leftCents: cents(345678),
    openCount: 3,
    withPlanCount: 1,
    onPayAll: fn(),
    onCreatePlan: fn(),
    // Filled in by the render from the locale toolbar.
    locale: 'fi-FI',
    labels: { title: '', amountLeft: '', openDebts: '', withPlan: '' },
  },
  argTypes: {
    ...setByStory(['labels', 'locale']),
    ...setByStory(['actions'], 'onPayAll and onCreatePlan'),
    onPayAll: { table: { category: 'Story' } },
    onCreatePlan: { table: { category: 'Story' } },
  },
  render: ({ onPayAll, onCreatePlan, ...args }, { globals }) => {
    const t = storyText(globals);
    return (
      <SummaryCard
        {...args}
        locale={storyLocale(globals)}
        labels={{
          title: t('summary.title'),
          amountLeft: t('summary.amountLeft'),
          openDebts: t('summary.openDebts'),
          withPlan: t('summary.withPlan'),
        }}
        actions={
          <>
            {onPayAll ? <Button onClick={onPayAll}>{t('summary.payAll')}</Button> : null}
            {onCreatePlan ? (
              <Button variant="secondary" onClick={onCreatePlan}>
                {t('button.createPaymentPlan')}
              </Button>
            ) : null}
            <a href="#/help">{t('summary.help')}</a>
          </>
        }
      />
    );
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region')).toHaveAccessibleName(/./);
    const [payAll] = canvas.getAllByRole('button');
    await userEvent.click(payAll!);
    await expect(args.onPayAll).toHaveBeenCalledTimes(1);
  },
};

/** No joint plan possible: only pay-all. */
export const NoJointPlan: Story = { args: { onCreatePlan: undefined, withPlanCount: 3 } };

/** Everything paid or in plans. */
export const NothingOpen: Story = {
  args: {
    leftCents: cents(0),
    openCount: 0,
    withPlanCount: 0,
    onPayAll: undefined,
    onCreatePlan: undefined,
  },
};
