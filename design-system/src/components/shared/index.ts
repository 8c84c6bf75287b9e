export { renderAnchor } from './link';
export type { LinkRenderProps, RenderLink } from './link';
