export * from './stitches.config';
