import { forwardRef, type HTMLAttributes } from 'react';
import { VisuallyHidden } from 'radix-ui';
import { Card } from '../Card';
import { Skeleton } from '../Skeleton';
import { SkeletonRow, SkeletonStack } from './PageSkeleton.styles';

export type PageSkeletonLayout = 'debt' | 'cards' | 'details';

export interface PageSkeletonProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /**
   * The shape of the page that loads: `debt` one debt's pay block, notice and tabs (the
   * single-debt view, the debt and plan pages); `cards` tabs and a list of debt cards (the
   * multi-debt front page, payments); `details` sections of details and fields (the profile).
   */
  layout: PageSkeletonLayout;
  /** What is loading, announced once ("Ladataan…"); the shapes are hidden from assistive technology. */
  label: string;
  /** Pulses unless the user prefers reduced motion; stories turn it off for stable screenshots. */
  animated?: boolean;
}

function Tabs({ animated }: { animated: boolean }) {
  return (
    <SkeletonRow>
      <Skeleton animated={animated} variant="block" width="34%" height={44} />
      <Skeleton animated={animated} variant="block" width="34%" height={44} />
    </SkeletonRow>
  );
}

/**
 * A signed-in page's place while its data loads (issue 27): grey shapes with the geometry of the
 * content that comes, so nothing below moves when it does and the page does not look empty.
 * The region says once that it is loading (`aria-busy` and a status message).
 */
export const PageSkeleton = forwardRef<HTMLDivElement, PageSkeletonProps>(function PageSkeleton(
  { layout, label, animated = true, ...rest },
  ref,
) {
  const a = animated;
  return (
    <SkeletonStack ref={ref} aria-busy="true" data-layout={layout} {...rest}>
      <VisuallyHidden.Root role="status">{label}</VisuallyHidden.Root>
      {layout === 'debt' ? (
        <>
          <Card aria-hidden="true">
            <SkeletonStack gap="small">
              <Skeleton animated={a} width="40%" height={24} />
              <Skeleton animated={a} width="55%" />
              <Skeleton animated={a} variant="block" width="50%" height={48} />
              <Skeleton animated={a} width="60%" />
              <Skeleton animated={a} variant="block" height={56} />
            </SkeletonStack>
          </Card>
          <Skeleton animated={a} variant="block" height={120} />
          <Tabs animated={a} />
          <Card aria-hidden="true">
            <SkeletonStack gap="small">
              <Skeleton animated={a} width="45%" height={24} />
              <Skeleton animated={a} />
              <Skeleton animated={a} width="80%" />
              <Skeleton animated={a} width="65%" />
            </SkeletonStack>
          </Card>
        </>
      ) : null}
      {layout === 'cards' ? (
        <>
          <Tabs animated={a} />
          {[0, 1, 2].map((index) => (
            <Card key={index} aria-hidden="true">
              <SkeletonStack gap="small">
                <Skeleton animated={a} width="50%" height={24} />
                <Skeleton animated={a} width="35%" />
                <Skeleton animated={a} variant="block" width="40%" height={36} />
                <Skeleton animated={a} variant="block" height={48} />
              </SkeletonStack>
            </Card>
          ))}
        </>
      ) : null}
      {layout === 'details' ? (
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
      ) : null}
    </SkeletonStack>
  );
});
