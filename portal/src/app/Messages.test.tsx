import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { translate } from '@portal/translations';
import { dialogClosed, dialogOpened } from '../lib/dialogs';
import { messageShown } from '../lib/messages';
import { renderWithProviders } from '../test/render';
import Messages from './Messages';

const text = translate('fi', 'payment.confirmed');
const shown = () => messageShown({ type: 'success', text: 'payment.confirmed' });

describe('Messages', () => {
  it('shows a message at once when no mandatory dialog is open', () => {
    const { store } = renderWithProviders(<Messages />);
    act(() => {
      store.dispatch(shown());
    });
    expect(screen.getAllByText(text).length).toBeGreaterThan(0);
  });

  it('holds a message while the mandatory court-decision dialog is open, then shows it', () => {
    const { store } = renderWithProviders(<Messages />);
    act(() => {
      store.dispatch(shown());
      store.dispatch(dialogOpened({ name: 'verdict', props: { orderNr: null }, mandatory: true }));
    });
    expect(screen.queryByText(text)).not.toBeInTheDocument();
    act(() => {
      store.dispatch(dialogClosed('verdict'));
    });
    expect(screen.getAllByText(text).length).toBeGreaterThan(0);
  });
});
