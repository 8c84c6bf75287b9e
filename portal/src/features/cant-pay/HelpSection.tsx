import { useTranslation } from 'react-i18next';
import { Heading, HelpServiceList, Notice, Stack } from '@portal/design-system';
import { contactLinks } from '../../lib/contact';
import { publicHelp } from './public-help';

/**
 * Free help: the legal aid offices' financial and debt advice, the Guarantee Foundation's
 * helpline, debt restructuring, and our customer service (a company's number for a company, the
 * private persons' number otherwise). `emphasis`: even the plan's smallest instalment does not
 * fit, so the section says first that these are the next step.
 */
export function HelpSection({ isCompany, emphasis }: { isCompany: boolean; emphasis: boolean }) {
  const { t } = useTranslation();
  const ours = isCompany ? 'company' : 'private';
  return (
    <Stack as="section" gap={4} aria-labelledby="cant-pay-help">
      <Heading level={2} id="cant-pay-help">
        {t('cantPay.help.title')}
      </Heading>
      {emphasis ? <Notice tone="info">{t('cantPay.help.belowMinimum')}</Notice> : null}
      <p>{t('cantPay.help.intro')}</p>
      <HelpServiceList
        newWindowLabel={t('help.links.newWindow')}
        services={[
          {
            id: 'debtAdvice',
            title: t('cantPay.help.debtAdvice.title'),
            text: t('cantPay.help.debtAdvice.text'),
            link: { href: publicHelp.debtAdvice.href, label: t('cantPay.help.debtAdvice.link') },
          },
          {
            id: 'guarantee',
            title: t('cantPay.help.guarantee.title'),
            text: t('cantPay.help.guarantee.text'),
            phones: [
              { href: publicHelp.guarantee.phone, label: t('cantPay.help.guarantee.phone') },
            ],
            link: { href: publicHelp.guarantee.href, label: t('cantPay.help.guarantee.link') },
          },
          {
            id: 'restructuring',
            title: t('cantPay.help.restructuring.title'),
            text: t('cantPay.help.restructuring.text'),
          },
          {
            id: 'us',
            title: t('cantPay.help.us.title'),
            text: t('cantPay.help.us.text'),
            phones: [{ href: contactLinks[`${ours}Phone`], label: t(`footer.${ours}Phone`) }],
            extra: (
              <p>
                {t('footer.hoursMonThu')}, {t('footer.hoursFri')}
              </p>
            ),
          },
        ]}
      />
    </Stack>
  );
}
