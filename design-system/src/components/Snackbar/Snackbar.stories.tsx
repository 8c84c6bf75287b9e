import { useState, type ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { storyText, translatedArgs } from '../../storybook/text';
import { Snackbar } from './Snackbar';
import { interactionTest } from '../../storybook/interaction';

/** The snackbar with its open state kept, as the portal's message queue does: `open` is the first. */
function Controlled({
  open: initialOpen,
  onOpenChange,
  ...props
}: ComponentProps<typeof Snackbar>) {
  const [open, setOpen] = useState(initialOpen);
  return (
    <Snackbar
      {...props}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        onOpenChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Feedback/Snackbar',
  component: Snackbar,
  tags: ['autodocs'],
  args: {
    tone: 'success',
    // Translation keys or any text (storybook/text.ts translatedArgs).
    message: 'confirmPaymentPlan.1',
    closeLabel: 'common.close',
    regionLabel: 'snackbar.region',
    announceLabel: 'snackbar.announce',
    dismissRequired: false,
    // Stories stay open for screenshots; the 6 s / 30 s defaults are unit-tested.
    duration: 600_000,
    open: true,
    onOpenChange: fn(),
  },
  argTypes: { message: { control: 'text' } },
  // On the docs page each story is framed: an open overlay covers only its own frame.
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: 240 } } },
  render: ({ action, actions, ...args }, { globals }) => (
    <div style={{ minHeight: 200 }}>
      <Controlled
        {...translatedArgs(args, globals, [
          'message',
          'closeLabel',
          'regionLabel',
          'announceLabel',
        ])}
        action={action && translatedArgs(action, globals, ['label', 'altText'])}
        actions={actions?.map((item) => translatedArgs(item, globals, ['label', 'altText']))}
      />
    </div>
  ),
} satisfies Meta<typeof Snackbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async () => {
    await expect(await screen.findByRole('button', { name: /./ })).toBeVisible();
  },
};

/** Test: the close button closes the message. */
export const Closing: Story = {
  tags: ['!dev', '!autodocs'],
  ...interactionTest,
  play: async ({ args }) => {
    const close = await screen.findByRole('button', { name: /./ });
    await userEvent.click(close);
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

export const Info: Story = {
  args: { tone: 'info', message: 'payment.canceled', dismissRequired: true },
};

export const ErrorMessage: Story = {
  args: {
    tone: 'error',
    message: 'error.server.0',
    action: { label: 'snackbar.retry', altText: 'snackbar.retry', onClick: fn() },
  },
};

/**
 * The court-decision notice with two decisions: a link per debt, in a row under the message so that
 * each label stays whole on a phone.
 */
export const WithSeveralLinks: Story = {
  args: { tone: 'info', dismissRequired: true, message: 'verdict.notice' },
  render: (args, { globals }) => {
    const t = storyText(globals);
    const cases = ['4000001', '4000002'];
    return (
      <div style={{ minHeight: 200 }}>
        <Controlled
          {...translatedArgs(args, globals, ['closeLabel', 'regionLabel', 'announceLabel'])}
          message={t('verdict.notice', { count: cases.length, cases: cases.join(', ') })}
          actions={cases.map((nr) => ({
            label: t('verdict.noticeLinkCase', { case: nr }),
            altText: t('verdict.noticeLinkCase', { case: nr }),
            onClick: fn(),
          }))}
        />
      </div>
    );
  },
};

/**
 * The timer closes it by itself (a short duration here; 6 s in the portal). A behaviour story: its
 * picture depends on when the 300 ms run out, so loki leaves it to the play function (the other
 * stories cover how a snackbar looks).
 */
export const ClosesByItself: Story = {
  args: { duration: 300 },
  parameters: { loki: { skip: true } },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false), { timeout: 3000 });
  },
};
