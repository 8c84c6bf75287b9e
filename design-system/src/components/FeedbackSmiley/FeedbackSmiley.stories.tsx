import { useState, type ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { translatedArgs } from '../../storybook/text';
import { FeedbackSmiley } from './FeedbackSmiley';
import { interactionTest } from '../../storybook/interaction';

/** The faces with their value in state, as a form holds it: `value` is the face it starts with. */
function Controlled({
  value: initialValue,
  onValueChange,
  ...props
}: ComponentProps<typeof FeedbackSmiley>) {
  const [value, setValue] = useState(initialValue);
  return (
    <FeedbackSmiley
      {...props}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onValueChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Forms/FeedbackSmiley',
  component: FeedbackSmiley,
  tags: ['autodocs'],
  args: {
    // Translation keys or any text (storybook/text.ts translatedArgs).
    legend: 'feedback.question',
    goodLabel: 'feedback.good',
    badLabel: 'feedback.bad',
    value: null,
    disabled: false,
    onValueChange: fn(),
  },
  argTypes: { value: { control: 'inline-radio', options: [null, 0, 1] } },
  render: (args, { globals }) => (
    <Controlled {...translatedArgs(args, globals, ['legend', 'goodLabel', 'badLabel'])} />
  ),
} satisfies Meta<typeof FeedbackSmiley>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unanswered: Story = {};

/** Test: a click answers, Left arrow changes the answer. */
export const Answering: Story = {
  tags: ['!dev', '!autodocs'],
  ...interactionTest,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup')).toHaveAccessibleName(/./);
    const [good, bad] = canvas.getAllByRole('radio') as [HTMLElement, HTMLElement];
    await userEvent.click(bad);
    await expect(args.onValueChange).toHaveBeenLastCalledWith(0);
    await userEvent.keyboard('{ArrowLeft>}');
    await waitFor(() => expect(good).toBeChecked());
    await userEvent.keyboard('{/ArrowLeft}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(1);
  },
};

export const Good: Story = { args: { value: 1 } };

/** Locked once the feedback has been sent. */
export const Locked: Story = {
  args: { value: 0, disabled: true },
  play: async ({ canvasElement, args }) => {
    const [good] = within(canvasElement).getAllByRole('radio');
    await expect(good).toBeDisabled();
    await userEvent.click(good!, { pointerEventsCheck: 0 });
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};
