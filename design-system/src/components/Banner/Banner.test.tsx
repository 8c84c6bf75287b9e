import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Banner } from './Banner';

describe('Banner', () => {
  it('is a region named by its title', () => {
    render(
      <Banner title="Liikasuoritus" headingLevel={3}>
        Lisää tilinumero.
      </Banner>,
    );
    expect(screen.getByRole('region', { name: 'Liikasuoritus' })).toHaveTextContent(
      'Lisää tilinumero.',
    );
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Liikasuoritus');
  });

  it('is dismissed by its named close button', async () => {
    const onDismiss = vi.fn();
    render(<Banner title="T" onDismiss={onDismiss} dismissLabel="Sulje" />);
    await userEvent.click(screen.getByRole('button', { name: 'Sulje' }));
    expect(onDismiss).toHaveBeenCalled();
  });

  it('passes native props through', () => {
    render(<Banner title="T" tone="error" data-testid="b" />);
    expect(screen.getByTestId('b')).toHaveAttribute('data-state', 'error');
  });
});
