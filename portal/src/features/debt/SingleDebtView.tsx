import { lazy, Suspense, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Card,
  DescriptionList,
  formatDate,
  formatEuroCents,
  formatPercent,
  List,
  Notice,
  ProgressWheel,
  Show,
  Skeleton,
  Stack,
  StateLabel,
  Tabs,
  TwoColumnLayout,
  type FormatLocale,
} from '@portal/design-system';
import { useAppDispatch, useAppSelector, useLazySaga } from '../../lib/hooks';
import { selectLocale } from '../../lib/language';
import { dialogOpened } from '../../lib/dialogs';
import { paths } from '../../lib/paths';
import { RouterLink } from '../../components/RouterLink';
import { DeferredDialog } from '../../components/DeferredDialog';
import {
  allowsNewPlan,
  paymentRouteOf,
  selectDebtor,
  selectDebts,
  type Debt,
  type PaymentPlan,
} from '../debtor';
import { debtViewFeature } from './sagas';
import {
  canMakeReclamation,
  debtsOfPlan,
  endTextKeyOf,
  infoSectionsOf,
  isActivePlan,
  isSuggestedPlan,
  nextDueDate,
  reportsOf,
  tabsOf,
  type DebtTab,
  type DebtViewKind,
  type InfoSection,
} from './rules';
import { DebtActionsMenu } from './components/DebtActionsMenu';
import { StateNotices } from './components/StateNotices';
import { CustomPaymentButton } from './components/PayButtons';
import { DebtPayBlock } from './components/DebtPayBlock';
import { PayOutside } from './components/PayOutside';
import {
  ActionsTable,
  BillsTable,
  DebtFacts,
  InstallmentsTable,
  OtherDebtors,
  PaymentsTable,
  PlanDebtsList,
} from './components/tables';
import { DebtState } from '@portal/openapi';

/**
 * The debt as a picture: its own chunk, loaded with the information tab, so the first page does
 * not wait for it.
 */
const DebtCompositionChart = lazy(() => import('./components/DebtCompositionChart'));
/** Only a debt with the creditor's suggested plan shows it: its own chunk, with its dialogs. */
const SuggestedPlan = lazy(() => import('./components/SuggestedPlan'));
/** About the chart's height with two bars, so nothing below it moves when it arrives. */
const CHART_HEIGHT = 340;
/** About the suggested plan's card with its two buttons. */
const SUGGESTION_HEIGHT = 320;

export interface SingleDebtViewProps {
  /** The debt shown, or for a joint plan the debt its route names. */
  debt: Debt;
  /** `paymentPlan`: the joint plan of `debt` (`/payment-plan/{orderNr}`). */
  kind?: DebtViewKind;
  /** Level of the view's top headings: 2 under a page's h1. */
  headingLevel?: 2 | 3;
  /**
   * The summary card's heading; by default the creditor (the front page). The debt page, whose
   * h1 already names the creditor, calls it the debt's or plan's status.
   */
  summaryTitle?: string;
  /** Notices of the page (the front page's) that go right under the pay block. */
  notices?: ReactNode;
  /** An offer of the page (the front page's settlement offer) that leads, above the pay block. */
  offer?: ReactNode;
}

/** The contract's colour group as the label's tone (the server decides the colours). */

function StateBadge({ debt }: { debt: Debt }) {
  const { t } = useTranslation();
  const state = debt.debtSummary.state;
  return (
    <StateLabel colorGroup={state.colorGroup} ended={state.ended}>
      {t(`debtState.${state.state}`)}
    </StateLabel>
  );
}

