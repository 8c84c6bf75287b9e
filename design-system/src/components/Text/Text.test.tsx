import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Text } from './Text';

describe('Text', () => {
  it('renders a paragraph by default and the element it is given', () => {
    render(
      <>
        <Text>kappale</Text>
        <Text as="span">rivi</Text>
      </>,
    );
    expect(screen.getByText('kappale').tagName).toBe('P');
    expect(screen.getByText('rivi').tagName).toBe('SPAN');
  });

  it('gives muted and default text different classes', () => {
    render(
      <>
        <Text>a</Text>
        <Text tone="muted">b</Text>
      </>,
    );
    expect(screen.getByText('a').className).not.toBe(screen.getByText('b').className);
  });

  it('passes native props through', () => {
    render(
      <Text data-testid="x" aria-hidden="true" id="own">
        1:59
      </Text>,
    );
    expect(screen.getByTestId('x')).toHaveAttribute('id', 'own');
    expect(screen.getByTestId('x')).toHaveAttribute('aria-hidden', 'true');
  });
});
