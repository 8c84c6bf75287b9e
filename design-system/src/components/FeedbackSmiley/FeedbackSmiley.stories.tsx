import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyText } from '../../storybook/text';
import { FeedbackSmiley, type Smiley } from './FeedbackSmiley';

interface Args {
  initial: Smiley | null;
  disabled: boolean;
  onValueChange: (value: Smiley) => void;
}

function Demo({ initial, onValueChange, disabled, t }: Args & { t: (key: string) => string }) {
  const [value, setValue] = useState(initial);
  return (
    <FeedbackSmiley
      legend={t('feedback.question')}
      goodLabel={t('feedback.good')}
      badLabel={t('feedback.bad')}
      value={value}
      disabled={disabled}
      onValueChange={(next) => {
        setValue(next);
        onValueChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Forms/FeedbackSmiley',
  component: FeedbackSmiley as unknown as React.ComponentType<Args>,
  tags: ['autodocs'],
  args: { initial: null, disabled: false, onValueChange: fn() },
  render: (args, { globals }) => <Demo {...args} t={storyText(globals)} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unanswered: Story = {
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

export const Good: Story = { args: { initial: 1 } };

/** Locked once the feedback has been sent (spec 4). */
export const Locked: Story = {
  args: { initial: 0, disabled: true },
  play: async ({ canvasElement, args }) => {
    const [good] = within(canvasElement).getAllByRole('radio');
    await expect(good).toBeDisabled();
    await userEvent.click(good!, { pointerEventsCheck: 0 });
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};
