import { useTranslator } from '../lib/translator';
import {
  LanguageSwitch,
  NavigationDrawer,
  type DrawerItem,
  type DrawerNavItem,
  type RenderLink,
} from '@portal/design-system';
import { htmlLangOf, languageIds, nativeNameOf, type LanguageId } from '@portal/translations';

interface DrawerProps {
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  items: DrawerItem[];
  /** The main navigation (and my details), which the top bar hides below 960 px. */
  navItems: DrawerNavItem[];
  language: LanguageId;
  onLanguage: (language: LanguageId) => void;
  /** The portal's router links; plain anchors on the login page's own script. */
  renderLink?: RenderLink;
}

/**
 * The menu drawer (spec 2): language switch, privacy, about cookies, feedback, logout; below
 * 960 px the main navigation above them, as the top bar has no room for it there.
 */
export default function Drawer({
  id,
  open,
  onOpenChange,
  items,
  navItems,
  language,
  onLanguage,
  renderLink,
}: DrawerProps) {
  const { t } = useTranslator();
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
      renderLink={renderLink}
    >
      <LanguageSwitch
        label={t('language.label')}
        languages={languageIds.map((languageId) => ({
          id: languageId,
          label: nativeNameOf[languageId],
          lang: htmlLangOf[languageId],
        }))}
        current={language}
        onSelect={onLanguage}
      />
    </NavigationDrawer>
  );
}
