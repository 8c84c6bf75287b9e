export { CookieBanner } from './CookieBanner';
export type { CookieBannerProps } from './CookieBanner';
