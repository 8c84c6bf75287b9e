import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyLocale, storyText } from '../../storybook/text';
import { storyDebtStates } from '../../storybook/debt-states';
import { ArchiveCard } from './ArchiveCard';

interface Args {
  state: 8 | 9 | 10;
  withTotal: boolean;
}

const meta = {
  title: 'Cards/ArchiveCard',
  component: ArchiveCard as unknown as React.ComponentType<Args>,
  tags: ['autodocs'],
  args: { state: 8, withTotal: true },
  argTypes: { state: { control: 'inline-radio', options: [8, 9, 10] } },
  render: ({ state, withTotal }, { globals }) => {
    const t = storyText(globals);
    return (
      <div style={{ maxWidth: 360 }}>
        <ArchiveCard
          creditorName="Kodinkone Oy"
          stateLabel={t(`debtState.${state}`)}
          colorGroup={storyDebtStates[state].colorGroup}
          endDate="2025-11-28"
          endDateLabel={t(state === 8 ? 'archiveCard.paidOn' : 'archiveCard.endedOn')}
          totalCents={withTotal ? 120000 : undefined}
          totalLabel={withTotal ? t('archiveCard.total') : undefined}
          locale={storyLocale(globals)}
          href="#/debt/12345678"
        />
      </div>
    );
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Paid: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article');
    await expect(card).toHaveTextContent('28.11.2025');
    await expect(card).toHaveAttribute('data-state', 'ended');
  },
};
export const Ended: Story = { args: { state: 9 } };
export const Groundless: Story = { args: { state: 10, withTotal: false } };
