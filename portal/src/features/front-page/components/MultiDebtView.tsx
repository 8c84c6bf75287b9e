import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  CardGrid,
  EmptyState,
  formatEuroCents,
  Heading,
  Stack,
  SummaryCard,
  Tabs,
  type TabItem,
} from '@portal/design-system';
import { cents } from '@portal/openapi';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks';
import { dialogOpened } from '../../../lib/dialogs';
import { selectLocale } from '../../../lib/language';
import { paths } from '../../../lib/paths';
import { RouterLink } from '../../../components/RouterLink';
import {
  allowsNewPlan,
  compactCardsOnPhone,
  debtsOutsidePlans,
  endedDebts,
  frontPageCounts,
  frontPageTabs,
  isJointPlanPossible,
  restructuringLeft,
  showCountHeading,
  showPayAll,
  sortDebts,
  type Debt,
  type DebtorData,
  type FrontPageTab,
} from '../../debtor';
import { ArchiveCardItem, DebtCardItem, PlanCardItem, type PayRequest } from './cards';

interface Props {
  data: DebtorData;
  today: string;
  onPay: (request: PayRequest) => void;
  onPayAll: () => void;
  /** The front page's notices that go under the summary and its pay-all button. */
  notices?: ReactNode;
}

/** The plan tab: the debts a joint plan can take, and the button that makes one of them all. */
function JointPlanPanel({ debts }: { debts: Debt[] }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const planable = debts.filter(allowsNewPlan);
  return (
    <Stack gap={4}>
      <p>{t('frontPage.planIntro')}</p>
      <p>{t('frontPage.planDebtsIntro')}</p>
      <ul>
        {sortDebts(planable).map((debt) => (
          <li key={debt.nr}>
            <RouterLink to={paths.debt.getHref(debt.orderNr)}>{debt.creditor.name}</RouterLink>
          </li>
        ))}
      </ul>
      <div>
        <Button
          id="create-joint-plan"
          onClick={() =>
            dispatch(
              dialogOpened({
                name: 'paymentPlan',
                props: { debtNrs: planable.map((d) => d.nr) },
                returnFocus: '#create-joint-plan',
              }),
            )
          }
        >
          {t('frontPage.createJointPlan')}
        </Button>
      </div>
    </Stack>
  );
}

/** spec 2, front page with several debts: summary card, tabs, debt, plan and archive cards. */
export function MultiDebtView({ data, today, onPay, onPayAll, notices }: Props) {
  const { t } = useTranslation();
  const locale = useAppSelector(selectLocale);
  const { debts, paymentPlans } = data;
  const counts = frontPageCounts(debts);
  const tabs = frontPageTabs(debts);
  const joint = isJointPlanPossible(debts);
  const [tab, setTab] = useState<string>('debts');
  const tabsRef = useRef<HTMLDivElement>(null);

  /** The summary's create-plan button scrolls to the plan tab and selects it (spec 2). */
  const goToPlanTab = () => {
    setTab('plan');
    const root = tabsRef.current;
    root?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    requestAnimationFrame(() =>
      root?.querySelector<HTMLElement>('[role="tab"][data-state="active"]')?.focus(),
    );
  };

  const openList = sortDebts(debtsOutsidePlans(debts, paymentPlans));
  const inProgramme = restructuringLeft(debts);
  // With many open debts the cards are compact on a phone; the full cards from 600 px.
  const compact = compactCardsOnPhone(debts);
  const debtsPanel = (
    <Stack gap={4}>
      {showCountHeading(debts) ? (
        <Heading level={2}>{t('frontPage.openCount', { count: counts.open })}</Heading>
      ) : null}
      {counts.open === 0 ? (
        <EmptyState title={t('emptyState.noDebts.title')} text={t('emptyState.noDebts.text')} />
      ) : (
        <>
          <p>{t('frontPage.debtsIntro')}</p>
          <CardGrid aria-label={t('frontPage.debtList')}>
            {paymentPlans.map((plan) => (
              <li key={`plan-${plan.nr}`}>
                <PlanCardItem plan={plan} debts={debts} today={today} onPay={onPay} />
              </li>
            ))}
            {openList.map((debt) => (
              <li key={debt.nr}>
                <DebtCardItem debt={debt} today={today} onPay={onPay} compactOnPhone={compact} />
              </li>
            ))}
          </CardGrid>
        </>
      )}
    </Stack>
  );

  const panels: Record<FrontPageTab, () => TabItem> = {
    plan: () => ({
      value: 'plan',
      label: t('frontPage.tabs.plan'),
      content: <JointPlanPanel debts={debts} />,
    }),
    debts: () => ({ value: 'debts', label: t('frontPage.tabs.debts'), content: debtsPanel }),
    archive: () => ({
      value: 'archive',
      label: t('frontPage.tabs.archive'),
      content: (
        <Stack gap={4}>
          <p>{t('frontPage.archiveIntro')}</p>
          <CardGrid aria-label={t('frontPage.archiveList')}>
            {sortDebts(endedDebts(debts)).map((debt) => (
              <li key={debt.nr}>
                <ArchiveCardItem debt={debt} />
              </li>
            ))}
          </CardGrid>
        </Stack>
      ),
    }),
  };

  return (
    <Stack gap={5}>
      <SummaryCard
        leftCents={cents(data.summary.left - inProgramme)}
        openCount={counts.open}
        withPlanCount={counts.withPlan}
        labels={{
          title: t('summary.title'),
          amountLeft: t('summary.amountLeft'),
          openDebts: t('summary.openDebts'),
          withPlan: t('summary.withPlan'),
        }}
        locale={locale}
        actions={
          <>
            {inProgramme > 0 ? (
              <p data-restructuring-left="">
                {t('summary.restructuring', { amount: formatEuroCents(inProgramme, locale) })}
              </p>
            ) : null}
            {showPayAll(debts) ? <Button onClick={onPayAll}>{t('summary.payAll')}</Button> : null}
            {joint ? (
              <Button variant="secondary" onClick={goToPlanTab}>
                {t('button.createPaymentPlan')}
              </Button>
            ) : null}
            <RouterLink to={paths.cantPay.getHref()}>{t('cantPay.link')}</RouterLink>
            <RouterLink to={paths.help.getHref()}>{t('summary.help')}</RouterLink>
          </>
        }
      />
      {notices}
      {tabs.show ? (
        <Tabs
          ref={tabsRef}
          aria-label={t('frontPage.tabs.label')}
          items={tabs.tabs.map((name) => panels[name]())}
          value={tab}
          onValueChange={setTab}
        />
      ) : (
        debtsPanel
      )}
    </Stack>
  );
}
