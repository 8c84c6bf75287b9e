import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import {
  DataTable,
  formatDate,
  formatEuroCents,
  Heading,
  Stack,
  Text,
} from '@portal/design-system';
import { PRIVACY_ACCESS_FEE_CENTS } from '@portal/openapi';
import { useAppSelector } from '../../lib/hooks';
import { selectLocale } from '../../lib/language';
import { usePageTitle } from '../../lib/usePageTitle';

/** When the notice and the cookie table last changed, formatted like every other date. */
const NOTICE_UPDATED = '2021-12-02';
const COOKIES_UPDATED = '2021-05-02';

const sections = ['controller', 'data', 'purposes', 'retention', 'recipients', 'rights'] as const;
const cookieRows = ['session', 'preferences', 'analytics'] as const;

/** Privacy notice with the GDPR rights text, and the cookie information (spec 1, 2). */
export default function PrivacyPage() {
  const { t } = useTranslation();
  const { hash } = useLocation();
  const locale = useAppSelector(selectLocale);
  usePageTitle(t('privacy.title'));
  useEffect(() => {
    if (hash === '#cookies') document.getElementById('cookies')?.scrollIntoView();
  }, [hash]);
  return (
    <Stack as="article" measure="prose" aria-labelledby="privacy-title">
      <Stack gap={2}>
        <Heading level={1} id="privacy-title">
          {t('privacy.title')}
        </Heading>
        <Text tone="muted">{t('privacy.updated', { date: formatDate(NOTICE_UPDATED) })}</Text>
      </Stack>
      <Text>{t('privacy.intro')}</Text>
      {sections.map((section) => (
        <Stack as="section" gap={3} key={section} aria-labelledby={`privacy-${section}`}>
          <Heading level={2} id={`privacy-${section}`}>
            {t(`privacy.${section}.title`)}
          </Heading>
          <Text>
            {t(`privacy.${section}.text`, {
              fee: formatEuroCents(PRIVACY_ACCESS_FEE_CENTS, locale),
            })}
          </Text>
        </Stack>
      ))}
      <Stack as="section" gap={3} id="cookies" aria-labelledby="privacy-cookies">
        <Heading level={2} id="privacy-cookies">
          {t('privacy.cookies.title')}
        </Heading>
        <Text tone="muted">
          {t('privacy.cookies.updated', { date: formatDate(COOKIES_UPDATED) })}
        </Text>
        <Text>{t('privacy.cookies.text')}</Text>
        <DataTable
          caption={t('privacy.cookies.caption')}
          smallScreen="cards"
          columns={[
            {
              key: 'name',
              header: t('privacy.cookies.name'),
              rowHeader: true,
              render: (row) => t(`privacy.cookies.rows.${row}.name`),
            },
            {
              key: 'purpose',
              header: t('privacy.cookies.purpose'),
              render: (row) => t(`privacy.cookies.rows.${row}.purpose`),
            },
            {
              key: 'retention',
              header: t('privacy.cookies.retention'),
              render: (row) => t(`privacy.cookies.rows.${row}.retention`),
            },
          ]}
          rows={cookieRows}
          getRowKey={(row) => row}
        />
      </Stack>
    </Stack>
  );
}
