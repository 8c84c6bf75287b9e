import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CloseIcon } from '../../icons';
import { IconButton } from './IconButton';

describe('IconButton', () => {
  it('is a button named by aria-label, with a hidden icon', async () => {
    const onClick = vi.fn();
    render(<IconButton aria-label="Sulje" icon={<CloseIcon />} onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Sulje' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('passes native props through', () => {
    render(
      <IconButton
        aria-label="Valikko"
        icon={<CloseIcon />}
        aria-expanded="false"
        data-testid="b"
      />,
    );
    expect(screen.getByTestId('b')).toHaveAttribute('aria-expanded', 'false');
  });
});
