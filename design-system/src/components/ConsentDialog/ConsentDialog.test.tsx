import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConsentDialog, type ConsentDialogProps } from './ConsentDialog';

const choice = (label: string) => ({ label, description: `${label} kuvaus` });
const props: ConsentDialogProps = {
  open: true,
  title: 'Evästeasetukset',
  intro: 'Valitse',
  closeLabel: 'Sulje',
  saveLabel: 'Tallenna',
  necessary: choice('Välttämättömät'),
  cookies: choice('Evästeet'),
  tracking: choice('Seuranta'),
  values: { cookies: false, tracking: true },
  onValuesChange: () => {},
  onSave: () => {},
};

describe('ConsentDialog', () => {
  it('has three switches, the necessary one fixed on', () => {
    render(<ConsentDialog {...props} />);
    expect(screen.getByRole('dialog', { name: 'Evästeasetukset' })).toBeInTheDocument();
    const necessary = screen.getByRole('switch', { name: 'Välttämättömät' });
    expect(necessary).toBeChecked();
    expect(necessary).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Seuranta' })).toBeChecked();
  });

  it('reports changes and saves the values', async () => {
    const onValuesChange = vi.fn();
    const onSave = vi.fn();
    render(<ConsentDialog {...props} onValuesChange={onValuesChange} onSave={onSave} />);
    await userEvent.click(screen.getByRole('switch', { name: 'Evästeet' }));
    expect(onValuesChange).toHaveBeenCalledWith({ cookies: true, tracking: true });
    await userEvent.click(screen.getByRole('button', { name: 'Tallenna' }));
    expect(onSave).toHaveBeenCalledWith({ cookies: false, tracking: true });
  });
});
