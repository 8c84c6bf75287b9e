import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Stack } from './Stack';

describe('Stack', () => {
  it('renders its children in a div by default', () => {
    render(
      <Stack data-testid="s">
        <p>a</p>
        <p>b</p>
      </Stack>,
    );
    const stack = screen.getByTestId('s');
    expect(stack.tagName).toBe('DIV');
    expect(stack.children).toHaveLength(2);
  });

  it('keeps the element it is given (a form stays a form)', () => {
    render(
      <Stack as="form" aria-label="Kirjautuminen" noValidate>
        <button type="submit">Kirjaudu</button>
      </Stack>,
    );
    const form = screen.getByRole('form', { name: 'Kirjautuminen' });
    expect(form.tagName).toBe('FORM');
    expect(form).toHaveAttribute('novalidate');
  });

  it('gives different gaps and directions different classes', () => {
    render(
      <>
        <Stack data-testid="a" gap={2} />
        <Stack data-testid="b" gap={5} />
        <Stack data-testid="c" gap={5} direction="horizontal" />
      </>,
    );
    const [a, b, c] = ['a', 'b', 'c'].map((id) => screen.getByTestId(id).className);
    expect(a).not.toBe(b);
    expect(b).not.toBe(c);
  });

  it('passes native props through', () => {
    render(<Stack data-testid="x" id="own" aria-live="polite" />);
    expect(screen.getByTestId('x')).toHaveAttribute('id', 'own');
    expect(screen.getByTestId('x')).toHaveAttribute('aria-live', 'polite');
  });
});
