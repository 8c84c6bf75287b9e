import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LanguageSwitch } from './LanguageSwitch';

const languages = [
  { id: 'fi', label: 'Suomi', lang: 'fi' },
  { id: 'se', label: 'Svenska', lang: 'sv' },
  { id: 'en', label: 'English', lang: 'en' },
] as const;

describe('LanguageSwitch', () => {
  it('is a named group marking the current language and reporting a choice', async () => {
    const onSelect = vi.fn();
    render(<LanguageSwitch label="Kieli" languages={languages} current="fi" onSelect={onSelect} />);
    expect(screen.getByRole('group', { name: 'Kieli' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Suomi' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Svenska' })).not.toHaveAttribute('aria-current');
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(onSelect).toHaveBeenCalledWith('en');
  });

  it('passes native props through', () => {
    render(
      <LanguageSwitch
        label="Kieli"
        languages={languages}
        current="en"
        onSelect={() => {}}
        data-testid="l"
      />,
    );
    expect(screen.getByTestId('l')).toHaveAttribute('role', 'group');
  });
});
