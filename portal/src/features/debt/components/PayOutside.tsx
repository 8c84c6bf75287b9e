import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Heading, Spinner, Stack } from '@portal/design-system';
import { isPaidInPortalDebt, type Debt } from '../../debtor';

// The transfer details load when the debtor asks for them (the front page's budget).
const PayOutsideDetails = lazy(() => import('./PayOutsideDetails'));

/**
 * Paying the debt by bank transfer outside the portal: the payee, its account, the
 * reference, the RF reference and the virtual bank barcode, each to copy. None for a debt that
 * is not paid here (debt restructuring: only under the court-confirmed programme).
 */
export function PayOutside({ debt }: { debt: Debt }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const headingId = `pay-outside-${useId().replace(/:/g, '')}`;
  const panelId = `${headingId}-panel`;
  if (!isPaidInPortalDebt(debt)) return null;
  return (
    <Stack as="section" gap={3} aria-labelledby={headingId}>
      <Heading level={3} size="subsection" id={headingId}>
        {t('payOutside.title')}
      </Heading>
      <p>{t('payOutside.intro')}</p>
      <div>
        <Button
          variant="secondary"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={() => setOpen((was) => !was)}
        >
          {open ? t('payOutside.hide') : t('payOutside.show')}
        </Button>
      </div>
      {open ? (
        <div id={panelId}>
          <Suspense fallback={<Spinner size="small" label={t('app.loading')} />}>
            <PayOutsideDetails debt={debt} />
          </Suspense>
        </div>
      ) : null}
    </Stack>
  );
}
