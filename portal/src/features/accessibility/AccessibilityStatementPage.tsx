import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DescriptionList,
  formatDate,
  Heading,
  List,
  Stack,
  Text,
  TextLink,
} from '@portal/design-system';
import { useAppSelector } from '../../lib/hooks';
import { selectLocale } from '../../lib/language';
import { contactLinks, mailto } from '../../lib/contact';
import { paths } from '../../lib/paths';
import { usePageTitle } from '../../lib/usePageTitle';
import { renderRouterLink } from '../../components/RouterLink';
import { buildEvidence } from './build-evidence';
import { summariseEvidence, type JourneyEvidence, type StoryEvidence } from './evidence';

/** When this statement was first prepared and last reviewed (306/2019, section 10). */
const STATEMENT_MADE = '2026-11-24';
const STATEMENT_UPDATED = '2026-11-26';

/**
 * The supervisory authority's switchboard; the visible texts are in the translations. The site's
 * address is a translation too: Traficom keeps it in Finnish, Swedish and English.
 * Since 1 January 2025 the Finnish Transport and Communications Agency Traficom supervises
 * accessibility (HE 71/2024: moved from the Regional State Administrative Agency for Southern
 * Finland, whose agencies the 2026 reform then ended).
 */
const authorityLinks = {
  phone: 'tel:+358295345000',
} as const;

const shortcomings = ['qrLogin', 'pdf', 'chat'] as const;

/** Read once: the build put the evidence of the last full test run into this chunk. */
const evidence = summariseEvidence(buildEvidence);

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap={4} aria-labelledby={`accessibility-${id}`}>
      <Heading level={2} id={`accessibility-${id}`}>
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/**
 * The accessibility statement the Act on the Provision of Digital Services (306/2019) asks for:
 * the standard and how far the portal meets it, the shortcomings we know of, how it was assessed
 * (figures generated from the last full test run), the feedback channel and the supervisory
 * authority.
 */
export default function AccessibilityStatementPage() {
  const { t } = useTranslation();
  const locale = useAppSelector(selectLocale);
  usePageTitle(t('accessibility.title'));
  const number = new Intl.NumberFormat(locale);

  return (
    <Stack as="article" gap={6} measure="prose" aria-labelledby="accessibility-title">
      <Stack gap={4}>
        <Stack gap={2}>
          <Heading level={1} id="accessibility-title">
            {t('accessibility.title')}
          </Heading>
          <Text tone="muted">
            {t('accessibility.updated', { date: formatDate(STATEMENT_UPDATED) })}
          </Text>
        </Stack>
        <Text>{t('accessibility.intro')}</Text>
      </Stack>

      <Section id="status" title={t('accessibility.status.title')}>
        <Text>{t('accessibility.status.text')}</Text>
      </Section>

      <Section id="shortcomings" title={t('accessibility.shortcomings.title')}>
        <Text>{t('accessibility.shortcomings.intro')}</Text>
        {shortcomings.map((item) => (
          <Stack gap={2} key={item}>
            <Heading level={3}>{t(`accessibility.shortcomings.${item}.title`)}</Heading>
            <Text>{t(`accessibility.shortcomings.${item}.text`)}</Text>
          </Stack>
        ))}
      </Section>

      <Section id="testing" title={t('accessibility.testing.title')}>
        <Text>{t('accessibility.testing.intro')}</Text>
        <Text>{t('accessibility.testing.limits')}</Text>
        <Stack gap={2}>
          <Heading level={3}>{t('accessibility.testing.storybook.title')}</Heading>
          {evidence.storybook.status === 'recorded' ? (
            <StoryFigures evidence={evidence.storybook} number={number} />
          ) : (
            <Text>{t('accessibility.testing.storybook.missing')}</Text>
          )}
        </Stack>
        <Stack gap={2}>
          <Heading level={3}>{t('accessibility.testing.journeys.title')}</Heading>
          {evidence.journeys.status === 'recorded' ? (
            <JourneyFigures evidence={evidence.journeys} number={number} />
          ) : (
            <Text>{t('accessibility.testing.journeys.missing')}</Text>
          )}
        </Stack>
        <Stack gap={2}>
          <Heading level={3}>{t('accessibility.testing.screenReader.title')}</Heading>
          {evidence.screenReader.status === 'recorded' ? (
            <>
              <Text>
                {t('accessibility.testing.screenReader.recorded', {
                  date: formatDate(evidence.screenReader.finishedAt),
                  count: evidence.screenReader.journeys.length,
                })}
              </Text>
              <List>
                {evidence.screenReader.journeys.map(({ journey, phrases }) => (
                  <li key={journey}>
                    {t('accessibility.testing.screenReader.journey', {
                      journey: t(`accessibility.testing.screenReader.journeys.${journey}`),
                      phrases: number.format(phrases),
                    })}
                  </li>
                ))}
              </List>
            </>
          ) : (
            <Text>{t('accessibility.testing.screenReader.missing')}</Text>
          )}
        </Stack>
      </Section>

      <Section id="feedback" title={t('accessibility.feedback.title')}>
        <Text>{t('accessibility.feedback.text')}</Text>
        <List marker={false}>
          <li>
            <TextLink
              href={paths.help.getHref('CustomerSupport')}
              renderLink={renderRouterLink}
              weight="medium"
            >
              {t('footer.contactForm')}
            </TextLink>
          </li>
          <li>
            <TextLink href={contactLinks.privatePhone}>{t('footer.privatePhone')}</TextLink>
          </li>
          <li>
            <TextLink href={contactLinks.companyPhone}>{t('footer.companyPhone')}</TextLink>
          </li>
        </List>
      </Section>

      <Section id="authority" title={t('accessibility.authority.title')}>
        <Text>{t('accessibility.authority.text')}</Text>
        <List marker={false}>
          <li>{t('accessibility.authority.name')}</li>
          <li>
            <TextLink href={`https://${t('accessibility.authority.website')}`}>
              {t('accessibility.authority.website')}
            </TextLink>
          </li>
          <li>
            <TextLink href={mailto(t('accessibility.authority.email'))}>
              {t('accessibility.authority.email')}
            </TextLink>
          </li>
          <li>
            <TextLink href={authorityLinks.phone}>{t('accessibility.authority.phone')}</TextLink>
          </li>
        </List>
      </Section>

      <Text tone="muted">
        {t('accessibility.dates', {
          made: formatDate(STATEMENT_MADE),
          updated: formatDate(STATEMENT_UPDATED),
        })}
      </Text>
    </Stack>
  );
}

