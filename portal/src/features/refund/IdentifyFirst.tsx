import { useTranslation } from 'react-i18next';
import { Button, DialogActions, Notice, Stack } from '@portal/design-system';
import { ServicePhones } from '../../components/ServicePhones';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { selectDebtor } from '../debtor';
import { identificationRequested, selectRefund } from './slice';

/**
 * What a debtor signed in with a case number sees instead of the account form: money goes to
 * the account, so whoever holds a letter must not be able to set it; the debtor identifies with
 * online banking first (and comes back signed in strongly), or calls customer service. A company
 * cannot identify as a person, so it is given the number to call only.
 */
export function IdentifyFirst() {
  const { t } = useTranslation();
  const debtor = useAppSelector(selectDebtor);
  const { error } = useAppSelector(selectRefund);
  const company = debtor?.isCompany === true;
  return (
    <Stack gap={5}>
      <p>{t(company ? 'refund.identify.company' : 'refund.identify.text')}</p>
      <section aria-labelledby="refund-call">
        <Stack gap={2}>
          <h3 id="refund-call">{t('refund.identify.callTitle')}</h3>
          <ServicePhones debtor={debtor} />
        </Stack>
      </section>
      {error ? (
        <Notice tone="error" live="alert">
          {t(error)}
        </Notice>
      ) : null}
    </Stack>
  );
}

/** Identify with online banking (a person only), or cancel; a company only closes. */
export function IdentifyFirstActions({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const company = useAppSelector(selectDebtor)?.isCompany === true;
  const { saving } = useAppSelector(selectRefund);
  const cancel = (
    <Button type="button" variant="secondary" onClick={onCancel}>
      {t(company ? 'common.close' : 'common.cancel')}
    </Button>
  );
  return company ? (
    <DialogActions secondary={cancel} />
  ) : (
    <DialogActions
      primary={
        <Button
          type="button"
          loading={saving}
          loadingText={t('button.loading')}
          onClick={() => dispatch(identificationRequested())}
        >
          {t('refund.identify.button')}
        </Button>
      }
      secondary={cancel}
    />
  );
}
