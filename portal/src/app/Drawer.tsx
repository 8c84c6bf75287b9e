import { useTranslation } from 'react-i18next';
import {
  LanguageSwitch,
  NavigationDrawer,
  type DrawerItem,
  type DrawerNavItem,
} from '@portal/design-system';
import { htmlLangOf, languageIds, nativeNameOf } from '@portal/translations';
import { useAppDispatch, useAppSelector } from '../lib/hooks';
import { languageChosen, selectLanguage } from '../lib/language';
import { renderRouterLink } from '../components/RouterLink';

interface DrawerProps {
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  items: DrawerItem[];
  /** The main navigation (and my details), which the top bar hides below 960 px. */
  navItems: DrawerNavItem[];
}

/**
 * The menu drawer (spec 2): language switch, privacy, about cookies, feedback, logout; below
 * 960 px the main navigation above them, as the top bar has no room for it there.
 */
export default function Drawer({ id, open, onOpenChange, items, navItems }: DrawerProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const language = useAppSelector(selectLanguage);
  return (
    <NavigationDrawer
      id={id}
      open={open}
      onOpenChange={onOpenChange}
      title={t('topBar.menu')}
      closeLabel={t('common.close')}
      items={items}
      navItems={navItems}
      navLabel={t('topBar.navigation')}
      renderLink={renderRouterLink}
    >
      <LanguageSwitch
        label={t('language.label')}
        languages={languageIds.map((languageId) => ({
          id: languageId,
          label: nativeNameOf[languageId],
          lang: htmlLangOf[languageId],
        }))}
        current={language}
        onSelect={(languageId) => dispatch(languageChosen(languageId))}
      />
    </NavigationDrawer>
  );
}
