import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FeedbackSmiley } from './FeedbackSmiley';

const props = { legend: 'Miten meni?', goodLabel: 'Hyvin', badLabel: 'Huonosti' };

describe('FeedbackSmiley', () => {
  it('reports 1 for good and 0 for bad', async () => {
    const onValueChange = vi.fn();
    render(<FeedbackSmiley {...props} value={null} onValueChange={onValueChange} />);
    expect(screen.getByRole('radiogroup', { name: 'Miten meni?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Hyvin' }));
    expect(onValueChange).toHaveBeenLastCalledWith(1);
    await userEvent.click(screen.getByRole('radio', { name: 'Huonosti' }));
    expect(onValueChange).toHaveBeenLastCalledWith(0);
  });

  it('shows the chosen face and locks when disabled', async () => {
    const onValueChange = vi.fn();
    render(<FeedbackSmiley {...props} value={0} disabled onValueChange={onValueChange} />);
    expect(screen.getByRole('radio', { name: 'Huonosti' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Hyvin' }));
    expect(onValueChange).not.toHaveBeenCalled();
  });
});
