import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ArchiveCard } from './ArchiveCard';

describe('ArchiveCard', () => {
  it('shows the end date, the state with a check mark and links to the debt', () => {
    render(
      <ArchiveCard
        creditorName="Kodinkone Oy"
        stateLabel="Maksettu"
        colorGroup="success"
        endDate="2025-11-28"
        endDateLabel="Maksettu"
        locale="fi-FI"
        href="/debt/1"
      />,
    );
    const card = screen.getByRole('article', { name: 'Kodinkone Oy' });
    expect(card).toHaveTextContent('28.11.2025');
    expect(screen.getAllByText('Maksettu')[0]?.querySelector('svg')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Kodinkone Oy' })).toHaveAttribute('href', '/debt/1');
  });

  it('passes native props through', () => {
    render(
      <ArchiveCard
        creditorName="A"
        stateLabel="B"
        colorGroup="success"
        endDate={null}
        endDateLabel="C"
        locale="fi-FI"
        href="/"
        data-testid="a"
      />,
    );
    expect(screen.getByTestId('a')).toBeInTheDocument();
  });
});
