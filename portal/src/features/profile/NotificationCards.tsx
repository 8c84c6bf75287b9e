/**
 * The profile's "Reminders" and "Electronic payment demands" sections. They
 * load with the profile page (same lazy chunk); state and I/O are in the profile slice and sagas.
 */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Card,
  Checkbox,
  DescriptionList,
  formatDate,
  Notice,
  RadioGroup,
  Spinner,
  Stack,
  todayInHelsinki,
} from '@portal/design-system';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { REMINDER_DAYS, type ReminderDays } from '@portal/openapi';
import { consentStatus, reminderChoiceError } from './rules';
import {
  consentGiveRequested,
  consentWithdrawRequested,
  remindersSaveRequested,
  selectConsentBusy,
  selectDemandConsent,
  selectExtrasError,
  selectProfileResults,
  selectReminderSettings,
  selectSavingReminders,
  type ConsentChannel,
  type ProfileResult,
  type ReminderSettings,
} from './slice';

/** An action's outcome, announced: success politely, a failure at once with what went wrong. */
function Result({ result, failedTitle }: { result: ProfileResult | null; failedTitle: string }) {
  const { t } = useTranslation();
  if (!result) return null;
  return result.tone === 'success' ? (
    <Notice tone="success" live="status">
      {t(result.key)}
    </Notice>
  ) : (
    <Notice tone="error" live="alert" title={failedTitle}>
      {t(result.key)}
    </Notice>
  );
}

function Loading({ heading }: { heading: string }) {
  const { t } = useTranslation();
  const error = useAppSelector(selectExtrasError);
  return (
    <Card as="section" heading={heading} headingLevel={2}>
      {error ? (
        <Notice tone="error" live="alert">
          {t(error)}
        </Notice>
      ) : (
        <Spinner label={t('app.loading')} />
      )}
    </Card>
  );
}

export function RemindersCard() {
  const { t } = useTranslation();
  const settings = useAppSelector(selectReminderSettings);
  if (!settings) return <Loading heading={t('profile.reminders.title')} />;
  // A new form whenever the saved choice changes (after a save it shows what was stored).
  return <RemindersForm key={JSON.stringify(settings)} settings={settings} />;
}

function RemindersForm({ settings }: { settings: ReminderSettings }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const saving = useAppSelector(selectSavingReminders);
  const result = useAppSelector(selectProfileResults).reminders;
  const [byEmail, setByEmail] = useState(settings.byEmail);
  const [bySms, setBySms] = useState(settings.bySms);
  const [daysBefore, setDaysBefore] = useState<ReminderDays | null>(settings.daysBefore ?? null);
  const [tried, setTried] = useState(false);
  const channelsId = `reminder-channels-${useId()}`;
  const choice = { byEmail, bySms, daysBefore };
  const error = reminderChoiceError(choice, settings);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!error && !saving) dispatch(remindersSaveRequested(choice));
  };
  const daysError = tried && error === 'profile.reminders.chooseDays' ? t(error) : undefined;
  return (
    <Card as="section" heading={t('profile.reminders.title')} headingLevel={2}>
      <Stack as="form" gap={4} noValidate onSubmit={submit}>
        <p>{t('profile.reminders.text')}</p>
        <Stack gap={3} role="group" aria-labelledby={channelsId}>
          <p id={channelsId}>
            <strong>{t('profile.reminders.channels')}</strong>
          </p>
          <Stack gap={3}>
            <Checkbox
              label={t('profile.reminders.byEmail')}
              hint={
                settings.email
                  ? t('profile.reminders.sentTo', { address: settings.email })
                  : t('profile.reminders.noEmail')
              }
              disabled={!settings.email}
              checked={byEmail}
              onCheckedChange={(checked) => setByEmail(checked === true)}
            />
            <Checkbox
              label={t('profile.reminders.bySms')}
              hint={
                settings.phone
                  ? t('profile.reminders.sentToPhone', { address: settings.phone })
                  : t('profile.reminders.noPhone')
              }
              disabled={!settings.phone}
              checked={bySms}
              onCheckedChange={(checked) => setBySms(checked === true)}
            />
          </Stack>
        </Stack>
        <RadioGroup
          legend={t('profile.reminders.days')}
          hint={t('profile.reminders.daysHint')}
          options={REMINDER_DAYS.map((days) => ({
            value: String(days),
            label: t(`profile.reminders.daysOption.${days}`),
          }))}
          value={daysBefore === null ? '' : String(daysBefore)}
          onValueChange={(value) => setDaysBefore(Number(value) as ReminderDays)}
          error={daysError}
        />
        <div>
          <Button
            type="submit"
            {...(saving
              ? { loading: true as const, loadingText: t('profile.saving') }
              : { loading: false as const })}
          >
            {t('profile.reminders.save')}
          </Button>
        </div>
        <Result result={result} failedTitle={t('profile.failed.reminders')} />
      </Stack>
    </Card>
  );
}

