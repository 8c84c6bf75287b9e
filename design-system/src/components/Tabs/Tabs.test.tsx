import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs } from './Tabs';

const items = [
  { value: 'debts', label: 'Velat', content: 'Velkalista' },
  { value: 'archive', label: 'Arkisto', content: 'Arkistolista' },
  { value: 'plan', label: 'Suunnitelma', content: 'x', disabled: true },
];

describe('Tabs', () => {
  it('shows the first tab by default and switches on click', async () => {
    const onValueChange = vi.fn();
    render(<Tabs aria-label="Velkasi" items={items} onValueChange={onValueChange} />);
    expect(screen.getByRole('tablist', { name: 'Velkasi' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Velkalista');
    await userEvent.click(screen.getByRole('tab', { name: 'Arkisto' }));
    expect(screen.getByRole('tabpanel', { name: 'Arkisto' })).toHaveTextContent('Arkistolista');
    expect(onValueChange).toHaveBeenCalledWith('archive');
  });

  it('does not activate a disabled tab', async () => {
    render(<Tabs aria-label="Velkasi" items={items} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Suunnitelma' }));
    expect(screen.getByRole('tab', { name: 'Velat' })).toHaveAttribute('aria-selected', 'true');
  });

  it('takes a controlled value and an id', () => {
    render(<Tabs aria-label="Velkasi" items={items} value="archive" id="tabs" />);
    expect(screen.getByRole('tab', { name: 'Arkisto' })).toHaveAttribute('data-state', 'active');
    expect(document.getElementById('tabs')).toBeInTheDocument();
  });
});
