export { TopBar } from './TopBar';
export type { TopBarAction, TopBarNavItem, TopBarProps } from './TopBar';
