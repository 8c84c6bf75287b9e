import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { styled } from '@portal/design-system';
import { usePageTitle } from '../../lib/usePageTitle';

const Article = styled('article', { maxWidth: '46em', display: 'grid', gap: '$4' });
const Title = styled('h1', { fontSize: '$2xl', '@md': { fontSize: '$3xl' } });
const H2 = styled('h2', { fontSize: '$xl', marginTop: '$4' });
const Updated = styled('p', { color: '$textMuted', margin: 0 });
const Table = styled('table', {
  borderCollapse: 'collapse',
  width: '100%',
  '& th, & td': {
    textAlign: 'left',
    padding: '$2 $3',
    borderBottom: '1px solid $divider',
    verticalAlign: 'top',
  },
});

const sections = ['controller', 'data', 'purposes', 'retention', 'recipients', 'rights'] as const;
const cookieRows = ['session', 'preferences', 'analytics'] as const;

/** Privacy notice with the GDPR rights text, and the cookie information (spec 1, 2). */
export default function PrivacyPage() {
  const { t } = useTranslation();
  const { hash } = useLocation();
  usePageTitle(t('privacy.title'));
  useEffect(() => {
    if (hash === '#cookies') document.getElementById('cookies')?.scrollIntoView();
  }, [hash]);
  return (
    <Article aria-labelledby="privacy-title">
      <Title id="privacy-title">{t('privacy.title')}</Title>
      <Updated>{t('privacy.updated')}</Updated>
      <p>{t('privacy.intro')}</p>
      {sections.map((section) => (
        <section key={section} aria-labelledby={`privacy-${section}`}>
          <H2 id={`privacy-${section}`}>{t(`privacy.${section}.title`)}</H2>
          <p>{t(`privacy.${section}.text`)}</p>
        </section>
      ))}
      <section id="cookies" aria-labelledby="privacy-cookies">
        <H2 id="privacy-cookies">{t('privacy.cookies.title')}</H2>
        <Updated>{t('privacy.cookies.updated')}</Updated>
        <p>{t('privacy.cookies.text')}</p>
        <Table>
          <caption>{t('privacy.cookies.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('privacy.cookies.name')}</th>
              <th scope="col">{t('privacy.cookies.purpose')}</th>
              <th scope="col">{t('privacy.cookies.retention')}</th>
            </tr>
          </thead>
          <tbody>
            {cookieRows.map((row) => (
              <tr key={row}>
                <th scope="row">{t(`privacy.cookies.rows.${row}.name`)}</th>
                <td>{t(`privacy.cookies.rows.${row}.purpose`)}</td>
                <td>{t(`privacy.cookies.rows.${row}.retention`)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </section>
    </Article>
  );
}
