import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TextLink } from '@portal/design-system';
import { contactLinks, serviceNumbers } from '../lib/contact';

/**
 * The customer service numbers a debtor can call instead (the company number for a company, the
 * private one for a person; both before the data has loaded), and the service hours: for a
 * debtor who cannot do the step online (no online banking ID). `children` (what to have at hand
 * when calling) go between the numbers and the hours.
 */
export function ServicePhones({
  debtor,
  children,
}: {
  debtor: { isCompany: boolean } | null;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <ul>
        {serviceNumbers(debtor).map((kind) => (
          <li key={kind}>
            <TextLink href={contactLinks[`${kind}Phone`]}>{t(`footer.${kind}Phone`)}</TextLink>
          </li>
        ))}
      </ul>
      {children}
      <p>
        {t('footer.hoursMonThu')}, {t('footer.hoursFri')}
      </p>
    </>
  );
}
