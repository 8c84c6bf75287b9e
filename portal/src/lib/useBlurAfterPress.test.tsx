import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useBlurAfterPress } from './useBlurAfterPress';

/** A field that says "left" once it has lost focus, through the hook. */
function Field() {
  const afterPress = useBlurAfterPress();
  const [left, setLeft] = useState(false);
  return (
    <>
      <input aria-label="field" onBlur={() => afterPress(() => setLeft(true))} />
      {left ? <p>left</p> : null}
    </>
  );
}

describe('useBlurAfterPress', () => {
  afterEach(() => vi.useRealTimers());

  it('runs the blur work at once when no pointer is down (Tab, a tap)', () => {
    render(<Field />);
    fireEvent.blur(screen.getByLabelText('field'));
    expect(screen.getByText('left')).toBeInTheDocument();
  });

  it('waits while the mouse is pressed and runs after the release and its click', () => {
    vi.useFakeTimers();
    render(<Field />);
    const clicks: string[] = [];
    window.addEventListener(
      'click',
      () => clicks.push(screen.queryByText('left') ? 'moved' : 'still'),
      {
        once: true,
      },
    );
    fireEvent.pointerDown(document.body);
    fireEvent.blur(screen.getByLabelText('field'));
    // Nothing has moved while the button is held.
    expect(screen.queryByText('left')).toBeNull();
    fireEvent.pointerUp(document.body);
    fireEvent.click(document.body);
    expect(clicks).toEqual(['still']);
    act(() => vi.runAllTimers());
    expect(screen.getByText('left')).toBeInTheDocument();
  });

  it('a cancelled press lets the work run too', () => {
    vi.useFakeTimers();
    render(<Field />);
    fireEvent.pointerDown(document.body);
    fireEvent.blur(screen.getByLabelText('field'));
    fireEvent.pointerCancel(document.body);
    act(() => vi.runAllTimers());
    expect(screen.getByText('left')).toBeInTheDocument();
  });
});
