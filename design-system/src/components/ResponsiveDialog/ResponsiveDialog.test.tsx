import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResponsiveDialog } from './ResponsiveDialog';

describe('ResponsiveDialog', () => {
  it('opens from its trigger, is named by its title, and returns focus on close', async () => {
    render(
      <ResponsiveDialog
        title="Maksa summa"
        closeLabel="Sulje"
        trigger={<button type="button">Avaa</button>}
      >
        Sisältö
      </ResponsiveDialog>,
    );
    const trigger = screen.getByRole('button', { name: 'Avaa' });
    await userEvent.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Maksa summa' });
    expect(dialog).toHaveTextContent('Sisältö');
    // Focus starts on the heading, not on Close: a screen reader says what the dialog is first,
    // and a stray Enter does not dismiss it.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Maksa summa' })).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Sulje' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it('keeps a hidden title as its name', () => {
    render(<ResponsiveDialog title="Piilo" hideTitle closeLabel="Sulje" defaultOpen />);
    expect(screen.getByRole('dialog', { name: 'Piilo' })).toBeInTheDocument();
  });

  it('cannot be closed when not dismissible', async () => {
    const onOpenChange = vi.fn();
    render(
      <ResponsiveDialog title="Tuomio" dismissible={false} open onOpenChange={onOpenChange}>
        x
      </ResponsiveDialog>,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toHaveAttribute('data-dismissible', 'false');
  });

  it('closes with Escape when dismissible', async () => {
    const onOpenChange = vi.fn();
    render(<ResponsiveDialog title="T" closeLabel="Sulje" open onOpenChange={onOpenChange} />);
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
