import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { ErrorSummary } from './ErrorSummary';

const errors = [
  { fieldId: 'email', message: 'Tarkista sähköpostiosoite.' },
  { fieldId: 'repeat', message: 'Kirjoita osoite uudelleen.' },
];

function Form({ focusKey = 0, list = errors }: { focusKey?: number; list?: typeof errors }) {
  return (
    <form>
      <ErrorSummary title="Korjaa nämä" errors={list} focusKey={focusKey} data-testid="summary" />
      <input id="email" aria-label="Sähköposti" />
      <input id="repeat" aria-label="Toista" />
    </form>
  );
}

describe('ErrorSummary', () => {
  it('renders nothing without errors', () => {
    render(<Form list={[]} focusKey={1} />);
    expect(screen.queryByTestId('summary')).not.toBeInTheDocument();
  });

  it('is a region named by its heading and described by the list of links to the fields', () => {
    render(<Form />);
    const summary = screen.getByRole('region', { name: 'Korjaa nämä' });
    expect(summary).toHaveAccessibleDescription(
      'Tarkista sähköpostiosoite. Kirjoita osoite uudelleen.',
    );
    expect(screen.getByRole('link', { name: 'Kirjoita osoite uudelleen.' })).toHaveAttribute(
      'href',
      '#repeat',
    );
  });

  it('takes focus when a submit fails, not on first render', () => {
    const { rerender } = render(<Form focusKey={0} />);
    expect(screen.getByTestId('summary')).not.toHaveFocus();
    rerender(<Form focusKey={1} />);
    expect(screen.getByTestId('summary')).toHaveFocus();
    screen.getByLabelText('Sähköposti').focus();
    rerender(<Form focusKey={2} />);
    expect(screen.getByTestId('summary')).toHaveFocus();
  });

  it('moves focus to the field when a link is followed', () => {
    render(<Form />);
    fireEvent.click(screen.getByRole('link', { name: 'Kirjoita osoite uudelleen.' }));
    expect(screen.getByLabelText('Toista')).toHaveFocus();
  });

  it('passes native props through and takes the heading level', () => {
    render(
      <ErrorSummary title="Korjaa" errors={errors} headingLevel={3} id="own" data-testid="x" />,
    );
    expect(screen.getByTestId('x')).toHaveAttribute('id', 'own');
    expect(screen.getByRole('heading', { level: 3, name: 'Korjaa' })).toBeInTheDocument();
  });
});