/** Left column: who, how much is left, the state, and (ended debts) when it ended. */
function DebtSummary({
  debt,
  plan,
  kind,
  locale,
  headingLevel,
  title,
}: {
  debt: Debt;
  plan: PaymentPlan | null;
  kind: DebtViewKind;
  locale: FormatLocale;
  headingLevel: 2 | 3;
  title: string | undefined;
}) {
  const { t } = useTranslation();
  const s = debt.debtSummary;
  const endKey = endTextKeyOf(debt);
  const joint = kind === 'paymentPlan' && plan;
  const percent = joint ? plan.summary.progress : s.progress;
  const left = joint ? plan.summary.left : s.left;
  return (
    <Card
      as="section"
      heading={title ?? (joint ? t('planCard.jointTitle') : debt.creditor.name)}
      headingLevel={headingLevel}
    >
      <Stack>
        {joint ? null : (
          <div>
            <StateBadge debt={debt} />
          </div>
        )}
        {/* The state label above carries the check mark of an ended debt (spec 4). */}
        {endKey && debt.endDate ? <p>{t(endKey, { date: formatDate(debt.endDate) })}</p> : null}
        <ProgressWheel
          size="small"
          percent={percent}
          label={joint ? t('planCard.progress') : t('debtCard.progress')}
          valueText={formatPercent(percent, locale)}
        >
          <span>{t('debtCard.amountLeft')}</span>
          <strong>{formatEuroCents(left, locale)}</strong>
        </ProgressWheel>
        <DescriptionList layout="figures">
          <dt>{joint ? t('debt.facts.planNumber') : t('debt.facts.caseNumber')}</dt>
          <dd>{joint ? plan.nr : debt.orderNr}</dd>
          {joint ? null : (
            <>
              {/* The date the pay block gives too: with a plan, its next installment's. */}
              <dt>{t(plan ? 'planCard.nextDueDate' : 'debt.facts.dueDate')}</dt>
              <dd>{formatDate(nextDueDate(debt))}</dd>
            </>
          )}
          <dt>{t('debt.facts.total')}</dt>
          <dd>{formatEuroCents(joint ? plan.summary.total : s.total, locale)}</dd>
          <dt>{t('debt.facts.paid')}</dt>
          <dd>{formatEuroCents(joint ? plan.summary.totalPaid : s.totalPaid, locale)}</dd>
        </DescriptionList>
      </Stack>
    </Card>
  );
}

/**
 * The pay tab: another amount, a plan, and where else to pay it (the reference). The amount, the
 * due date and the pay button are the pay block's, above, so they are said once.
 */
function PayTab({ debt }: { debt: Debt }) {
  const { t } = useTranslation();
  // A debt in debt restructuring is paid only under its programme: no reference, no amount of
  // its own, no bank transfer; the tab says where its payments go instead.
  if (paymentRouteOf(debt) === 'restructuringProgramme') {
    return <p>{t('debt.pay.restructuring')}</p>;
  }
  return (
    <Stack>
      {debt.debtSummary.reference ? (
        <DescriptionList layout="figures">
          <dt>{t('debt.facts.reference')}</dt>
          <dd>{debt.debtSummary.reference}</dd>
        </DescriptionList>
      ) : null}
      <CustomPaymentButton debt={debt} />
      {allowsNewPlan(debt) ? <CreatePlan debt={debt} /> : null}
      <p>
        <RouterLink to={paths.cantPay.getHref(debt.orderNr)}>{t('cantPay.link')}</RouterLink>
      </p>
      <PayOutside debt={debt} />
    </Stack>
  );
}

/** spec 4: a plan for this debt, made in the plan dialog (paymentPlan). */
function CreatePlan({ debt }: { debt: Debt }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  return (
    <Stack gap={3}>
      <p>{t('debt.pay.planPossible')}</p>
      <div>
        <Button
          variant="secondary"
          id={`create-plan-${debt.nr}`}
          onClick={() =>
            dispatch(
              dialogOpened({
                name: 'paymentPlan',
                props: { debtNrs: [debt.nr] },
                returnFocus: `#create-plan-${debt.nr}`,
              }),
            )
          }
        >
          {t('button.createPaymentPlan')}
        </Button>
      </div>
    </Stack>
  );
}

/**
 * The plan tab: the next installment of the debt's (or joint) plan. A plan over several debts
 * names them: its amount left is theirs together, not this debt's.
 */
