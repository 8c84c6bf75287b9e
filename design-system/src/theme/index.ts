export * from './stitches.config';
export * from './fonts';
