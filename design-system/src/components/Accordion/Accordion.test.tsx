import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Accordion } from './Accordion';

const items = [
  { value: 'a', title: 'Kysymys A', content: 'Vastaus A' },
  { value: 'b', title: 'Kysymys B', content: 'Vastaus B' },
];

describe('Accordion', () => {
  it('opens an answer under its heading button', async () => {
    const onValueChange = vi.fn();
    render(
      <Accordion type="single" items={items} headingLevel={2} onValueChange={onValueChange} />,
    );
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2);
    const button = screen.getByRole('button', { name: 'Kysymys A' });
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Kysymys A' })).toHaveTextContent('Vastaus A');
    expect(onValueChange).toHaveBeenCalledWith('a');
  });

  it('keeps several open in multiple mode', async () => {
    render(<Accordion type="multiple" items={items} />);
    await userEvent.click(screen.getByRole('button', { name: 'Kysymys A' }));
    await userEvent.click(screen.getByRole('button', { name: 'Kysymys B' }));
    expect(screen.getAllByRole('region')).toHaveLength(2);
  });
});
