import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FrontPageChildHeader } from '../../components/FrontPageChildHeader';
import { Navigate } from 'react-router-dom';
import {
  Button,
  Card,
  Checkbox,
  DescriptionList,
  EmailPair,
  ErrorSummary,
  FINNISH_PREFIX,
  formatEuroCents,
  Notice,
  PhoneField,
  PageSkeleton,
  Stack,
  Switch,
} from '@portal/design-system';
import { RouterLink } from '../../components/RouterLink';
import { summaryItems } from '../../lib/form-errors';
import { useBlurAfterPress } from '../../lib/useBlurAfterPress';
import { PRIVACY_ACCESS_FEE_CENTS } from '@portal/openapi';
import { useAppDispatch, useAppSelector, useLazySaga } from '../../lib/hooks';
import { selectLocale } from '../../lib/language';
import { paths } from '../../lib/paths';
import { usePageTitle } from '../../lib/usePageTitle';
import {
  isProfileAvailable,
  selectDebtor,
  selectDebtorError,
  selectDebtorStatus,
  type Debtor,
} from '../debtor';
import { selectAuthType } from '../session';
import { DemandConsentCard, RemindersCard } from './NotificationCards';
import { offersDataExport } from './rules';
import { profileFeature } from './sagas';
import {
  contactAddRequested,
  contactAllowRequested,
  dataExportRequested,
  profileExtrasRequested,
  profileLeft,
  selectAdding,
  selectAllowChosen,
  selectExportError,
  selectExporting,
  selectProfileResults,
  type ProfileResult,
} from './slice';
import { isEmailPairValid, validateEmailPair, validatePhone } from '../../lib/validation';

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

/** Returns true once when a new success arrives, so a form can start afresh. */
function useSucceeded(result: ProfileResult | null, reset: () => void) {
  const id = result?.tone === 'success' ? result.id : null;
  useEffect(() => {
    if (id !== null) reset();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new success resets
  }, [id]);
}

function PhoneCard({ debtor }: { debtor: Debtor }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const adding = useAppSelector(selectAdding).phone;
  const chosen = useAppSelector(selectAllowChosen).phone;
  const results = useAppSelector(selectProfileResults);
  const contact = debtor.contactInformation;
  const [value, setValue] = useState('');
  const [dirty, setDirty] = useState(false);
  const [touched, setTouched] = useState(false);
  const afterPress = useBlurAfterPress();
  // The button stays usable (a disabled one explains nothing); a submit with an error shows
  // the error summary.
  const [failedSubmits, setFailedSubmits] = useState(0);
  useSucceeded(results.addPhone, () => {
    setValue('');
    setDirty(false);
    setTouched(false);
    setFailedSubmits(0);
  });
  const error = validatePhone(value);
  const shownError = error && (failedSubmits > 0 || (dirty && touched)) ? t(error) : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (error) setFailedSubmits((count) => count + 1);
    else if (!adding) dispatch(contactAddRequested({ type: 'phone', text: value }));
  };
  return (
    <Card as="section" heading={t('profile.contact.phones')} headingLevel={2}>
      {contact.phones.length > 0 ? (
        <ul>
          {contact.phones.map((phone) => (
            <li key={`${phone.landCode ?? ''}${phone.number}`}>
              {`${phone.landCode ?? FINNISH_PREFIX} ${phone.number}`}
            </li>
          ))}
        </ul>
      ) : (
        <p>{`${t('profile.contact.noPhones')} ${t('profile.smsNeedsPhone')}`}</p>
      )}
      {/* Text messages need a number: without one, a switch turned on would promise messages
          that never come, so the choice waits until a number is saved. */}
      {contact.phones.length > 0 ? (
        <Switch
          label={t('profile.smsAllowed')}
          description={t('profile.smsAllowedHint')}
          checked={chosen ?? contact.isSMSAllowed}
          onCheckedChange={(allow) => dispatch(contactAllowRequested({ type: 'phone', allow }))}
        />
      ) : null}
      <Result result={results.allowPhone} failedTitle={t('profile.failed.allow')} />
      <Stack
        as="form"
        gap={4}
        noValidate
        onSubmit={submit}
        aria-label={t('profile.addPhone.title')}
      >
        <ErrorSummary
          title={t('errorSummary.title')}
          headingLevel={3}
          errors={summaryItems([['profile-phone', failedSubmits > 0 ? shownError : null]])}
          focusKey={failedSubmits}
        />
        <PhoneField
          id="profile-phone"
          label={t('profile.addPhone.label')}
          hint={t('profile.addPhone.hint')}
          value={value}
          maxLength={16}
          error={shownError}
          onValueChange={(next) => {
            setValue(next);
            setDirty(true);
          }}
          // The error waits while the mouse is down, so the button does not move
          // under a click.
          onBlur={() => afterPress(() => setTouched(true))}
        />
        <div>
          <Button
            type="submit"
            // spec 5: enabled only when the number is changed and valid.
            disabled={!dirty || Boolean(error)}
            {...(adding
              ? { loading: true as const, loadingText: t('profile.adding') }
              : { loading: false as const })}
          >
            {t('profile.addPhone.submit')}
          </Button>
        </div>
        <Result result={results.addPhone} failedTitle={t('profile.failed.phone')} />
      </Stack>
    </Card>
  );
}

