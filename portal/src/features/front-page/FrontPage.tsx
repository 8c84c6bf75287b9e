import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  DescriptionList,
  Heading,
  Notice,
  PageSkeleton,
  Skeleton,
  Stack,
  todayInHelsinki,
  type DescriptionListItem,
} from '@portal/design-system';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { dialogOpened } from '../../lib/dialogs';
import { usePageTitle } from '../../lib/usePageTitle';
import { paths } from '../../lib/paths';
import { selectAuthType, selectIsStrong } from '../session';
import {
  frontPageView,
  selectDebtorData,
  selectDebtorError,
  selectDebtorStatus,
  situationPrompt,
  type Debt,
  type DebtorData,
} from '../debtor';
import { installmentItem, wholeDebtItem } from '../paying';
import type { PayRequest } from './components/cards';
import { FrontPageNotices, hasSettlementOffer } from './components/FrontPageNotices';
import { MultiDebtView } from './components/MultiDebtView';

// The prompt's dialog and saga load when the debtor first opens it (the front page's budget).
const SituationDialog = lazy(() => import('./situation/SituationDialog'));

/**
 * Welcome and user info; the multi-debt header adds the first e-mail and phone (spec 2). While
 * the data loads (`pending`), the rows it will have hold their place: the labels, and a grey line
 * for each value (the pay block below does not move when the name comes).
 */
function DebtorHeader({
  data,
  detailed,
  pending,
}: {
  data: DebtorData | null;
  detailed: boolean;
  pending: false | 'basic' | 'strong';
}) {
  const { t } = useTranslation();
  const debtor = data?.debtor;
  const contact = debtor?.contactInformation;
  const email = contact?.emails[0]?.emailAddress;
  const phone = contact?.phones[0];
  const showContact = detailed && contact && !contact.hideContactInformation;
  const details: DescriptionListItem[] = debtor
    ? [
        { key: 'name', term: t('frontPage.name'), value: debtor.name },
        ...(showContact && email
          ? [{ key: 'email', term: t('frontPage.email'), value: email }]
          : []),
        ...(showContact && phone
          ? [
              {
                key: 'phone',
                term: t('frontPage.phone'),
                value: `${phone.landCode ?? ''} ${phone.number}`.trim(),
              },
            ]
          : []),
      ]
    : [];
  return (
    <Stack gap={3}>
      <Heading level={1} id="front-page-title">
        {t('frontPage.welcome')}
      </Heading>
      {debtor ? <DescriptionList items={details} /> : null}
      {!debtor && pending ? (
        <DescriptionList
          aria-hidden="true"
          items={[
            { key: 'name', term: t('frontPage.name'), value: <Skeleton width="11em" /> },
            // The multi-debt view's contact rows (most debtors have both).
            ...(pending === 'strong'
              ? [
                  { key: 'email', term: t('frontPage.email'), value: <Skeleton width="14em" /> },
                  { key: 'phone', term: t('frontPage.phone'), value: <Skeleton width="8em" /> },
                ]
              : []),
          ]}
        />
      ) : null}
    </Stack>
  );
}

/** Whether a single debt's view has a pay block to say that its payment awaits the bank. */
const payBlockShows = (debt: Debt) => !debt.debtSummary.state.ended && debt.debtSummary.left > 0;

/** The overview after login (spec 2, "Front page"). */
/**
 * The front page (spec 2). With exactly one debt it shows the single-debt view, which is the debt
 * feature's: the composition root hands it in (features do not import each other).
 */
export default function FrontPage({
  singleDebtView,
}: {
  /**
   * The debt feature's view; `notices` go right under its pay block, `offer` (a
   * settlement offer) above it, the pay block then offering to pay everything as the second way.
   */
  singleDebtView: (debt: Debt, notices: ReactNode, offer: ReactNode) => ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const data = useAppSelector(selectDebtorData);
  const status = useAppSelector(selectDebtorStatus);
  const error = useAppSelector(selectDebtorError);
  const authType = useAppSelector(selectAuthType);
  const strong = useAppSelector(selectIsStrong);
  const [situationOpen, setSituationOpen] = useState(false);
  // Mounted from the first opening on, so that closing can animate and return focus.
  const [situationUsed, setSituationUsed] = useState(false);
  usePageTitle(t('frontPage.title'));
  const today = todayInHelsinki();

  /** Every pay button of the front page comes here: the bank form for what it pays (spec 4). */
  const startPayment = (request: PayRequest) => {
    const item =
      request.paymentType === 'single'
        ? wholeDebtItem(request.debt)
        : installmentItem(request.plan, data?.debts ?? []);
    if (item) {
      dispatch(
        dialogOpened({ name: 'bankSelection', props: { cart: [item], redirectPath: null } }),
      );
    }
  };
  const payAll = () => void navigate(paths.payAll.getHref());

  const view = data ? frontPageView(data.debts) : null;
  const loading = status === 'loading' || (status === 'idle' && !data);
  const openSituation = () => {
    setSituationUsed(true);
    setSituationOpen(true);
  };
  const otherNotices = data ? (
    <FrontPageNotices
      data={data}
      onOpenSituation={openSituation}
      part="rest"
      offerLeads={view === 'single'}
    />
  ) : null;
  const offer =
    data && hasSettlementOffer(data) ? (
      <FrontPageNotices data={data} onOpenSituation={openSituation} part="offer" />
    ) : null;
  const prompt = data ? situationPrompt(authType, data.debtor) : null;
  return (
    <Stack as="section" gap={5} aria-labelledby="front-page-title">
      <DebtorHeader
        data={data}
        detailed={view === 'multi'}
        pending={loading && (strong ? 'strong' : 'basic')}
      />
      {/* The place of what comes, in its shape: one debt after a case-number
          login, several after a strong one (the usual cases). */}
      {loading ? (
        <PageSkeleton layout={strong ? 'cards' : 'debt'} label={t('app.loading')} />
      ) : null}
      {error ? (
        <Notice tone="error" live="alert">
          {t(error)}
        </Notice>
      ) : null}
      {/* One urgent notice above the pay block at most; the others under it. */}
      {data ? (
        <FrontPageNotices
          data={data}
          onOpenSituation={openSituation}
          part="first"
          paymentInPayBlock={view === 'single' && payBlockShows(data.debts[0]!)}
        />
      ) : null}
      {data && view === 'single' ? (
        <Suspense fallback={<PageSkeleton layout="debt" label={t('app.loading')} />}>
          {singleDebtView(data.debts[0]!, otherNotices, offer)}
        </Suspense>
      ) : null}
      {data && view === 'multi' ? (
        <MultiDebtView
          data={data}
          today={today}
          onPay={startPayment}
          onPayAll={payAll}
          notices={otherNotices}
        />
      ) : null}
      {prompt && situationUsed ? (
        <Suspense fallback={null}>
          <SituationDialog kind={prompt} open={situationOpen} onOpenChange={setSituationOpen} />
        </Suspense>
      ) : null}
    </Stack>
  );
}
