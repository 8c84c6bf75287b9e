import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { Snackbar, SNACKBAR_DURATION, SNACKBAR_LONG_DURATION } from './Snackbar';

const base = {
  open: true,
  message: 'Tallennettu',
  closeLabel: 'Sulje',
  regionLabel: 'Ilmoitukset',
  announceLabel: 'Ilmoitus',
};

describe('Snackbar', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('announces each message with its own label, never the region hotkey placeholder', () => {
    render(<Snackbar {...base} regionLabel="Ilmoitukset ({hotkey})" onOpenChange={() => {}} />);
    act(() => vi.advanceTimersByTime(50));
    expect(screen.getByRole('region', { name: 'Ilmoitukset (F8)' })).toBeInTheDocument();
    expect(document.body.textContent).not.toContain('{hotkey}');
    expect(screen.getByRole('status')).toHaveTextContent('Ilmoitus Tallennettu');
  });

  it('shows one button per action, each doing its own thing', () => {
    const first = vi.fn();
    const second = vi.fn();
    render(
      <Snackbar
        {...base}
        onOpenChange={() => {}}
        actions={[
          { label: 'Näytä asia 4000001', altText: 'Näytä asia 4000001', onClick: first },
          { label: 'Näytä asia 4000002', altText: 'Näytä asia 4000002', onClick: second },
        ]}
      />,
    );
    act(() => vi.advanceTimersByTime(50));
    act(() => screen.getByRole('button', { name: 'Näytä asia 4000002' }).click());
    expect(second).toHaveBeenCalledTimes(1);
    expect(first).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Näytä asia 4000001' })).toBeInTheDocument();
  });

  it.each([
    ['info', false, SNACKBAR_DURATION],
    ['success', false, SNACKBAR_DURATION],
    ['error', false, SNACKBAR_LONG_DURATION],
    ['info', true, SNACKBAR_LONG_DURATION],
  ] as const)('%s (dismiss required %s) closes after %i ms', (tone, dismissRequired, ms) => {
    const onOpenChange = vi.fn();
    render(
      <Snackbar
        {...base}
        tone={tone}
        dismissRequired={dismissRequired}
        onOpenChange={onOpenChange}
      />,
    );
    expect(screen.getAllByText('Tallennettu').length).toBeGreaterThan(0);
    act(() => {
      vi.advanceTimersByTime(ms - 100);
    });
    expect(onOpenChange).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('is 6 s and 30 s as spec 9 says', () => {
    expect(SNACKBAR_DURATION).toBe(6000);
    expect(SNACKBAR_LONG_DURATION).toBe(30000);
  });

  it('has a named close button', () => {
    const onOpenChange = vi.fn();
    render(<Snackbar {...base} onOpenChange={onOpenChange} />);
    act(() => {
      screen.getByRole('button', { name: 'Sulje' }).click();
    });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