function PlanTab({
  plan,
  planDebts,
  locale,
}: {
  plan: PaymentPlan;
  planDebts: Debt[];
  locale: FormatLocale;
}) {
  const { t } = useTranslation();
  const next = plan.nextInstallment;
  const left = plan.installments.filter((i) => i.paid < i.eur).length;
  return (
    <Stack>
      {plan.awaitingFirstPayment ? (
        <Notice tone="info">{t('paymentPlan.firstPayment.notice')}</Notice>
      ) : null}
      <DescriptionList layout="figures">
        {next ? (
          <>
            <dt>{t('planCard.nextAmount')}</dt>
            <dd>{formatEuroCents(next.eur, locale)}</dd>
            <dt>{t('planCard.nextDueDate')}</dt>
            <dd>{formatDate(next.duedate)}</dd>
          </>
        ) : null}
        <dt>{t('planCard.installmentsLeft')}</dt>
        <dd>{t('debt.plan.installmentsLeftValue', { left, count: plan.installments.length })}</dd>
        <dt>{t('debt.plan.left')}</dt>
        <dd>{formatEuroCents(plan.summary.left, locale)}</dd>
      </DescriptionList>
      {/* The plan's amount left is its unpaid installments, with the interest and costs they
          carry (and, in a joint plan, the other debts): it can be larger than the debt's own amount left
          beside it, which would otherwise read as an error. */}
      <p>{t(plan.debts.length > 1 ? 'debt.plan.leftExplainedJoint' : 'debt.plan.leftExplained')}</p>
      {/* Every debt of a joint plan is counted, also those out of this login's view, so that
          the plan's amount left can be followed. */}
      {plan.debts.length > 1 ? (
        <div data-plan-debts="">
          <p>
            <strong>{t('debt.plan.covers')}</strong>
          </p>
          <List>
            {planDebts.map((planDebt) => (
              <li key={planDebt.nr}>
                {t('debt.plan.coversItem', {
                  creditor: planDebt.creditor.name,
                  orderNr: planDebt.orderNr,
                })}
              </li>
            ))}
            {plan.debts.length > planDebts.length ? (
              <li>{t('debt.planDebts.hidden', { count: plan.debts.length - planDebts.length })}</li>
            ) : null}
          </List>
        </div>
      ) : null}
    </Stack>
  );
}

function CasePaidTab({ debt }: { debt: Debt }) {
  const { t } = useTranslation();
  const state = debt.debtSummary.state.state;
  const text = state === DebtState.paid || state === DebtState.groundless ? state : DebtState.ended;
  return <p>{t(`debt.casePaid.text.${text}`)}</p>;
}

/**
 * A debtor who reads the debt's details and finds it wrong finds the reclamation there, not only
 * in the actions menu; focus comes back to the button when the dialog closes.
 */
function ReclamationLink({ debt, where }: { debt: Debt; where: 'tabs' | 'links' }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  if (!canMakeReclamation(debt)) return null;
  const id = `reclamation-${where}-${debt.nr}`;
  return (
    <Stack gap={2}>
      <p>{t('debt.info.reclamationText')}</p>
      <div>
        <Button
          id={id}
          variant="tertiary"
          onClick={() =>
            dispatch(
              dialogOpened({
                name: 'reclamation',
                props: { debtNr: debt.nr },
                returnFocus: `#${id}`,
              }),
            )
          }
        >
          {t('debtActions.reclamation')}
        </Button>
      </div>
    </Stack>
  );
}

/** One block of debt information, as a sub-tab (large screens) or a dialog (small screens). */
interface InfoBlock {
  value: string;
  label: string;
  content: ReactNode;
}

/** Small screens (< 600 px): a link to a dialog per block, the privacy policy, a help card. */
function SmallScreenLinks({
  blocks,
  privacyPolicy,
  after,
}: {
  blocks: readonly InfoBlock[];
  privacyPolicy: ReactNode;
  /** Under the links, before the help card. */
  after?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Show when="belowSmall">
      <Stack>
        <List marker={false}>
          {blocks.map((block) => (
            <li key={block.value}>
              <DeferredDialog
                label={block.label}
                title={block.label}
                closeLabel={t('common.close')}
              >
                {block.content}
              </DeferredDialog>
            </li>
          ))}
          {privacyPolicy ? <li>{privacyPolicy}</li> : null}
        </List>
        {after}
        <Card as="section" heading={t('helpCard.title')} headingLevel={3} tone="subtle">
          <p>{t('helpCard.text')}</p>
          <RouterLink to={paths.help.getHref()}>{t('helpCard.action')}</RouterLink>
        </Card>
      </Stack>
    </Show>
  );
}