function EmailCard({ debtor }: { debtor: Debtor }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const adding = useAppSelector(selectAdding).email;
  const chosen = useAppSelector(selectAllowChosen).email;
  const results = useAppSelector(selectProfileResults);
  const contact = debtor.contactInformation;
  const [email, setEmail] = useState('');
  const [repeat, setRepeat] = useState('');
  const [dirty, setDirty] = useState(false);
  const [touched, setTouched] = useState({ email: false, repeat: false });
  const afterPress = useBlurAfterPress();
  const [failedSubmits, setFailedSubmits] = useState(0);
  useSucceeded(results.addEmail, () => {
    setEmail('');
    setRepeat('');
    setDirty(false);
    setTouched({ email: false, repeat: false });
    setFailedSubmits(0);
  });
  const errors = validateEmailPair(email, repeat);
  const valid = isEmailPairValid(errors);
  const shown = (field: 'email' | 'repeat') => {
    const key = errors[field];
    return key && (failedSubmits > 0 || (dirty && touched[field])) ? t(key) : undefined;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched({ email: true, repeat: true });
    if (!valid) setFailedSubmits((count) => count + 1);
    else if (!adding) dispatch(contactAddRequested({ type: 'email', text: email }));
  };
  return (
    <Card as="section" heading={t('profile.contact.emails')} headingLevel={2}>
      {contact.emails.length > 0 ? (
        <ul>
          {contact.emails.map((entry) => (
            <li key={entry.emailAddress}>{entry.emailAddress}</li>
          ))}
        </ul>
      ) : (
        <p>{t('profile.contact.noEmails')}</p>
      )}
      {/* spec 2, 6: companies have no e-mail-allowed choice. */}
      {debtor.isCompany ? null : (
        <Checkbox
          label={t('profile.emailAllowed')}
          hint={t('profile.emailAllowedHint')}
          checked={chosen ?? contact.isEmailAllowed}
          onCheckedChange={(checked) =>
            dispatch(contactAllowRequested({ type: 'email', allow: checked === true }))
          }
        />
      )}
      <Result result={results.allowEmail} failedTitle={t('profile.failed.allow')} />
      <Stack
        as="form"
        gap={4}
        noValidate
        onSubmit={submit}
        aria-label={t('profile.addEmail.title')}
      >
        <ErrorSummary
          title={t('errorSummary.title')}
          headingLevel={3}
          errors={summaryItems(
            failedSubmits > 0
              ? [
                  ['profile-email', shown('email')],
                  ['profile-email-repeat', shown('repeat')],
                ]
              : [],
          )}
          focusKey={failedSubmits}
        />
        <EmailPair
          id="profile-email"
          emailLabel={t('profile.addEmail.label')}
          repeatLabel={t('profile.addEmail.repeat')}
          email={email}
          repeat={repeat}
          onEmailChange={(next) => {
            setEmail(next);
            setDirty(true);
          }}
          onRepeatChange={(next) => {
            setRepeat(next);
            setDirty(true);
          }}
          onBlur={(field) =>
            afterPress(() => setTouched((current) => ({ ...current, [field]: true })))
          }
          emailError={shown('email')}
          repeatError={shown('repeat')}
        />
        <div>
          <Button
            type="submit"
            // spec 5: enabled only when the address is changed and both fields are valid.
            disabled={!dirty || !valid}
            {...(adding
              ? { loading: true as const, loadingText: t('profile.adding') }
              : { loading: false as const })}
          >
            {t('profile.addEmail.submit')}
          </Button>
        </div>
        <Result result={results.addEmail} failedTitle={t('profile.failed.email')} />
      </Stack>
    </Card>
  );
}