function StoryFigures({
  evidence,
  number,
}: {
  evidence: StoryEvidence;
  number: Intl.NumberFormat;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Text>
        {t('accessibility.testing.storybook.recorded', { date: formatDate(evidence.finishedAt) })}
      </Text>
      {evidence.equalAccessViolations ? (
        <Text>{t('accessibility.testing.storybook.equalAccessRecorded')}</Text>
      ) : null}
      <DescriptionList
        layout="figures"
        items={[
          {
            key: 'stories',
            term: t('accessibility.testing.storybook.stories'),
            value: number.format(evidence.stories),
          },
          ...evidence.violations.map(({ language, count }) => ({
            key: `violations-${language}`,
            term: t(`accessibility.testing.storybook.violations.${language}`),
            value: number.format(count),
          })),
          ...(evidence.equalAccessViolations ?? []).map(({ language, count }) => ({
            key: `equal-access-${language}`,
            term: t(`accessibility.testing.storybook.equalAccess.${language}`),
            value: number.format(count),
          })),
        ]}
      />
    </>
  );
}

function JourneyFigures({
  evidence,
  number,
}: {
  evidence: JourneyEvidence;
  number: Intl.NumberFormat;
}) {
  const { t } = useTranslation();
  const figure = (
    key: string,
    value: number,
    term = t(`accessibility.testing.journeys.${key}`),
  ) => ({
    key,
    term,
    value: number.format(value),
  });
  return (
    <>
      <Text>
        {t('accessibility.testing.journeys.recorded', { date: formatDate(evidence.finishedAt) })}
      </Text>
      {evidence.equalAccessViolations === null ? null : (
        <Text>{t('accessibility.testing.journeys.equalAccessRecorded')}</Text>
      )}
      <DescriptionList
        layout="figures"
        items={[
          figure('passed', evidence.passed),
          figure('axeJourneys', evidence.axeJourneys),
          figure('axeChecks', evidence.axeChecks),
          ...evidence.axeChecksByLanguage.map(({ language, count }) =>
            figure(
              `axeChecks-${language}`,
              count,
              t(`accessibility.testing.journeys.axeChecksIn.${language}`),
            ),
          ),
          figure('violations', evidence.violations),
          ...(evidence.equalAccessViolations === null
            ? []
            : [figure('equalAccessViolations', evidence.equalAccessViolations)]),
          figure('keyboardOnly', evidence.keyboardOnlyJourneys),
          ...(evidence.ariaSnapshots === null
            ? []
            : [figure('ariaSnapshots', evidence.ariaSnapshots)]),
        ]}
      />
    </>
  );
}
