export { SCROLL_TO_TOP_THRESHOLD, ScrollToTop } from './ScrollToTop';
export type { ScrollToTopProps, ScrollToTopState } from './ScrollToTop';
