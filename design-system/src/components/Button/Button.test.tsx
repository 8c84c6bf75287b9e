import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './Button';

describe('Button', () => {
  it('is a button named by its text and calls onClick', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Maksa heti</Button>);
    const button = screen.getByRole('button', { name: 'Maksa heti' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('ignores clicks while loading and announces the loading text', async () => {
    const onClick = vi.fn();
    render(
      <Button loading loadingText="Käsitellään…" onClick={onClick}>
        Maksa
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Käsitellään…' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Käsitellään…');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('does not fire when disabled', async () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Jatka
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Jatka' }));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('passes native props through', () => {
    render(
      <Button type="submit" form="login" data-testid="b">
        Kirjaudu
      </Button>,
    );
    const button = screen.getByTestId('b');
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).toHaveAttribute('form', 'login');
  });
});
