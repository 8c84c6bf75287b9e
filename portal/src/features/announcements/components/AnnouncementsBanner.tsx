import { lazy, Suspense, useEffect } from 'react';
import { Banner } from '@portal/design-system';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks';
import { selectLocale } from '../../../lib/language';
import { ServerSanitizedHtml } from '../../../components/ServerSanitizedHtml';
import {
  announcementsRequested,
  selectAnnouncements,
  selectAnnouncementsLoaded,
  selectAnnouncementsPrerendered,
} from '../slice';

// Only announcements fetched after the first page (not the server-rendered ones) need the
// sanitizer here: it stays out of the login route's script (about 11 KB gzip).
const SafeHtml = lazy(() =>
  import('../../../components/SafeHtml').then(({ SafeHtml }) => ({ default: SafeHtml })),
);

/**
 * The announcements of the login page, in the current language. Those the server rendered into
 * the page arrive sanitized by it (allow-list) and hydrate as they are; others are fetched and
 * sanitized in the browser as well.
 */
export function AnnouncementsBanner() {
  const dispatch = useAppDispatch();
  const announcements = useAppSelector(selectAnnouncements);
  const loaded = useAppSelector(selectAnnouncementsLoaded);
  const prerendered = useAppSelector(selectAnnouncementsPrerendered);
  useEffect(() => {
    if (!loaded) dispatch(announcementsRequested());
  }, [loaded, dispatch]);

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
          {prerendered ? (
            <ServerSanitizedHtml html={content.text} />
          ) : (
            <Suspense fallback={null}>
              <SafeHtml html={content.text} />
            </Suspense>
          )}
        </Banner>
      ))}
    </>
  );
}
