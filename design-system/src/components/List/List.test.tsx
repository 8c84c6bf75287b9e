import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { List } from './List';

describe('List', () => {
  it('renders a list of its items, ul by default and ol when asked', () => {
    render(
      <>
        <List aria-label="a">
          <li>1</li>
          <li>2</li>
        </List>
        <List as="ol" aria-label="b">
          <li>3</li>
        </List>
      </>,
    );
    expect(screen.getByRole('list', { name: 'a' }).tagName).toBe('UL');
    expect(screen.getByRole('list', { name: 'b' }).tagName).toBe('OL');
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('passes native props through', () => {
    render(<List data-testid="x" id="own" />);
    expect(screen.getByTestId('x')).toHaveAttribute('id', 'own');
  });
});
