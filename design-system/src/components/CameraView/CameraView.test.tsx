import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { CameraView } from './CameraView';

describe('CameraView', () => {
  it('is a muted inline video named by its label, reachable through the ref', () => {
    const ref = createRef<HTMLVideoElement>();
    render(<CameraView ref={ref} aria-label="Kameran kuva" />);
    const video = screen.getByLabelText('Kameran kuva') as HTMLVideoElement;
    expect(ref.current).toBe(video);
    expect(video.muted).toBe(true);
    expect(video).toHaveAttribute('playsinline');
  });

  it('passes native props through', () => {
    render(<CameraView aria-label="x" data-testid="v" autoPlay />);
    expect(screen.getByTestId('v')).toHaveAttribute('autoplay');
  });
});
