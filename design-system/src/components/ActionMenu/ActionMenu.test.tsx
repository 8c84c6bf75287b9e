import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ActionMenu } from './ActionMenu';

describe('ActionMenu', () => {
  it('opens a menu from its button and runs the chosen action', async () => {
    const onSelect = vi.fn();
    render(
      <ActionMenu
        label="Toiminnot"
        items={[
          { id: 'a', label: 'Siirrä eräpäivää', onSelect },
          { id: 's', separator: true },
          { id: 'b', label: 'Saldoraportti', onSelect: () => {}, disabled: true },
        ]}
      />,
    );
    const trigger = screen.getByRole('button', { name: 'Toiminnot' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('menu')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Saldoraportti' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(screen.getByRole('menuitem', { name: 'Siirrä eräpäivää' }));
    expect(onSelect).toHaveBeenCalled();
  });
});
