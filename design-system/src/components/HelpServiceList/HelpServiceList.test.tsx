import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { HelpServiceList } from './HelpServiceList';

describe('HelpServiceList', () => {
  it('lists each service as an article with its phone and its web page in a new window', () => {
    render(
      <HelpServiceList
        newWindowLabel="(new window)"
        services={[
          {
            id: 'a',
            title: 'Advice',
            text: 'Free advice.',
            phones: [{ href: 'tel:+35880098009', label: '0800 9 8009' }],
            link: { href: 'https://example.org/', label: 'example.org' },
          },
          { id: 'b', title: 'Court', text: 'A programme.' },
        ]}
      />,
    );
    const [advice, court] = screen.getAllByRole('article');
    expect(advice).toHaveAccessibleName('Advice');
    expect(within(advice!).getByRole('link', { name: '0800 9 8009' })).toHaveAttribute(
      'href',
      'tel:+35880098009',
    );
    const web = within(advice!).getByRole('link', { name: /^example\.org ?\(new window\)$/ });
    expect(web).toHaveAttribute('target', '_blank');
    expect(web).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(court!).queryByRole('list')).toBeNull();
  });
});
