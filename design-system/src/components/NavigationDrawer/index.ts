export { NavigationDrawer } from './NavigationDrawer';
export type { DrawerItem, NavigationDrawerProps } from './NavigationDrawer';