function InfoTabs({ label, blocks }: { label: string; blocks: readonly InfoBlock[] }) {
  return (
    <Show when="fromSmall">
      <Tabs
        aria-label={label}
        items={blocks.map((block) => ({
          value: block.value,
          label: block.label,
          content: <Stack>{block.content}</Stack>,
        }))}
      />
    </Show>
  );
}

function debtInfoBlocks(debt: Debt, locale: FormatLocale, t: (key: string) => string) {
  const labels: Record<InfoSection, string> = {
    details: t('debt.info.details'),
    plan: t('debt.info.plan'),
    payments: t('debt.info.payments'),
    actions: t('debt.info.actions'),
    others: t('debt.info.others'),
  };
  const sections = infoSectionsOf(debt);
  const blocks: InfoBlock[] = [];
  for (const section of sections) {
    switch (section) {
      case 'details':
        blocks.push({
          value: 'details',
          label: labels.details,
          content: (
            <>
              <DebtFacts debt={debt} locale={locale} />
              <Suspense fallback={<Skeleton variant="block" height={CHART_HEIGHT} />}>
                <DebtCompositionChart debt={debt} locale={locale} />
              </Suspense>
              <BillsTable bills={debt.bills} locale={locale} />
            </>
          ),
        });
        break;
      case 'plan':
        if (isActivePlan(debt.paymentPlan))
          blocks.push({
            value: 'plan',
            label: labels.plan,
            content: (
              <InstallmentsTable
                installments={debt.paymentPlan.installments}
                locale={locale}
                hideCaption
              />
            ),
          });
        break;
      case 'payments':
        blocks.push({
          value: 'payments',
          label: labels.payments,
          content: <PaymentsTable payments={debt.payments} locale={locale} hideCaption />,
        });
        break;
      case 'actions':
        blocks.push({
          value: 'actions',
          label: labels.actions,
          content: <ActionsTable debt={debt} hideCaption />,
        });
        break;
      case 'others':
        blocks.push({
          value: 'others',
          label: labels.others,
          content: <OtherDebtors debt={debt} />,
        });
        break;
    }
  }
  return blocks;
}

/** Small screens split details: the debt's facts and its bills are separate dialogs (spec 2). */
function smallScreenBlocks(
  blocks: InfoBlock[],
  debt: Debt,
  locale: FormatLocale,
  t: (key: string) => string,
) {
  return blocks.flatMap((block) =>
    block.value === 'details'
      ? [
          {
            value: 'facts',
            label: t('debt.info.facts'),
            content: (
              <>
                <DebtFacts debt={debt} locale={locale} />
                <Suspense fallback={<Skeleton variant="block" height={CHART_HEIGHT} />}>
                  <DebtCompositionChart debt={debt} locale={locale} />
                </Suspense>
              </>
            ),
          },
          {
            value: 'bills',
            label: t('bills.caption'),
            content: <BillsTable bills={debt.bills} locale={locale} hideCaption />,
          },
        ]
      : [block],
  );
}

function planInfoBlocks(
  plan: PaymentPlan,
  planDebts: Debt[],
  locale: FormatLocale,
  t: (key: string) => string,
) {
  return [
    {
      value: 'installments',
      // Not "payment plan" again: the tab above already says it.
      label: t('installments.caption'),
      content: <InstallmentsTable installments={plan.installments} locale={locale} hideCaption />,
    },
    {
      value: 'payments',
      label: t('debt.info.payments'),
      content: (
        <PaymentsTable payments={plan.payments} locale={locale} hideCaption debts={planDebts} />
      ),
    },
    {
      value: 'debts',
      label: t('debt.info.planDebts'),
      content: (
        <PlanDebtsList
          debts={planDebts}
          locale={locale}
          hiddenCount={plan.debts.length - planDebts.length}
        />
      ),
    },
  ];
}

/**
 * The single-debt and joint-plan view (spec 2): state notices, summary and actions on the left,
 * tabs on the right. The debt page shows it under its header; the front page shows it when the
 * debtor has exactly one debt.
 */
