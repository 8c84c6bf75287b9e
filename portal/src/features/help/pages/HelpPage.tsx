import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  Accordion,
  Button,
  Columns,
  EmptyState,
  Heading,
  List,
  Notice,
  Select,
  Spinner,
  Stack,
  Tabs,
  Text,
  TextField,
  VisuallyHidden,
} from '@portal/design-system';
import { useAppDispatch, useAppSelector, useLazySaga } from '../../../lib/hooks';
import { faqFeature } from '../sagas';
import { usePageTitle } from '../../../lib/usePageTitle';
import { contactLinks, mailto, serviceNumbers } from '../../../lib/contact';
import { selectLanguage } from '../../../lib/language';
import { SafeHtml } from '../../../components/SafeHtml';
import { RouterLink } from '../../../components/RouterLink';
import { dialogOpened } from '../../../lib/dialogs';
import { paths } from '../../../lib/paths';
import { chatConfigured } from '../../../lib/flags';
import { selectIsSignedIn } from '../../session';
import { selectDebtorData, selectDebts } from '../../debtor';
import { faqRequested, selectFaqItems, selectFaqStatus } from '../slice';
import { searchFaq, type FaqItem } from '../rules';

const langCodeOf = { fi: 1, se: 2, en: 3 } as const;
const categories = [
  'general',
  'creditInformation',
  'collectionCosts',
  'collectionProcess',
] as const;
const SUPPORT_TAB = 'CustomerSupport';

function FaqTab() {
  const { t } = useTranslation();
  useLazySaga(faqFeature);
  const dispatch = useAppDispatch();
  const items = useAppSelector(selectFaqItems);
  const status = useAppSelector(selectFaqStatus);
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState('all');
  useEffect(() => {
    dispatch(faqRequested());
  }, [dispatch]);

  const langCode = langCodeOf[useAppSelector(selectLanguage)];
  const categoryName = (item: FaqItem) => t(`faq.categories.${item.category}`);
  const visible = useMemo(
    () =>
      searchFaq(
        items.filter(
          (item) =>
            item.langCode === langCode && (category === 'all' || item.category === category),
        ),
        query,
        categoryName,
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- categoryName changes with t only
    [items, langCode, category, query, t],
  );

  return (
    <Stack gap={5}>
      <Columns ratio="2:1">
        <TextField
          label={t('help.search')}
          hint={t('help.searchHint')}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <Select
          label={t('faq.category')}
          placeholder={t('faq.categoryPlaceholder')}
          value={category}
          onValueChange={setCategory}
          options={[
            { value: 'all', label: t('faq.categoryPlaceholder') },
            ...categories.map((value) => ({ value, label: t(`faq.categories.${value}`) })),
          ]}
        />
      </Columns>
      {status === 'loading' ? <Spinner label={t('app.loading')} showLabel /> : null}
      {status === 'failed' ? (
        <Notice tone="error" live="alert">
          {t('error.server.0')}
        </Notice>
      ) : null}
      {status === 'loaded' && visible.length === 0 ? (
        <EmptyState
          icon="search"
          title={t('emptyState.faqNotFound.title')}
          text={t('emptyState.faqNotFound.text')}
        />
      ) : null}
      {visible.length > 0 ? (
        <div
          role="region"
          aria-label={t('help.results', { count: visible.length })}
          aria-live="polite"
        >
          <Accordion
            type="multiple"
            headingLevel={2}
            items={visible.map((item) => ({
              value: String(item.questionNr),
              title: item.question,
              content: <SafeHtml html={item.answer} />,
            }))}
          />
        </div>
      ) : null}
    </Stack>
  );
}

/** A titled part of the support tab. */
function SupportSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Stack as="section" gap={3} aria-labelledby={id}>
      <Heading level={2} id={id}>
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/** spec 4: the contact request, for a signed-in debtor (it concerns one of their debts). */
function ContactRequestSection() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectIsSignedIn);
  const hasDebts = useAppSelector(selectDebts).length > 0;
  return (
    <SupportSection id="support-message" title={t('contact.sectionTitle')}>
      {signedIn && hasDebts ? (
        <>
          <Text>{t('contact.sectionText')}</Text>
          <div>
            <Button
              id="open-contact-request"
              onClick={() =>
                dispatch(
                  dialogOpened({ name: 'contactRequest', returnFocus: '#open-contact-request' }),
                )
              }
            >
              {t('contact.open')}
            </Button>
          </div>
        </>
      ) : (
        <Text>
          {t('contact.signInFirst')}{' '}
          <RouterLink to={paths.home.getHref()}>{t('contact.signInLink')}</RouterLink>
        </Text>
      )}
    </SupportSection>
  );
}

