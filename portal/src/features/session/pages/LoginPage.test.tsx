import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { translate } from '@portal/translations';
import { renderWithProviders } from '../../../test/render';
import { loginFailed, strongLoginFailed } from '../slice';
import { LoginTabs } from './LoginTabs';
import LoginPage from './LoginPage';

describe('LoginPage', () => {
  // A desktop screen: the login card is on the page (on a phone it opens in a dialog).
  beforeEach(() => {
    vi.stubGlobal(
      'matchMedia',
      (query: string) =>
        ({
          matches: false,
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('tells the composition root once when the visitor first touches the login form', () => {
    const onFirstUse = vi.fn();
    renderWithProviders(<LoginPage onFirstUse={onFirstUse} />);
    expect(onFirstUse).not.toHaveBeenCalled();
    // (jsdom applies no media queries: the card counts as hidden to the role queries.)
    const tab = screen.getAllByRole('tab', { hidden: true })[0]!;
    fireEvent.focus(tab);
    fireEvent.pointerDown(tab);
    fireEvent.keyDown(tab, { key: 'ArrowRight' });
    expect(onFirstUse).toHaveBeenCalledTimes(1);
  });

  it("does not call it for the page's other parts", () => {
    const onFirstUse = vi.fn();
    renderWithProviders(<LoginPage onFirstUse={onFirstUse} />);
    fireEvent.pointerDown(screen.getByRole('heading', { level: 1 }));
    expect(onFirstUse).not.toHaveBeenCalled();
  });

  // Code 4 after a case-number login means only that this case has ended; the person may have
  // other cases. After the bank login it means no open debt at all.
  it('after a case-number login, says that this case has nothing left to pay', () => {
    const { store } = renderWithProviders(<LoginPage />);
    act(() => void store.dispatch(loginFailed(4)));
    expect(screen.getByText(translate('fi', 'login.allPaid'))).toBeTruthy();
    expect(screen.getByText(translate('fi', 'error.login.4'))).toBeTruthy();
  });

  it('a cancelled bank login is information on the bank login’s tab, not an error by the case-number form', () => {
    const { store } = renderWithProviders(<LoginTabs />);
    act(() => void store.dispatch(strongLoginFailed(2)));
    expect(screen.getByRole('tab', { name: translate('fi', 'login.strongTab') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent(translate('fi', 'error.login.2'));
    expect(notice).toHaveAttribute('data-state', 'info');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('after the bank login, says that there is nothing to pay at all', () => {
    const { store } = renderWithProviders(<LoginPage />);
    act(() => void store.dispatch(strongLoginFailed(4)));
    expect(screen.getByText(translate('fi', 'login.noOpenDebts'))).toBeTruthy();
    expect(screen.getByText(translate('fi', 'error.login.noOpenDebts'))).toBeTruthy();
  });
});
