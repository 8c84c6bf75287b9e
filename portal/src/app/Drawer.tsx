import { useTranslation } from 'react-i18next';
import { LanguageSwitch, NavigationDrawer, type DrawerItem } from '@portal/design-system';
import { htmlLangOf, languageIds, nativeNameOf } from '@portal/translations';
import { useAppDispatch, useAppSelector } from '../lib/hooks';
import { languageChosen, selectLanguage } from '../lib/language';
import { renderRouterLink } from '../components/RouterLink';

interface DrawerProps {
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  items: DrawerItem[];
}

/** The menu drawer (spec 2): language switch, privacy, about cookies, feedback, logout. */
export default function Drawer({ id, open, onOpenChange, items }: DrawerProps) {
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
