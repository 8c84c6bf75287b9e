import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../Button';
import { StepDialog } from './StepDialog';

function Steps() {
  const [step, setStep] = useState(1);
  return (
    <StepDialog
      open
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
});
