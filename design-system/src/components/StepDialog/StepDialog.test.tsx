import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../Button';
import { StepDialog } from './StepDialog';

const question = {
  title: 'Perutaanko sovinto?',
  text: 'Jos suljet nyt, sovinto perutaan.',
  keepLabel: 'Ei, jatka',
  leaveLabel: 'Kyllä, peru',
};

function Steps({
  done = false,
  onLeave,
  onOpenChange,
}: {
  done?: boolean;
  onLeave?: () => void;
  onOpenChange?: (open: boolean) => void;
}) {
  const [step, setStep] = useState(1);
  return (
    <StepDialog
      open
      onOpenChange={onOpenChange}
      closeConfirmation={done ? null : { ...question, onLeave }}
      title="Sovinto"
      closeLabel="Sulje"
      stepKey={step}
      stepHeading={`Vaihe ${step}`}
      stepper={<nav aria-label="Vaiheet">1 2</nav>}
      footer={<Button onClick={() => setStep(step + 1)}>Jatka</Button>}
    >
      <p>Teksti {step}</p>
    </StepDialog>
  );
}

describe('StepDialog', () => {
  it('opens with focus on the step heading, not on Close, and shows the stepper', async () => {
    render(<Steps />);
    const heading = screen.getByRole('heading', { name: 'Vaihe 1' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('navigation', { name: 'Vaiheet' })).toBeInTheDocument();
  });

  it('at the next step scrolls the body to its top and focuses the new heading', async () => {
    render(<Steps />);
    const body = screen.getByText('Teksti 1').parentElement!;
    body.scrollTop = 500;
    await userEvent.click(screen.getByRole('button', { name: 'Jatka' }));
    const heading = screen.getByRole('heading', { name: 'Vaihe 2' });
    expect(heading).toHaveFocus();
    expect(body.scrollTop).toBe(0);
  });

  it('asks before closing while there is something to lose; keeping goes back to the step', async () => {
    const onOpenChange = vi.fn();
    render(<Steps onOpenChange={onOpenChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Jatka' }));
    await userEvent.keyboard('{Escape}');
    const heading = screen.getByRole('heading', { name: 'Perutaanko sovinto?' });
    expect(heading).toHaveFocus();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(onOpenChange).not.toHaveBeenCalled();
    // The safe choice is the primary, first in the row.
    const buttons = screen.getAllByRole('button').map((button) => button.textContent);
    expect(buttons.slice(-2)).toEqual(['Ei, jatka', 'Kyllä, peru']);
    await userEvent.click(screen.getByRole('button', { name: 'Ei, jatka' }));
    expect(screen.getByRole('heading', { name: 'Vaihe 2' })).toHaveFocus();
    expect(screen.getByText('Teksti 2')).toBeInTheDocument();
  });

  it('leaving runs onLeave, or closes; a second close while asking closes', async () => {
    const onLeave = vi.fn();
    const onOpenChange = vi.fn();
    const { unmount } = render(<Steps onLeave={onLeave} onOpenChange={onOpenChange} />);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Kyllä, peru' }));
    expect(onLeave).toHaveBeenCalledOnce();
    expect(onOpenChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    unmount();

    const closed = vi.fn();
    render(<Steps onOpenChange={closed} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sulje' }));
    await userEvent.click(screen.getByRole('button', { name: 'Kyllä, peru' }));
    expect(closed).toHaveBeenCalledWith(false);
  });

  it('closes at once when the flow is done', async () => {
    const onOpenChange = vi.fn();
    render(<Steps done onOpenChange={onOpenChange} />);
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('heading', { name: 'Perutaanko sovinto?' })).toBeNull();
  });
});
