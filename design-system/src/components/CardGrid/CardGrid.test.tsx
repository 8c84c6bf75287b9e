import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { CardGrid } from './CardGrid';

describe('CardGrid', () => {
  it('is a list of its cards and passes native props through', () => {
    render(
      <CardGrid aria-label="Velat" id="own">
        <li>1</li>
        <li>2</li>
      </CardGrid>,
    );
    const list = screen.getByRole('list', { name: 'Velat' });
    expect(list).toHaveAttribute('id', 'own');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