/** spec 2: the debtor's own information, contact details and the GDPR rights. */
export default function ProfilePage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  useLazySaga(profileFeature);
  const debtor = useAppSelector(selectDebtor);
  const status = useAppSelector(selectDebtorStatus);
  const error = useAppSelector(selectDebtorError);
  usePageTitle(t('profile.title'));
  useEffect(() => () => void dispatch(profileLeft()), [dispatch]);
  // The reminder choice and the consent to electronic payment demands.
  useEffect(() => void dispatch(profileExtrasRequested()), [dispatch]);
  const authType = useAppSelector(selectAuthType);
  const locale = useAppSelector(selectLocale);

  // spec 2, 6: no profile with personal info hidden or without an active debtor number.
  if (debtor && !isProfileAvailable(debtor)) {
    return <Navigate to={paths.frontPage.getHref()} replace />;
  }

  const header = <FrontPageChildHeader title={t('profile.title')} headingId="profile-title" />;

  if (!debtor) {
    return (
      <Stack as="section" aria-labelledby="profile-title" gap={5} measure="prose">
        {header}
        {status === 'failed' && error ? (
          <Notice tone="error" live="alert">
            {t(error)}
          </Notice>
        ) : (
          <PageSkeleton layout="details" label={t('app.loading')} />
        )}
      </Stack>
    );
  }

  const hidden = debtor.contactInformation.hideContactInformation;
  return (
    <Stack as="section" aria-labelledby="profile-title" gap={5} measure="prose">
      {header}
      <Card as="section" heading={t('profile.basic.title')} headingLevel={2}>
        <DescriptionList
          items={[
            { key: 'name', term: t('profile.basic.name'), value: debtor.name },
            ...debtor.address.flatMap((address, index) => [
              {
                key: `street-${index}`,
                term: t('profile.basic.streetAddress'),
                value: address.streetAddress ?? '–',
              },
              // The post address carries the postcode and post office; the city is its fallback.
              {
                key: `post-${index}`,
                term: t('profile.basic.postOffice'),
                value: address.postAddress ?? address.city ?? '–',
              },
            ]),
          ]}
        />
      </Card>
      {hidden ? (
        <Notice tone="info">{t('profile.contact.hidden')}</Notice>
      ) : (
        <>
          <PhoneCard debtor={debtor} />
          <EmailCard debtor={debtor} />
        </>
      )}
      <RemindersCard />
      <DemandConsentCard />
      {offersDataExport(authType) && <DataExportCard />}
      <Card as="section" heading={t('profile.gdpr.title')} headingLevel={2}>
        <p>{t('profile.gdpr.text', { fee: formatEuroCents(PRIVACY_ACCESS_FEE_CENTS, locale) })}</p>
        <RouterLink to={paths.privacy.getHref()}>{t('profile.gdpr.link')}</RouterLink>
      </Card>
    </Stack>
  );
}

/** Everything held about the debtor, free and at once (GDPR Article 15). */
function DataExportCard() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const exporting = useAppSelector(selectExporting);
  const error = useAppSelector(selectExportError);
  const busy = exporting.json || exporting.pdf;
  return (
    <Card as="section" heading={t('profile.dataExport.title')} headingLevel={2}>
      <Stack gap={4}>
        <p>{t('profile.dataExport.text')}</p>
        <p>{t('profile.dataExport.free')}</p>
        <Stack direction="horizontal" gap={3} wrap>
          {(['json', 'pdf'] as const).map((format) => (
            <Button
              key={format}
              variant={format === 'pdf' ? 'primary' : 'secondary'}
              disabled={busy && !exporting[format]}
              onClick={() => dispatch(dataExportRequested({ format }))}
              {...(exporting[format]
                ? { loading: true as const, loadingText: t('profile.dataExport.preparing') }
                : { loading: false as const })}
            >
              {t(`profile.dataExport.${format}`)}
            </Button>
          ))}
        </Stack>
        {error && (
          <Notice tone="error" live="alert">
            {t(error)}
          </Notice>
        )}
      </Stack>
    </Card>
  );
}
