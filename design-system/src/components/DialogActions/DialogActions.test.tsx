import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Button } from '../Button';
import { DialogActions } from './DialogActions';

describe('DialogActions', () => {
  it('puts the primary first in the document, then the others in the order given', () => {
    render(
      <DialogActions
        secondary={
          <>
            <Button variant="secondary">Takaisin</Button>
            <Button variant="secondary">Peruuta</Button>
          </>
        }
        primary={<Button>Jatka</Button>}
      />,
    );
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Jatka',
      'Takaisin',
      'Peruuta',
    ]);
  });

  it('shows the note before the buttons, with the id the primary names', () => {
    const { container } = render(
      <DialogActions
        note="Hyväksy ehdot ensin."
        noteId="note"
        primary={
          <Button disabled aria-describedby="note">
            Allekirjoita
          </Button>
        }
      />,
    );
    expect(screen.getByRole('button')).toHaveAccessibleDescription('Hyväksy ehdot ensin.');
    expect(container.textContent).toBe('Hyväksy ehdot ensin.Allekirjoita');
  });

  it('has no note element without a note', () => {
    const { container } = render(<DialogActions primary={<Button>Jatka</Button>} />);
    expect(container.querySelector('p')).toBeNull();
  });
});
