import type { ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyText } from '../../storybook/text';
import { setByStory } from '../../storybook/args';
import {
  debtStateArgType,
  storyDebtStates,
  type StoryDebtState,
} from '../../storybook/debt-states';
import { StateLabel } from './StateLabel';

/** The label's props, and the debt state (1-12) from which the story sets them. */
type Args = ComponentProps<typeof StateLabel> & { state: StoryDebtState };

const meta = {
  title: 'Data/StateLabel',
  component: StateLabel,
  tags: ['autodocs'],
  args: {
    state: 3,
    // Filled in by the render from `state` and the locale toolbar.
    children: '',
    colorGroup: 'warning',
  },
  argTypes: {
    state: debtStateArgType,
    ...setByStory(['children', 'colorGroup', 'ended'], 'the state control'),
  },
  render: ({ state, ...props }, { globals }) => (
    <StateLabel
      {...props}
      colorGroup={storyDebtStates[state].colorGroup}
      ended={storyDebtStates[state].ended}
    >
      {storyText(globals)(`debtState.${state}`)}
    </StateLabel>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** colorGroup "warning". */
export const InCollection: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/./)).toHaveAttribute('data-state', 'warning');
  },
};
/** colorGroup "info". */
export const InBilling: Story = { args: { state: 1 } };
/** colorGroup "danger". */
export const InCourt: Story = { args: { state: 4 } };
/** colorGroup "neutral". */
export const DebtRestructuring: Story = { args: { state: 6 } };
/** colorGroup "success" and ended: the check mark. */
export const Paid: Story = {
  args: { state: 8 },
  play: async ({ canvasElement }) => {
    const label = within(canvasElement).getByText(/./);
    await expect(label).toHaveAttribute('data-state', 'success');
    await expect(label.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** A colour group this version does not know yet is shown neutral instead of failing. */
export const UnknownColorGroup: Story = {
  args: { colorGroup: 'purple' },
  render: ({ state, ...props }, { globals }) => (
    <StateLabel {...props}>{storyText(globals)(`debtState.${state}`)}</StateLabel>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/./)).toHaveAttribute('data-state', 'neutral');
  },
};

/** Every debt state with the colour group the server sends, for reviewing them together. */
export const AllStates: Story = {
  render: (_, { globals }) => {
    const t = storyText(globals);
    const states = Object.keys(storyDebtStates).map(Number) as StoryDebtState[];
    return (
      <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 8, listStyle: 'none', padding: 0 }}>
        {states.map((state) => (
          <li key={state}>
            <StateLabel
              colorGroup={storyDebtStates[state].colorGroup}
              ended={storyDebtStates[state].ended}
            >
              {t(`debtState.${state}`)}
            </StateLabel>
          </li>
        ))}
      </ul>
    );
  },
};
