import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { DescriptionList } from './DescriptionList';

const items = [
  { key: 'a', term: 'Nimi', value: 'Maija' },
  { key: 'b', term: 'Puhelin', value: '040 123' },
];

describe('DescriptionList', () => {
  it('renders each pair as a term and its definition, in order', () => {
    const { container } = render(<DescriptionList items={items} />);
    const cells = [...container.querySelectorAll('dl > *')].map(
      (el) => `${el.tagName}:${el.textContent}`,
    );
    expect(cells).toEqual(['DT:Nimi', 'DD:Maija', 'DT:Puhelin', 'DD:040 123']);
  });

  it('takes dt and dd children instead of items', () => {
    render(
      <DescriptionList aria-label="facts">
        <dt>Asianumero</dt>
        <dd>1234</dd>
      </DescriptionList>,
    );
    expect(screen.getByRole('term')).toHaveTextContent('Asianumero');
    expect(screen.getByRole('definition')).toHaveTextContent('1234');
  });

  it('gives each layout its own class and passes native props through', () => {
    render(
      <>
        <DescriptionList items={items} data-testid="details" aria-label="x" />
        <DescriptionList items={items} layout="figures" data-testid="figures" />
      </>,
    );
    expect(screen.getByTestId('details').className).not.toBe(
      screen.getByTestId('figures').className,
    );
    expect(screen.getByTestId('details')).toHaveAttribute('aria-label', 'x');
  });

  it('marks an emphasised pair, term and value, for the large figure', () => {
    const { container } = render(
      <DescriptionList
        layout="figures"
        items={[{ key: 'm', term: 'Kuukausierä', value: '50,00 €', emphasis: true }, ...items]}
      />,
    );
    const marked = [...container.querySelectorAll('[data-emphasis]')].map((el) => el.tagName);
    expect(marked).toEqual(['DT', 'DD']);
  });
});