export function SingleDebtView({
  debt,
  kind = 'debt',
  headingLevel = 2,
  summaryTitle,
  notices,
  offer,
}: SingleDebtViewProps) {
  useLazySaga(debtViewFeature);
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const locale = useAppSelector(selectLocale);
  const debtor = useAppSelector(selectDebtor);
  const debts = useAppSelector(selectDebts);
  const privacyId = `privacy-${useId().replace(/:/g, '')}`;
  const plan = isActivePlan(debt.paymentPlan) ? debt.paymentPlan : null;
  const joint = kind === 'paymentPlan' && plan !== null;
  // A joint plan's view offers the plan's confirmation; the balance report is per debt.
  const reports = reportsOf(debt, debtor?.hidePersonalInfo ?? false).filter(
    (report) => !joint || report === 'planConfirmation',
  );

  const openPrivacyPolicy = () =>
    dispatch(dialogOpened({ name: 'specialOrderPrivacyPolicy', returnFocus: `#${privacyId}` }));
  const privacyButton = (id?: string) =>
    debt.upiOrder ? (
      <Button id={id} variant="tertiary" onClick={openPrivacyPolicy}>
        {t('privacyPolicy.link')}
      </Button>
    ) : null;

  const blocks = joint
    ? planInfoBlocks(plan, debtsOfPlan(debts, plan), locale, t)
    : debtInfoBlocks(debt, locale, t);
  const small = joint ? blocks : smallScreenBlocks(blocks, debt, locale, t);
  const infoLabel = joint ? t('debt.tabs.planInfo') : t('debt.tabs.info');

  const tabContent: Record<DebtTab, () => ReactNode> = {
    pay: () => <PayTab debt={debt} />,
    plan: () =>
      plan ? <PlanTab plan={plan} planDebts={debtsOfPlan(debts, plan)} locale={locale} /> : null,
    info: () => (
      <Stack>
        <InfoTabs label={infoLabel} blocks={blocks} />
        <Show when="fromSmall">
          <ReclamationLink debt={debt} where="tabs" />
        </Show>
        <SmallScreenLinks
          blocks={small}
          privacyPolicy={privacyButton()}
          after={<ReclamationLink debt={debt} where="links" />}
        />
      </Stack>
    ),
    planInfo: () => (
      <>
        <InfoTabs label={infoLabel} blocks={blocks} />
        <SmallScreenLinks blocks={small} privacyPolicy={null} />
      </>
    ),
    casePaid: () => <CasePaidTab debt={debt} />,
  };
  const tabLabel = (tab: DebtTab) =>
    tab === 'casePaid'
      ? t(
          debt.debtSummary.state.state === DebtState.paid
            ? 'debt.tabs.casePaid'
            : 'debt.tabs.caseEnded',
        )
      : t(`debt.tabs.${tab}`);

  // What to do now leads: a settlement offer, the creditor's suggested plan, or the news that
  // collection is paused for a complaint; paying everything at once is then the second way.
  const suggestion = !joint && isSuggestedPlan(debt.unconfirmedPaymentPlan);
  const complained = !joint && debt.debtSummary.state.state === 12;
  const leads = Boolean(offer) || suggestion || complained;
  const stateNotices = joint ? null : <StateNotices debt={debt} locale={locale} />;

  return (
    <Stack>
      {offer}
      {complained ? stateNotices : null}
      {suggestion ? (
        <Suspense fallback={<Skeleton variant="block" height={SUGGESTION_HEIGHT} />}>
          <SuggestedPlan debt={debt} />
        </Suspense>
      ) : null}
      {/* The one thing first, inside a phone's first screen; notices under it. */}
      <DebtPayBlock
        debt={debt}
        plan={plan}
        locale={locale}
        headingLevel={headingLevel}
        secondary={leads}
      />
      {notices}
      {complained ? null : stateNotices}
      <TwoColumnLayout
        start={
          <>
            <DebtSummary
              debt={debt}
              plan={plan}
              kind={kind}
              locale={locale}
              headingLevel={headingLevel}
              title={summaryTitle}
            />
            <DebtActionsMenu debt={debt} reports={reports} />
            {/* Small screens reach the privacy policy from the links list instead. */}
            {debt.upiOrder ? <Show when="fromSmall">{privacyButton(privacyId)}</Show> : null}
          </>
        }
        end={
          <Tabs
            aria-label={joint ? t('planCard.jointTitle') : t('debt.tabs.label')}
            fullWidth
            items={tabsOf(debt, kind).map((tab) => ({
              value: tab,
              label: tabLabel(tab),
              content: tabContent[tab](),
            }))}
          />
        }
      />
    </Stack>
  );
}
