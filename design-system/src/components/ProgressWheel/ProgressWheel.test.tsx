import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ProgressWheel, wheelDisplay } from './ProgressWheel';

describe('ProgressWheel', () => {
  it('is a named progress bar with its value text', () => {
    render(<ProgressWheel percent={42} label="Maksettu" valueText="42 %" />);
    const bar = screen.getByRole('progressbar', { name: 'Maksettu' });
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(bar).toHaveAttribute('aria-valuetext', '42 %');
  });

  it('is 225 px by default and 200 px small, with a 15 px stroke', () => {
    const { container, rerender } = render(<ProgressWheel percent={60} label="a" valueText="a" />);
    expect(container.querySelector('svg')).toHaveAttribute('viewBox', '0 0 225 225');
    expect(container.querySelector('circle')).toHaveAttribute('stroke-width', '15');
    rerender(<ProgressWheel percent={60} label="a" valueText="a" size="small" />);
    expect(container.querySelector('svg')).toHaveAttribute('viewBox', '0 0 200 200');
  });

  it('draws segments only under 50 percent', () => {
    expect(wheelDisplay(49.9)).toBe('segmented');
    expect(wheelDisplay(50)).toBe('continuous');
    const { container } = render(<ProgressWheel percent={12} label="a" valueText="a" />);
    expect(container.querySelectorAll('circle')).toHaveLength(20);
    expect(container.querySelectorAll('circle[data-filled]')).toHaveLength(3);
  });

  it('keeps the centre text readable and passes native props through', () => {
    render(
      <ProgressWheel percent={0} label="a" valueText="0 %" data-testid="w">
        Jäljellä 10 €
      </ProgressWheel>,
    );
    expect(screen.getByText('Jäljellä 10 €')).toBeVisible();
    expect(screen.getByTestId('w')).toHaveAttribute('data-display', 'segmented');
  });
});
