import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyText } from '../../storybook/text';
import { debtStateTone, isEndedDebtState, StateLabel, type DebtState } from './StateLabel';
import { inMain } from '../../storybook/decorators';

interface Args {
  state: DebtState;
}

const meta = {
  title: 'Data/StateLabel',
  component: StateLabel as unknown as React.ComponentType<Args>,
  tags: ['autodocs'],
  decorators: [inMain],
  args: { state: 3 },
  argTypes: { state: { control: { type: 'range', min: 1, max: 12 } } },
  render: ({ state }, { globals }) => {
    const t = storyText(globals);
    return (
      <StateLabel tone={debtStateTone(state)} ended={isEndedDebtState(state)}>
        {t(`debtState.${state}`)}
      </StateLabel>
    );
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InCollection: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/./)).toHaveAttribute('data-state', 'warning');
  },
};
export const InCourt: Story = { args: { state: 4 } };
export const Paid: Story = { args: { state: 8 } };

/** Every state of spec 4, for reviewing the colours together. */
export const AllStates: Story = {
  render: (_, { globals }) => {
    const t = storyText(globals);
    const states = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
    return (
      <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 8, listStyle: 'none', padding: 0 }}>
        {states.map((state) => (
          <li key={state}>
            <StateLabel tone={debtStateTone(state)} ended={isEndedDebtState(state)}>
              {t(`debtState.${state}`)}
            </StateLabel>
          </li>
        ))}
      </ul>
    );
  },
};
