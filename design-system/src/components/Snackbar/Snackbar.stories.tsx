import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { storyText } from '../../storybook/text';
import { Snackbar, type SnackbarTone } from './Snackbar';

interface Args {
  tone: SnackbarTone;
  messageKey: string;
  dismissRequired: boolean;
  /** Stories stay open for screenshots; the 6 s / 30 s defaults are unit-tested. */
  duration: number;
  withAction: boolean;
  onOpenChange: (open: boolean) => void;
}

function Demo({
  t,
  messageKey,
  withAction,
  onOpenChange,
  ...args
}: Args & { t: (key: string) => string }) {
  const [open, setOpen] = useState(true);
  return (
    <Snackbar
      {...args}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        onOpenChange(next);
      }}
      message={t(messageKey)}
      closeLabel={t('common.close')}
      regionLabel={t('snackbar.region')}
      announceLabel={t('snackbar.announce')}
      action={
        withAction
          ? { label: t('snackbar.retry'), altText: t('snackbar.retry'), onClick: () => {} }
          : undefined
      }
    />
  );
}

const meta = {
  title: 'Feedback/Snackbar',
  component: Snackbar as unknown as React.ComponentType<Args>,
  tags: ['autodocs'],
  args: {
    tone: 'success',
    messageKey: 'confirmPaymentPlan.1',
    dismissRequired: false,
    duration: 600_000,
    withAction: false,
    onOpenChange: fn(),
  },
  // On the docs page each story is framed: an open overlay covers only its own frame.
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: 240 } } },
  render: (args, { globals }) => (
    <div style={{ minHeight: 200 }}>
      <Demo {...args} t={storyText(globals)} />
    </div>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ args }) => {
    const close = await screen.findByRole('button', { name: /./ });
    await userEvent.click(close);
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

export const Info: Story = {
  args: { tone: 'info', messageKey: 'payment.canceled', dismissRequired: true },
};

export const ErrorMessage: Story = {
  args: { tone: 'error', messageKey: 'error.server.0', withAction: true },
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
