import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Show } from './Show';

describe('Show', () => {
  it('gives each screen-width choice its own class', () => {
    render(
      <>
        <Show when="belowSmall" data-testid="a" />
        <Show when="fromSmall" data-testid="b" />
        <Show when="belowMedium" data-testid="c" />
        <Show when="fromMedium" data-testid="d" />
      </>,
    );
    const classes = ['a', 'b', 'c', 'd'].map((id) => screen.getByTestId(id).className);
    expect(new Set(classes).size).toBe(4);
  });
});
