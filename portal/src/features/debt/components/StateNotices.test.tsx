import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { translate } from '@portal/translations';
import { debt } from '../../../test/debtor-fixtures';
import { renderWithProviders } from '../../../test/render';
import { StateNotices } from './StateNotices';

const fi = (key: string) => translate('fi', key);

describe('StateNotices, a debt in court (spec 4)', () => {
  it('warns that a judgment may be given while the court has not decided', () => {
    renderWithProviders(<StateNotices debt={debt(1, 4, '2026-11-01')} locale="fi-FI" />);
    expect(screen.getByText(fi('debt.court.paymentWarning'))).toBeInTheDocument();
    expect(screen.queryByText(fi('debt.court.verdictTitle'))).not.toBeInTheDocument();
  });

  it('says a judgment has been given once the decision is there, as the dialog does', () => {
    const decided = { ...debt(1, 4, '2026-11-01'), isVerdictAvailable: true };
    renderWithProviders(<StateNotices debt={decided} locale="fi-FI" />);
    expect(screen.getByText(fi('debt.court.verdictTitle'))).toBeInTheDocument();
    expect(screen.getByText(fi('debt.court.verdictText'))).toBeInTheDocument();
    expect(screen.queryByText(fi('debt.court.paymentWarning'))).not.toBeInTheDocument();
  });
});

describe('StateNotices, debt restructuring (spec 3, 4)', () => {
  it("shows the restructuring notice when the server's flag says so", () => {
    const flagged = {
      ...debt(1, 6, '2026-11-01'),
      showDebtRestructuringWarning: true,
      orderDebtRestructuringDebtID: 'VJ-2026-118',
    };
    renderWithProviders(<StateNotices debt={flagged} locale="fi-FI" />);
    expect(screen.getByText(fi('debt.restructuring.text'))).toBeInTheDocument();
    expect(
      screen.getByText(translate('fi', 'debt.restructuring.id', { id: 'VJ-2026-118' })),
    ).toBeInTheDocument();
  });

  it('shows none for state 6 when the server does not ask for it', () => {
    renderWithProviders(
      <StateNotices
        debt={{ ...debt(1, 6, '2026-11-01'), showDebtRestructuringWarning: false }}
        locale="fi-FI"
      />,
    );
    expect(screen.queryByText(fi('debt.restructuring.text'))).not.toBeInTheDocument();
  });
});