export function DemandConsentCard() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const consent = useAppSelector(selectDemandConsent);
  const settings = useAppSelector(selectReminderSettings);
  const busy = useAppSelector(selectConsentBusy);
  const result = useAppSelector(selectProfileResults).consent;
  const [channel, setChannel] = useState<ConsentChannel | null>(null);
  if (!consent || !settings) return <Loading heading={t('profile.consent.title')} />;

  const status = consentStatus(consent, todayInHelsinki());
  const addressOf = (c: ConsentChannel) => (c === 'email' ? settings.email : settings.phone);
  const offered = (['email', 'sms'] as const).filter((c) => addressOf(c));
  const chosen = channel ?? offered[0] ?? null;
  const give = (event: FormEvent) => {
    event.preventDefault();
    if (chosen && !busy) dispatch(consentGiveRequested({ channel: chosen }));
  };
  const stateText = t(`profile.consent.state.${status.state}`, {
    date: formatDate(status.date),
  });

  return (
    <Card as="section" heading={t('profile.consent.title')} headingLevel={2}>
      <Stack gap={4}>
        <p>{t('profile.consent.text')}</p>
        <p data-testid="consent-state" data-state={status.state}>
          <strong>{stateText}</strong>
        </p>
        {status.state !== 'none' && (
          <DescriptionList
            items={[
              {
                key: 'channel',
                term: t(`profile.consent.channel.${consent.channel ?? 'email'}`),
                value: consent.address ?? '–',
              },
              { key: 'collector', term: t('profile.consent.collector'), value: consent.collector },
              {
                key: 'cases',
                term: t('profile.consent.cases'),
                value: consent.caseNumbers.join(', ') || '–',
              },
              {
                key: 'given',
                term: t('profile.consent.givenOn'),
                value: formatDate(consent.givenAt),
              },
              // A withdrawn consent ended on the day it was withdrawn; otherwise on its last day.
              consent.withdrawnAt
                ? {
                    key: 'withdrawn',
                    term: t('profile.consent.withdrawnOn'),
                    value: formatDate(consent.withdrawnAt),
                  }
                : {
                    key: 'until',
                    term: t('profile.consent.validUntil'),
                    value: formatDate(consent.validUntil),
                  },
            ]}
          />
        )}
        {status.state === 'valid' ? (
          <div>
            <Button
              variant="secondary"
              onClick={() => dispatch(consentWithdrawRequested())}
              {...(busy === 'withdraw'
                ? { loading: true as const, loadingText: t('profile.saving') }
                : { loading: false as const })}
            >
              {t('profile.consent.withdraw')}
            </Button>
          </div>
        ) : offered.length === 0 ? (
          <Notice tone="info">{t('profile.consent.noAddress')}</Notice>
        ) : (
          <Stack as="form" gap={4} noValidate onSubmit={give}>
            <RadioGroup
              legend={t('profile.consent.channelLegend')}
              hint={t('profile.consent.validity')}
              options={offered.map((c) => ({
                value: c,
                label: t(`profile.consent.channelOption.${c}`, { address: addressOf(c) }),
              }))}
              value={chosen ?? ''}
              onValueChange={(value) => setChannel(value as ConsentChannel)}
            />
            <div>
              <Button
                type="submit"
                {...(busy === 'give'
                  ? { loading: true as const, loadingText: t('profile.saving') }
                  : { loading: false as const })}
              >
                {t('profile.consent.give')}
              </Button>
            </div>
          </Stack>
        )}
        <Result result={result} failedTitle={t('profile.failed.consent')} />
      </Stack>
    </Card>
  );
}
