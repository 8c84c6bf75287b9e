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

  it('selects the first tab when the selected one is no longer among the items', async () => {
    const { rerender } = render(<Tabs aria-label="Velka" items={items} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Arkisto' }));
    // Paid in full: the view's tabs change under the debtor's choice.
    const paid = [
      { value: 'paid', label: 'Asia maksettu', content: 'Maksettu kokonaan' },
      { value: 'debts', label: 'Velat', content: 'Velkalista' },
    ];
    rerender(<Tabs aria-label="Velka" items={paid} />);
    expect(screen.getByRole('tab', { name: 'Asia maksettu' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Maksettu kokonaan');
  });

  it('takes a controlled value and an id', () => {
    render(<Tabs aria-label="Velkasi" items={items} value="archive" id="tabs" />);
    expect(screen.getByRole('tab', { name: 'Arkisto' })).toHaveAttribute('data-state', 'active');
    expect(document.getElementById('tabs')).toBeInTheDocument();
  });
});

describe('Tabs by keyboard', () => {
  it('keeps one tab in the tab order; arrows, Home and End move and select, skipping disabled', async () => {
    const onValueChange = vi.fn();
    render(
      <>
        <button type="button">before</button>
        <Tabs aria-label="Velkasi" items={items} onValueChange={onValueChange} />
      </>,
    );
    await userEvent.tab();
    await userEvent.tab();
    const debts = screen.getByRole('tab', { name: 'Velat' });
    const archive = screen.getByRole('tab', { name: 'Arkisto' });
    expect(debts).toHaveFocus();
    expect(archive).toHaveAttribute('tabindex', '-1');
    await userEvent.keyboard('{ArrowRight}');
    expect(archive).toHaveFocus();
    expect(archive).toHaveAttribute('aria-selected', 'true');
    expect(onValueChange).toHaveBeenLastCalledWith('archive');
    // The disabled third tab is skipped: right from the last enabled one wraps to the first.
    await userEvent.keyboard('{ArrowRight}');
    expect(debts).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(archive).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(debts).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(archive).toHaveFocus();
    // Tab leaves the list for the panel.
    await userEvent.tab();
    expect(screen.getByRole('tabpanel', { name: 'Arkisto' })).toHaveFocus();
  });

  it('in manual mode arrows only move focus; Enter selects', async () => {
    render(<Tabs aria-label="Velkasi" items={items} activationMode="manual" />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    const archive = screen.getByRole('tab', { name: 'Arkisto' });
    expect(archive).toHaveFocus();
    expect(archive).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('{Enter}');
    expect(archive).toHaveAttribute('aria-selected', 'true');
  });

  it('names each panel after its tab, hiding the others', () => {
    render(<Tabs aria-label="Velkasi" items={items} defaultValue="archive" />);
    const tab = screen.getByRole('tab', { name: 'Arkisto' });
    const panel = document.getElementById(tab.getAttribute('aria-controls')!);
    expect(panel).toHaveAttribute('aria-labelledby', tab.id);
    expect(panel).not.toHaveAttribute('hidden');
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });
});
