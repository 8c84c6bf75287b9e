export { Footer } from './Footer';
export type { FooterLink, FooterProps } from './Footer';
