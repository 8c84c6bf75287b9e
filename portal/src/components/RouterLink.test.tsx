import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { renderRouterLink } from './RouterLink';

function setUp(href: string) {
  render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="/" element={renderRouterLink({ href, children: 'linkki' })} />
        <Route path="/help" element={<h1>Apua</h1>} />
      </Routes>
    </MemoryRouter>,
  );
  return screen.getByRole('link', { name: 'linkki' });
}

describe('renderRouterLink', () => {
  it('navigates inside the router for a path', async () => {
    const link = setUp('/help');
    expect(link).toHaveAttribute('href', '/help');
    await userEvent.click(link);
    expect(screen.getByRole('heading', { name: 'Apua' })).toBeInTheDocument();
  });

  it.each(['tel:+35830105620', 'mailto:asiakaspalvelu@perinta.example', 'https://www.kkv.fi/'])(
    'leaves %s to the browser, unchanged',
    (href) => {
      expect(setUp(href)).toHaveAttribute('href', href);
    },
  );
});
