import type { ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { cents } from '@portal/openapi/money';
import { setByStory } from '../../storybook/args';
import { storyLocale, storyText, translatedArgs } from '../../storybook/text';
import { storyDebtStates } from '../../storybook/debt-states';
import { ArchiveCard } from './ArchiveCard';

/** The card's props, and the ended state (8 paid, 9 ended, 10 groundless) that sets the state's props. */
type Args = ComponentProps<typeof ArchiveCard> & { state: 8 | 9 | 10 };

const meta = {
  title: 'Cards/ArchiveCard',
  component: ArchiveCard,
  tags: ['autodocs'],
  args: {
    state: 8,
    creditorName: 'Kodinkone Oy',
    endDate: '2025-11-28',
    totalCents: cents(120000),
    // A translation key or any text (storybook/text.ts translatedArgs).
    totalLabel: 'archiveCard.total',
    href: '#/debt/12345678',
    // Filled in by the render from `state` and the locale toolbar.
    stateLabel: '',
    colorGroup: 'success',
    endDateLabel: '',
    locale: 'fi-FI',
  },
  argTypes: {
    state: {
      name: 'state (story)',
      description:
        'The ended debt state. The story sets `stateLabel`, `colorGroup` and `endDateLabel` from it.',
      control: 'inline-radio',
      options: [8, 9, 10],
      table: { category: 'Story' },
    },
    ...setByStory(['stateLabel', 'colorGroup', 'endDateLabel'], 'the state control'),
    ...setByStory(['locale']),
  },
  render: ({ state, ...args }, { globals }) => {
    const t = storyText(globals);
    return (
      <div style={{ maxWidth: 360 }}>
        <ArchiveCard
          {...translatedArgs(args, globals, ['totalLabel'])}
          stateLabel={t(`debtState.${state}`)}
          colorGroup={storyDebtStates[state].colorGroup}
          endDateLabel={t(state === 8 ? 'archiveCard.paidOn' : 'archiveCard.endedOn')}
          locale={storyLocale(globals)}
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
export const Groundless: Story = {
  args: { state: 10, totalCents: undefined, totalLabel: undefined },
};
