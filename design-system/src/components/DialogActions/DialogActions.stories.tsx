import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { setByStory } from '../../storybook/args';
import { storyText } from '../../storybook/text';
import { Button } from '../Button';
import { ResponsiveDialog } from '../ResponsiveDialog';
import { DialogActions } from './DialogActions';

/**
 * The one button row of every dialog: the primary first in reading and tab order, side by side
 * from 600 px up, and on a phone every button full width with the primary at the bottom, nearest
 * the thumb. Put it in the dialog's `footer`, which stays in reach while the body scrolls.
 */
const meta = {
  title: 'Overlays/DialogActions',
  component: DialogActions,
  tags: ['autodocs'],
  args: {},
  argTypes: setByStory(['primary', 'secondary', 'note'], 'the story (its buttons and note)'),
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: 420 } } },
  render: (args, { globals }) => {
    const t = storyText(globals);
    return (
      <ResponsiveDialog
        open
        title={t('paymentPlan.title')}
        closeLabel={t('common.close')}
        footer={
          <DialogActions
            {...args}
            primary={<Button>{t('common.continue')}</Button>}
            secondary={<Button variant="secondary">{t('common.cancel')}</Button>}
          />
        }
      >
        <p style={{ margin: 0 }}>{t('paymentPlan.intro')}</p>
      </ResponsiveDialog>
    );
  },
} satisfies Meta<typeof DialogActions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Continue and Cancel: the primary comes first for the keyboard, and at the bottom on a phone. */
export const PrimaryAndCancel: Story = {
  play: async ({ globals }) => {
    const t = storyText(globals);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('heading')).toHaveFocus());
    await userEvent.tab(); // Close
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: t('common.continue') })).toHaveFocus();
  },
};

/** Three buttons, as a step of a flow: Continue, Back and Cancel. */
export const ThreeActions: Story = {
  render: (args, { globals }) => {
    const t = storyText(globals);
    return (
      <ResponsiveDialog
        open
        title={t('paymentPlan.title')}
        closeLabel={t('common.close')}
        footer={
          <DialogActions
            {...args}
            primary={<Button>{t('common.continue')}</Button>}
            secondary={
              <>
                <Button variant="secondary">{t('common.back')}</Button>
                <Button variant="secondary">{t('common.cancel')}</Button>
              </>
            }
          />
        }
      >
        <p style={{ margin: 0 }}>{t('paymentPlan.intro')}</p>
      </ResponsiveDialog>
    );
  },
};

/** The primary waits for a choice: the note above the buttons says why, and describes it. */
export const WithNote: Story = {
  render: (args, { globals }) => {
    const t = storyText(globals);
    return (
      <ResponsiveDialog
        open
        title={t('settlement.title')}
        closeLabel={t('common.close')}
        footer={
          <DialogActions
            {...args}
            note={t('settlement.agreeRequired')}
            noteId="sign-note"
            primary={
              <Button disabled aria-describedby="sign-note">
                {t('settlement.sign')}
              </Button>
            }
          />
        }
      >
        <p style={{ margin: 0 }}>{t('settlement.binding.text')}</p>
      </ResponsiveDialog>
    );
  },
  play: async ({ globals }) => {
    const t = storyText(globals);
    const dialog = await screen.findByRole('dialog');
    await expect(
      within(dialog).getByRole('button', { name: t('settlement.sign') }),
    ).toHaveAccessibleDescription(t('settlement.agreeRequired'));
  },
};
