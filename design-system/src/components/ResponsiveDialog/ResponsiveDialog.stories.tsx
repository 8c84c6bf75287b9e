import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { cents } from '@portal/openapi/money';
import { formatEuroCents } from '../../format';
import { setByStory } from '../../storybook/args';
import { interactionTest } from '../../storybook/interaction';
import { storyLocale, storyText, translatedArgs } from '../../storybook/text';
import { Button } from '../Button';
import { DialogActions } from '../DialogActions';
import { DialogClose, ResponsiveDialog } from './ResponsiveDialog';

/** Text props of these stories: translation keys or any text (storybook/text.ts). */
const texts = ['title', 'description', 'closeLabel'] as const;

const meta = {
  title: 'Overlays/ResponsiveDialog',
  component: ResponsiveDialog,
  tags: ['autodocs'],
  args: {
    title: 'customPayment.title',
    description: 'customPayment.text',
    closeLabel: 'common.close',
    defaultOpen: true,
    size: 'default',
    hideTitle: false,
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['default', 'narrow'] },
    title: { control: 'text' },
    description: { control: 'text' },
    ...setByStory(['trigger', 'footer', 'children'], 'the story (buttons and text)'),
  },
  // On the docs page each story is framed: an open overlay covers only its own frame.
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: 640 } } },
  render: (args, { globals }) => {
    const t = storyText(globals);
    return (
      <div style={{ padding: 16 }}>
        <ResponsiveDialog
          {...translatedArgs(args, globals, texts)}
          trigger={<Button variant="secondary">{t('customPayment.title')}</Button>}
          footer={
            <DialogActions
              primary={<Button>{t('common.continue')}</Button>}
              secondary={
                <DialogClose asChild>
                  <Button variant="secondary">{t('common.cancel')}</Button>
                </DialogClose>
              }
            />
          }
        >
          <p style={{ margin: 0 }}>
            {t('customPayment.minimum', { min: formatEuroCents(cents(500), storyLocale(globals)) })}
          </p>
        </ResponsiveDialog>
      </div>
    );
  },
} satisfies Meta<typeof ResponsiveDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened from its trigger: focus moves in, stays in, and returns to the trigger on close. */
export const Closed: Story = {
  args: { defaultOpen: false },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button');
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    await expect(dialog).toHaveAccessibleName(trigger.textContent ?? '');
    // Focus starts on the heading, not on Close.
    await waitFor(() => expect(within(dialog).getByRole('heading')).toHaveFocus());
    // Three buttons inside (close, cancel, continue): tabbing four times stays inside.
    for (let i = 0; i < 4; i += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

/** Open, as it first shows: title, description, the text and its two actions. */
export const Open: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(dialog).toHaveAccessibleDescription(/./);
    // Close, Continue, Cancel: the primary comes first after Close.
    await expect(within(dialog).getAllByRole('button')).toHaveLength(3);
  },
};

/** Test: Cancel closes the open dialog. */
export const ClosingWithCancel: Story = {
  tags: ['!dev', '!autodocs'],
  ...interactionTest,
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    // Close, Continue, Cancel: the primary comes first after Close.
    await userEvent.click(within(dialog).getAllByRole('button')[2]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** 1000 px wide (consent and some others). */
export const Narrow: Story = { args: { size: 'narrow' } };

/** The title is read by screen readers but not shown. */
export const HiddenTitle: Story = {
  args: { hideTitle: true },
  play: async () => {
    await expect(await screen.findByRole('dialog')).toHaveAccessibleName(/./);
  },
};

/** The mandatory court-decision dialog cannot be closed. */
export const CannotBeClosed: Story = {
  args: {
    dismissible: false,
    title: 'verdict.mandatoryTitle',
    description: undefined,
    closeLabel: undefined,
  },
  render: (args, { globals }) => {
    const t = storyText(globals);
    return (
      <ResponsiveDialog
        {...translatedArgs(args, globals, texts)}
        footer={<DialogActions primary={<Button>{t('verdict.proceed')}</Button>} />}
      >
        <p style={{ margin: 0 }}>{t('verdict.mandatoryText')}</p>
      </ResponsiveDialog>
    );
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getAllByRole('button')).toHaveLength(1);
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog')).toBeVisible();
  },
};
