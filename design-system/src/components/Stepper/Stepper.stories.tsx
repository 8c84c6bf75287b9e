import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { setByStory } from '../../storybook/args';
import { storyText, translatedArgs } from '../../storybook/text';
import { Stepper, type StepState } from './Stepper';

/**
 * The reclamation's steps, those before `current` completed; the bill step only when
 * there is more than one invoice. Labels are translation keys (or any text).
 */
const reclamationSteps = (current: number, withBillStep = true) =>
  ['intro', ...(withBillStep ? ['bills'] : []), 'details', 'done'].map((key, index) => ({
    label: `reclamation.steps.${key}`,
    state: (index < current
      ? 'completed'
      : index === current
        ? 'current'
        : 'upcoming') as StepState,
  }));

const meta = {
  title: 'Navigation/Stepper',
  component: Stepper,
  tags: ['autodocs'],
  args: {
    // Translation keys or any text (storybook/text.ts translatedArgs).
    'aria-label': 'reclamation.stepsLabel',
    steps: reclamationSteps(1),
    onStepClick: fn(),
    // Filled in by the render from the locale toolbar.
    stepText: (number: number, total: number) => `${number}/${total}`,
    stateTexts: { completed: '', current: '', upcoming: '', disabled: '' },
  },
  argTypes: { 'aria-label': { control: 'text' }, ...setByStory(['stepText', 'stateTexts']) },
  render: ({ steps, ...args }, { globals }) => {
    const t = storyText(globals);
    return (
      <Stepper
        {...translatedArgs(args, globals, ['aria-label'])}
        steps={steps.map((step) => translatedArgs(step, globals, ['label']))}
        stepText={(number, total) => t('stepper.step', { current: number, total })}
        stateTexts={{
          completed: t('stepper.state.completed'),
          current: t('stepper.state.current'),
          upcoming: t('stepper.state.upcoming'),
          disabled: t('stepper.state.disabled'),
        }}
      />
    );
  },
} satisfies Meta<typeof Stepper>;

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
  args: { steps: reclamationSteps(0) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Done: Story = { args: { steps: reclamationSteps(3) } };

/** With a single invoice the bill step is skipped. */
export const SingleBill: Story = { args: { steps: reclamationSteps(1, false) } };