function SupportTab() {
  const { t } = useTranslation();
  const debtor = useAppSelector(selectDebtorData)?.debtor ?? null;
  return (
    <Stack gap={5}>
      <ContactRequestSection />
      <SupportSection id="support-hours" title={t('footer.serviceHours')}>
        <List>
          <li>{t('footer.hoursMonThu')}</li>
          <li>{t('footer.hoursFri')}</li>
          {chatConfigured ? <li>{t('footer.chatHours')}</li> : null}
        </List>
        {chatConfigured ? <Text>{t('help.support.chatConsent')}</Text> : null}
      </SupportSection>
      <SupportSection id="support-phone" title={t('help.support.phoneTitle')}>
        <List>
          {serviceNumbers(debtor).map((kind) => (
            <li key={kind}>
              <a href={contactLinks[`${kind}Phone`]}>{t(`footer.${kind}Phone`)}</a>
            </li>
          ))}
        </List>
      </SupportSection>
      <SupportSection id="support-sms" title={t('help.support.smsTitle')}>
        <Text>{t('help.support.smsText')}</Text>
      </SupportSection>
      <SupportSection id="support-email" title={t('help.support.emailTitle')}>
        <Text>
          <a href={mailto(t('help.support.emailAddress'))}>{t('help.support.emailAddress')}</a>
        </Text>
        <Text>{t('help.support.emailText')}</Text>
      </SupportSection>
    </Stack>
  );
}

const links = [
  { key: 'consumer', href: 'https://www.kkv.fi/' },
  { key: 'debtAdvice', href: 'https://www.oikeus.fi/talousjavelkaneuvonta/' },
  { key: 'guarantee', href: 'https://www.takuusaatio.fi/' },
  { key: 'enforcement', href: 'https://www.ulosottolaitos.fi/' },
  { key: 'courts', href: 'https://oikeus.fi/karajaoikeudet/' },
  { key: 'victimSupport', href: 'https://www.riku.fi/' },
  { key: 'business', href: 'https://www.suomi.fi/yritykselle' },
] as const;

function LinksTab() {
  const { t } = useTranslation();
  return (
    <Stack gap={5}>
      <Text>{t('help.links.intro')}</Text>
      <List>
        {links.map((link) => (
          <li key={link.key}>
            <a href={link.href} target="_blank" rel="noopener noreferrer">
              {t(`help.links.${link.key}`)}
              <VisuallyHidden.Root> {t('help.links.newWindow')}</VisuallyHidden.Root>
            </a>
          </li>
        ))}
      </List>
    </Stack>
  );
}

/** Help (spec 2): FAQ with search and categories, customer support, links. */
export default function HelpPage() {
  const { t } = useTranslation();
  const { hash } = useLocation();
  const navigate = useNavigate();
  usePageTitle(t('help.title'));
  const tab = hash === `#${SUPPORT_TAB}` ? SUPPORT_TAB : hash === '#Links' ? 'Links' : 'Faq';
  return (
    <Stack gap={5}>
      <Heading level={1}>{t('help.title')}</Heading>
      <Text>
        <RouterLink to={paths.cantPay.getHref()}>{t('cantPay.link')}</RouterLink>
      </Text>
      <Tabs
        aria-label={t('help.title')}
        value={tab}
        onValueChange={(value) =>
          navigate({ hash: value === 'Faq' ? '' : value }, { replace: true })
        }
        items={[
          { value: 'Faq', label: t('help.tabs.faq'), content: <FaqTab /> },
          { value: SUPPORT_TAB, label: t('help.tabs.support'), content: <SupportTab /> },
          { value: 'Links', label: t('help.tabs.links'), content: <LinksTab /> },
        ]}
      />
    </Stack>
  );
}
