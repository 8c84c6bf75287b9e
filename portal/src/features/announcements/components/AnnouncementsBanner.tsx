import { useEffect } from 'react';
import { Banner } from '@portal/design-system';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks';
import { selectLocale } from '../../../lib/language';
import { SafeHtml } from '../../../components/SafeHtml';
import { announcementsRequested, selectAnnouncements } from '../slice';

/** The announcements of the login page, in the current language, HTML sanitized. */
export function AnnouncementsBanner() {
  const dispatch = useAppDispatch();
  const announcements = useAppSelector(selectAnnouncements);
  useEffect(() => {
    dispatch(announcementsRequested());
  }, [dispatch]);

  const locale = useAppSelector(selectLocale);
  const contents = announcements
    .map((a) => a.contents.find((c) => c.locale === locale) ?? a.contents[0])
    .filter((c) => c !== undefined);
  if (contents.length === 0) return null;
  return (
    <>
      {contents.map((content, index) => (
        <Banner
          key={`${index}-${content.title}`}
          tone="info"
          title={content.title}
          headingLevel={2}
        >
          <SafeHtml html={content.text} />
        </Banner>
      ))}
    </>
  );
}
