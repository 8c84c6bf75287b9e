import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { cents } from '@portal/openapi/money';
import { setByStory } from '../../storybook/args';
import { storyLocale, storyText } from '../../storybook/text';
import { InstalmentTable, type InstalmentTableRow } from './InstalmentTable';

/** A schedule of `count` monthly instalments of 120 €, the last one what is left (45,30 €). */
function schedule(count: number, breakdown = false): InstalmentTableRow[] {
  return Array.from({ length: count }, (_, index) => {
    const amountCents = cents(index === count - 1 ? 4530 : 12000);
    // Monthly from April 2026, on the first of the month.
    const year = index + 4 > 12 ? 2027 : 2026;
    const dueDate = `${year}-${String(((index + 3) % 12) + 1).padStart(2, '0')}-01`;
    return {
      sequence: index + 1,
      dueDate,
      amountCents,
      ...(breakdown
        ? {
            capitalCents: cents(amountCents - 600),
            costsCents: cents(300),
            interestCents: cents(300),
          }
        : {}),
    };
  });
}

/**
 * The one payment schedule of the portal (a payment plan, a suggested plan, a settlement):
 * number, due date and amount, the breakdown and totals when asked for, one card per instalment
 * on a phone. A long schedule shows its first instalments and the last one, so the last due date
 * and a different last amount are always in sight, with a button that shows them all.
 */
const meta = {
  title: 'Data/InstalmentTable',
  component: InstalmentTable,
  tags: ['autodocs'],
  args: { caption: '', rows: [], locale: 'fi-FI', labels: { number: '', dueDate: '', amount: '' } },
  argTypes: setByStory(['caption', 'rows', 'locale', 'labels'], 'the story (in its language)'),
  render: (args, { globals }) => {
    const t = storyText(globals);
    return (
      <div style={{ maxWidth: 760 }}>
        <InstalmentTable
          {...args}
          caption={t('installments.caption')}
          locale={storyLocale(globals)}
          rows={args.rows.length > 0 ? args.rows : schedule(3)}
          labels={{
            number: t('installments.number'),
            dueDate: t('installments.dueDate'),
            amount: t('installments.amount'),
          }}
          showAllLabel={(count) => t('installments.showAll', { count })}
          showFewerLabel={t('installments.showFewer')}
        />
      </div>
    );
  },
} satisfies Meta<typeof InstalmentTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three instalments, the last one smaller: number, due date and amount. */
export const Schedule: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      '1',
      '2',
      '3',
    ]);
  },
};

/** With each instalment's principal, costs and interest, and the totals (a plan to review). */
export const WithBreakdown: Story = {
  render: (args, { globals }) => {
    const t = storyText(globals);
    return (
      <div style={{ maxWidth: 760 }}>
        <InstalmentTable
          {...args}
          caption={t('installments.caption')}
          locale={storyLocale(globals)}
          rows={schedule(4, true)}
          labels={{
            number: t('installments.number'),
            dueDate: t('installments.dueDate'),
            amount: t('installments.amount'),
            capital: t('installments.capital'),
            costs: t('installments.costs'),
            interest: t('installments.interest'),
            total: t('common.total'),
          }}
        />
      </div>
    );
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('columnheader', { name: storyText(globals)('installments.interest') }),
    ).toBeVisible();
  },
};

/** Nine instalments, shortened: the first three and the last, and a button for all nine. */
export const LongCollapsed: Story = {
  args: { rows: schedule(9), collapseAfter: 3 },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = storyText(globals);
    await expect(canvas.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      '1',
      '2',
      '3',
      '9',
    ]);
    await expect(
      canvas.getByRole('button', { name: t('installments.showAll', { count: 9 }) }),
    ).toHaveAttribute('aria-expanded', 'false');
  },
};

/** The same nine after "show all": every instalment, and a button back to the short list. */
export const LongExpanded: Story = {
  args: { rows: schedule(9), collapseAfter: 3 },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = storyText(globals);
    await userEvent.click(
      canvas.getByRole('button', { name: t('installments.showAll', { count: 9 }) }),
    );
    await expect(canvas.getAllByRole('rowheader')).toHaveLength(9);
    await expect(canvas.getByRole('button', { name: t('installments.showFewer') })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};
