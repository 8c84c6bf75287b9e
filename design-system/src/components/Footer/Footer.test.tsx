import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Footer } from './Footer';

describe('Footer', () => {
  it('is the contentinfo landmark with service hours, contacts and links', () => {
    render(
      <Footer
        companyName="Perintä Oy"
        serviceHoursTitle="Asiakaspalvelu palvelee"
        serviceHours={['ma–to 8–18', 'pe 8–17']}
        contactTitle="Yhteystiedot"
        contacts={['030 10 5620', { label: 'Yhteydenotto', href: '/help' }]}
        links={[{ label: 'Tietosuoja', href: '/privacy' }]}
        data-testid="f"
      />,
    );
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('ma–to 8–18');
    expect(footer).toHaveTextContent('pe 8–17');
    expect(screen.getByRole('heading', { name: 'Asiakaspalvelu palvelee' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tietosuoja' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByTestId('f')).toBe(footer);
  });
});
