import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '@portal/design-system';
import { renderWithProviders } from '../test/render';
import { useAppDispatch } from '../lib/hooks';
import { dialogClosed, dialogOpened, selectDialogs } from '../lib/dialogs';
import DialogHost from './DialogHost';

function Opener({ mandatory = false }: { mandatory?: boolean }) {
  const dispatch = useAppDispatch();
  return (
    <Button onClick={() => dispatch(dialogOpened({ name: 'generalFeedback', mandatory }))}>
      Open
    </Button>
  );
}

describe('the dialog host', () => {
  it('loads a dialog by name when it opens and returns focus to the opener when it closes', async () => {
    const user = userEvent.setup();
    const { store } = renderWithProviders(
      <>
        <Opener />
        <DialogHost />
      </>,
    );
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toBeVisible();
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(selectDialogs(store.getState())[0]?.open).toBe(false);
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('a mandatory dialog ignores Escape and the close request; only its task closes it', async () => {
    const user = userEvent.setup();
    const { store } = renderWithProviders(
      <>
        <Opener mandatory />
        <DialogHost />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeVisible();
    expect(selectDialogs(store.getState())[0]).toMatchObject({ open: true, mandatory: true });
    act(() => {
      store.dispatch(dialogClosed('generalFeedback'));
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
