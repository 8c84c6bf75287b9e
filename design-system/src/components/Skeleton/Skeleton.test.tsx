import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Skeleton } from './Skeleton';

describe('Skeleton', () => {
  it('is hidden from assistive technology and sized by props', () => {
    render(<Skeleton data-testid="s" width={120} height="2em" />);
    const shape = screen.getByTestId('s');
    expect(shape).toHaveAttribute('aria-hidden', 'true');
    expect(shape).toHaveStyle({ width: '120px', height: '2em' });
    expect(shape).toHaveAttribute('data-state', 'animated');
  });

  it('can be still', () => {
    render(<Skeleton data-testid="s" animated={false} className="own" />);
    expect(screen.getByTestId('s')).toHaveAttribute('data-state', 'static');
    expect(screen.getByTestId('s')).toHaveClass('own');
  });
});
