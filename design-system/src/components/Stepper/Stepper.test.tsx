import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Stepper, type StepperProps } from './Stepper';

const props: StepperProps = {
  'aria-label': 'Vaiheet',
  steps: [
    { label: 'Ohjeet', state: 'completed' },
    { label: 'Tiedot', state: 'current' },
    { label: 'Valmis', state: 'upcoming' },
  ],
  stepText: (n, total) => `Vaihe ${n}/${total}`,
  stateTexts: {
    completed: 'valmis',
    current: 'nykyinen',
    upcoming: 'tulossa',
    disabled: 'ei käytössä',
  },
};

describe('Stepper', () => {
  it('is a named navigation whose current step reads label, number and state', () => {
    render(<Stepper {...props} />);
    expect(screen.getByRole('navigation', { name: 'Vaiheet' })).toBeInTheDocument();
    const current = document.querySelector('[aria-current="step"]');
    expect(current).toHaveTextContent('Tiedot. Vaihe 2/3. nykyinen');
  });

  it('makes completed steps buttons when they can be revisited', async () => {
    const onStepClick = vi.fn();
    render(<Stepper {...props} onStepClick={onStepClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Ohjeet. Vaihe 1/3. valmis' }));
    expect(onStepClick).toHaveBeenCalledWith(0);
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });

  it('passes native props through', () => {
    render(<Stepper {...props} data-testid="s" />);
    expect(screen.getByTestId('s').tagName).toBe('NAV');
  });
});
