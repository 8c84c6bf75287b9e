import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyLocale, storyText } from '../../storybook/text';
import { Button } from '../Button';
import { SummaryCard } from './SummaryCard';

interface Args {
  leftCents: number;
  openCount: number;
  withPlanCount: number;
  canPayAll: boolean;
  canCreatePlan: boolean;
  onPayAll: () => void;
  onCreatePlan: () => void;
}

const meta = {
  title: 'Cards/SummaryCard',
  component: SummaryCard as unknown as React.ComponentType<Args>,
  tags: ['autodocs'],
  args: {
    leftCents: 345678,
    openCount: 3,
    withPlanCount: 1,
    canPayAll: true,
    canCreatePlan: true,
    onPayAll: fn(),
    onCreatePlan: fn(),
  },
  render: ({ canPayAll, canCreatePlan, onPayAll, onCreatePlan, ...args }, { globals }) => {
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
            {canPayAll ? <Button onClick={onPayAll}>{t('summary.payAll')}</Button> : null}
            {canCreatePlan ? (
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
export const NoJointPlan: Story = { args: { canCreatePlan: false, withPlanCount: 3 } };

/** Everything paid or in plans. */
export const NothingOpen: Story = {
  args: { leftCents: 0, openCount: 0, withPlanCount: 0, canPayAll: false, canCreatePlan: false },
};
