import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyText } from '../../storybook/text';
import { Stepper, type StepState } from './Stepper';

interface Args {
  current: number;
  withBillStep: boolean;
  onStepClick: (index: number) => void;
}

const meta = {
  title: 'Navigation/Stepper',
  component: Stepper as unknown as React.ComponentType<Args>,
  tags: ['autodocs'],
  args: { current: 1, withBillStep: true, onStepClick: fn() },
  render: ({ current, withBillStep, onStepClick }, { globals }) => {
    const t = storyText(globals);
    // Spec 4: reclamation steps; the bill step only when there is more than one invoice.
    const keys = ['intro', ...(withBillStep ? ['bills'] : []), 'details', 'done'];
    const state = (index: number): StepState =>
      index < current ? 'completed' : index === current ? 'current' : 'upcoming';
    return (
      <Stepper
        aria-label={t('reclamation.stepsLabel')}
        steps={keys.map((key, index) => ({
          label: t(`reclamation.steps.${key}`),
          state: state(index),
        }))}
        stepText={(number, total) => t('stepper.step', { current: number, total })}
        stateTexts={{
          completed: t('stepper.state.completed'),
          current: t('stepper.state.current'),
          upcoming: t('stepper.state.upcoming'),
          disabled: t('stepper.state.disabled'),
        }}
        onStepClick={onStepClick}
      />
    );
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SecondStep: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation')).toHaveAccessibleName(/./);
    const current = canvasElement.querySelector('[aria-current="step"]');
    await expect(current).toHaveTextContent(/2\/4/);
    const back = canvas.getByRole('button');
    await userEvent.tab();
    await expect(back).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onStepClick).toHaveBeenCalledWith(0);
  },
};

export const FirstStep: Story = {
  args: { current: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Done: Story = { args: { current: 3 } };

/** With a single invoice the bill step is skipped (spec 4). */
export const SingleBill: Story = { args: { withBillStep: false, current: 1 } };
