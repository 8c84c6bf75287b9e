import { useState, type ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { setByStory } from '../../storybook/args';
import { storyText, translatedArgs } from '../../storybook/text';
import { Button } from '../Button';
import { DialogActions } from '../DialogActions';
import { Stepper, type StepState } from '../Stepper';
import { StepDialog } from './StepDialog';

/** The dialog's props, and where the story opens it and how long its step is. */
type Args = ComponentProps<typeof StepDialog> & {
  /** Story only: the step the dialog opens at (0-2). */
  start: 0 | 1 | 2;
  /** Story only: the flow is done (signed): closing closes at once, nothing is asked. */
  done: boolean;
  /** Story only: paragraphs in the step, to show the body scrolling under a footer that stays. */
  paragraphs: number;
};

const STEPS = ['1', '3', '4'] as const;

/** The settlement's steps: the dialog with its step in state, as the portal holds it. */
function Stepped({
  start,
  done,
  paragraphs,
  t,
  open: initiallyOpen,
  onOpenChange,
  ...dialog
}: Args & { t: ReturnType<typeof storyText> }) {
  const [step, setStep] = useState<number>(start);
  // Escape and Close close the dialog as in the portal; a button then opens it again. It is
  // shown only while the dialog is closed, so the open dialog looks as the portal's does.
  const [open, setOpen] = useState(initiallyOpen ?? true);
  if (!open) {
    return (
      <div style={{ padding: 16 }}>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          {t('settlement.title')}
        </Button>
      </div>
    );
  }
  const stepper = (
    <Stepper
      aria-label={t('settlement.stagesLabel')}
      steps={STEPS.map((key, index) => {
        const state: StepState =
          index < step ? 'completed' : index === step ? 'current' : 'upcoming';
        return { label: t(`settlement.steps.${key}`), state };
      })}
      stepText={(number, total) => t('stepper.step', { current: number, total })}
      stateTexts={{
        completed: t('stepper.state.completed'),
        current: t('stepper.state.current'),
        upcoming: t('stepper.state.upcoming'),
        disabled: t('stepper.state.disabled'),
      }}
    />
  );
  return (
    <StepDialog
      {...dialog}
      open
      onOpenChange={(next) => {
        setOpen(next);
        onOpenChange?.(next);
      }}
      stepKey={step}
      stepHeading={t(`settlement.steps.${STEPS[step] ?? '1'}`)}
      stepper={stepper}
      closeConfirmation={
        done
          ? null
          : {
              title: t('settlement.confirmClose.title'),
              text: t('settlement.confirmClose.text'),
              keepLabel: t('settlement.confirmClose.keep'),
              leaveLabel: t('settlement.confirmClose.cancel'),
            }
      }
      footer={
        <DialogActions
          primary={
            step < 2 ? (
              <Button onClick={() => setStep(step + 1)}>{t('common.continue')}</Button>
            ) : null
          }
          secondary={
            <Button variant="secondary" disabled={step === 0} onClick={() => setStep(step - 1)}>
              {t('common.back')}
            </Button>
          }
        />
      }
    >
      {Array.from({ length: paragraphs }, (_, i) => (
        <p key={i}>{t('settlement.step2.text')}</p>
      ))}
    </StepDialog>
  );
}

/** Text props of these stories: translation keys or any text (storybook/text.ts). */
const texts = ['title', 'description', 'closeLabel'] as const;

/**
 * The one multi-step dialog pattern, so that a long task reads the same wherever it appears:
 * each step opens at its top with focus on its heading (not on Close), the stepper shows from the
 * first step, the buttons stay in the footer in reach, and a confirmation makes the safe choice
 * primary.
 */
const meta = {
  title: 'Overlays/StepDialog',
  component: StepDialog,
  tags: ['autodocs'],
  args: {
    start: 0,
    done: false,
    paragraphs: 2,
    open: true,
    title: 'settlement.title',
    closeLabel: 'common.close',
    // Filled in by the story from its step (`start`, then the Continue and Back buttons).
    stepKey: 0,
    stepHeading: '',
  },
  argTypes: {
    start: { control: 'inline-radio', options: [0, 1, 2] },
    title: { control: 'text' },
    ...setByStory(
      ['stepKey', 'stepHeading', 'stepper', 'footer', 'children', 'closeConfirmation'],
      'the story (its step, from start)',
    ),
  },
  // On the docs page each story is framed: an open dialog then covers only its own frame, and
  // the page itself scrolls and takes Escape.
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: 640 } } },
  render: (args, { globals }) => (
    <Stepped {...translatedArgs(args, globals, texts)} t={storyText(globals)} />
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first step: stepper shown, focus on the step's heading. */
export const FirstStep: Story = {
  play: async ({ globals }) => {
    const t = storyText(globals);
    const heading = await screen.findByRole('heading', { name: t('settlement.steps.1') });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(
      screen.getByRole('navigation', { name: t('settlement.stagesLabel') }),
    ).toBeVisible();
  },
};

/** A long step: the body scrolls, the footer stays; the next step opens at its top. */
export const LongStep: Story = {
  args: { paragraphs: 14 },
  play: async ({ globals }) => {
    const t = storyText(globals);
    const first = await screen.findByRole('heading', { name: t('settlement.steps.1') });
    const body = first.parentElement!;
    body.scrollTop = body.scrollHeight;
    await userEvent.click(screen.getByRole('button', { name: t('common.continue') }));
    const next = await screen.findByRole('heading', { name: t('settlement.steps.3') });
    await waitFor(() => expect(next).toHaveFocus());
    await expect(body.scrollTop).toBe(0);
  },
};

/** The last step. */
export const LastStep: Story = { args: { start: 2 } };

/** Closing a flow with unsaved choices asks first: keeping it is the primary button. */
export const Confirmation: Story = {
  args: { start: 1 },
  play: async ({ globals }) => {
    const t = storyText(globals);
    await screen.findByRole('heading', { name: t('settlement.steps.3') });
    await userEvent.keyboard('{Escape}');
    const heading = await screen.findByRole('heading', {
      name: t('settlement.confirmClose.title'),
    });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  },
};

/** "Keep" goes back to the step as it was, its heading focused. */
export const KeepAfterConfirmation: Story = {
  args: { start: 1 },
  play: async ({ globals }) => {
    const t = storyText(globals);
    await screen.findByRole('heading', { name: t('settlement.steps.3') });
    await userEvent.keyboard('{Escape}');
    await userEvent.click(
      await screen.findByRole('button', { name: t('settlement.confirmClose.keep') }),
    );
    const heading = await screen.findByRole('heading', { name: t('settlement.steps.3') });
    await waitFor(() => expect(heading).toHaveFocus());
  },
};

/** A finished flow (signed) closes at once: nothing threatens to cancel it. */
export const DoneClosesAtOnce: Story = {
  args: { start: 2, done: true },
  play: async ({ globals, canvasElement }) => {
    const t = storyText(globals);
    await screen.findByRole('heading', { name: t('settlement.steps.4') });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(
      within(canvasElement).getByRole('button', { name: t('settlement.title') }),
    ).toBeVisible();
  },
};
