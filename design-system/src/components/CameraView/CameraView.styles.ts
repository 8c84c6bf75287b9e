import { styled } from '../../theme';

export const CameraViewRoot = styled('video', {
  display: 'block',
  width: '100%',
  maxHeight: '60vh',
  // The camera picture before the first frame arrives: a dark box, as a viewfinder.
  backgroundColor: '#000',
  borderRadius: '$md',
  objectFit: 'cover',
});
