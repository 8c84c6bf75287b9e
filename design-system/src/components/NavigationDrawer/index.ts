export { NavigationDrawer } from './NavigationDrawer';
export type { DrawerItem, DrawerNavItem, NavigationDrawerProps } from './NavigationDrawer';
