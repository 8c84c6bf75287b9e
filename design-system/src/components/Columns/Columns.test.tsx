import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Columns } from './Columns';

describe('Columns', () => {
  it('renders its children and gives each ratio its own class', () => {
    render(
      <>
        <Columns data-testid="a">
          <span>1</span>
          <span>2</span>
        </Columns>
        <Columns data-testid="b" ratio="2:1" />
      </>,
    );
    expect(screen.getByTestId('a').children).toHaveLength(2);
    expect(screen.getByTestId('a').className).not.toBe(screen.getByTestId('b').className);
    // A `:` in a class name never matches its CSS selector: the 2:1 layout would not apply.
    expect(screen.getByTestId('b').className).not.toContain(':');
  });

  it('passes native props through', () => {
    render(<Columns data-testid="x" id="own" />);
    expect(screen.getByTestId('x')).toHaveAttribute('id', 'own');
  });
});
