import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { VisuallyHidden } from 'radix-ui';
import { Card } from '../Card';
import { CardGrid } from '../CardGrid';
import { TwoColumnLayout } from '../TwoColumnLayout';
import { Skeleton } from '../Skeleton';
import {
  SkeletonFigures,
  SkeletonRow,
  SkeletonStack,
  SkeletonTable,
  SkeletonTabs,
  SkeletonWheel,
} from './PageSkeleton.styles';

export type PageSkeletonLayout = 'debt' | 'cards' | 'table' | 'details';

export interface PageSkeletonProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /**
   * The shape of the page that loads: `debt` one debt's pay block, then its summary beside its
   * tabs (the single-debt view, the debt and plan pages); `cards` the summary, the tabs and a grid
   * of debt cards (the multi-debt front page); `table` a line of text and a table (payments);
   * `details` sections of details and fields (the profile).
   */
  layout: PageSkeletonLayout;
  /** What is loading, announced once ("Ladataan…"); the shapes are hidden from assistive technology. */
  label: string;
  /** Pulses unless the user prefers reduced motion; stories turn it off for stable screenshots. */
  animated?: boolean;
}

/** The Tabs' strip: a short label per tab over the divider. */
function TabStrip({
  animated,
  count,
  fullWidth,
}: {
  animated: boolean;
  count: number;
  fullWidth?: boolean;
}) {
  return (
    <SkeletonTabs fullWidth={fullWidth}>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} animated={animated} width="6em" />
      ))}
    </SkeletonTabs>
  );
}

/**
 * A card led by a heading, a state label and the progress wheel, as the debt cards of the grid
 * and the debt view's summary are; `children` are the lines under the wheel.
 */
function WheelCard({
  animated: a,
  heading,
  label,
  children,
}: {
  animated: boolean;
  heading: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <Card aria-hidden="true">
      <SkeletonStack gap="small">
        <Skeleton animated={a} width={heading} height={24} />
        <Skeleton animated={a} variant="block" width={label} height={22} />
        <SkeletonWheel>
          <Skeleton animated={a} variant="circle" />
        </SkeletonWheel>
        {children}
      </SkeletonStack>
    </Card>
  );
}

function DebtLayout({ animated: a }: { animated: boolean }) {
  return (
    <>
      {/* The pay block: what to pay, the amount, the due date and the pay button. */}
      <Card aria-hidden="true">
        <SkeletonStack gap="small">
          <Skeleton animated={a} width="30%" height={24} />
          <Skeleton animated={a} width="40%" />
          <Skeleton animated={a} variant="block" width="45%" height={40} />
          <Skeleton animated={a} width="55%" />
          <Skeleton animated={a} variant="block" height={48} />
        </SkeletonStack>
      </Card>
      {/* The debt's summary beside its tabs from 960 px, above them on a phone. */}
      <TwoColumnLayout
        aria-hidden="true"
        start={
          <WheelCard animated={a} heading="50%" label="45%">
            <Skeleton animated={a} />
            <Skeleton animated={a} />
            <Skeleton animated={a} width="80%" />
          </WheelCard>
        }
        end={
          <SkeletonStack gap="small">
            <TabStrip animated={a} count={2} fullWidth />
            <Skeleton animated={a} />
            <Skeleton animated={a} variant="block" width="11em" height={40} />
            <Skeleton animated={a} width="90%" />
            <Skeleton animated={a} variant="block" width="13em" height={40} />
            <Skeleton animated={a} width="35%" height={24} />
            <Skeleton animated={a} />
            <Skeleton animated={a} width="75%" />
          </SkeletonStack>
        }
      />
    </>
  );
}

function CardsLayout({ animated: a }: { animated: boolean }) {
  return (
    <>
      {/* The summary card: heading, three figures, the actions. */}
      <Card aria-hidden="true">
        <SkeletonStack gap="small">
          <Skeleton animated={a} width="35%" height={24} />
          <SkeletonFigures>
            {[0, 1, 2].map((index) => (
              <SkeletonStack key={index} gap="tiny">
                <Skeleton animated={a} width="6em" height={32} />
                <Skeleton animated={a} width="9em" />
              </SkeletonStack>
            ))}
          </SkeletonFigures>
          <SkeletonRow>
            <Skeleton animated={a} variant="block" width="10em" height={44} />
            <Skeleton animated={a} variant="block" width="12em" height={44} />
          </SkeletonRow>
        </SkeletonStack>
      </Card>
      <SkeletonStack gap="small" aria-hidden="true">
        <TabStrip animated={a} count={3} />
        <Skeleton animated={a} width="40%" height={24} />
        <Skeleton animated={a} width="60%" />
      </SkeletonStack>
      <CardGrid aria-hidden="true">
        {[0, 1, 2].map((index) => (
          <li key={index}>
            {/* A debt card: creditor, state, wheel, figures and the pay button (DebtCard). */}
            <WheelCard animated={a} heading="60%" label="35%">
              <Skeleton animated={a} width="70%" />
              <Skeleton animated={a} width="55%" />
              <Skeleton animated={a} variant="block" height={44} />
            </WheelCard>
          </li>
        ))}
      </CardGrid>
    </>
  );
}

function TableLayout({ animated: a }: { animated: boolean }) {
  return (
    <SkeletonStack gap="small" aria-hidden="true">
      <Skeleton animated={a} width="70%" />
      <SkeletonTable>
        {[0, 1, 2, 3].map((row) => (
          <div key={row}>
            <Skeleton animated={a} width="40%" />
            <Skeleton animated={a} width="15%" />
            <Skeleton animated={a} width="15%" />
            <Skeleton animated={a} width="10%" />
          </div>
        ))}
      </SkeletonTable>
    </SkeletonStack>
  );
}

function DetailsLayout({ animated: a }: { animated: boolean }) {
  return (
    <>
      {[0, 1, 2].map((index) => (
        <Card key={index} aria-hidden="true">
          <SkeletonStack gap="small">
            <Skeleton animated={a} width="45%" height={24} />
            <Skeleton animated={a} width="30%" />
            <Skeleton animated={a} width="60%" />
            <Skeleton animated={a} variant="block" height={48} />
            <Skeleton animated={a} variant="block" width="50%" height={44} />
          </SkeletonStack>
        </Card>
      ))}
    </>
  );
}

const layouts = {
  debt: DebtLayout,
  cards: CardsLayout,
  table: TableLayout,
  details: DetailsLayout,
} satisfies Record<PageSkeletonLayout, unknown>;

/**
 * A signed-in page's place while its data loads: grey shapes with the geometry of the
 * content that comes, so nothing below moves when it does and the page does not look empty.
 * The region says once that it is loading (`aria-busy` and a status message).
 */
export const PageSkeleton = forwardRef<HTMLDivElement, PageSkeletonProps>(function PageSkeleton(
  { layout, label, animated = true, ...rest },
  ref,
) {
  const Layout = layouts[layout];
  return (
    <SkeletonStack ref={ref} aria-busy="true" data-layout={layout} {...rest}>
      <VisuallyHidden.Root role="status">{label}</VisuallyHidden.Root>
      <Layout animated={animated} />
    </SkeletonStack>
  );
});
