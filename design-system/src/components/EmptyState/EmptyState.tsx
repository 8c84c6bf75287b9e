import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { SearchIcon, SuccessIcon } from '../../icons';
import type { HeadingLevel } from '../Card';
import { EmptyRoot, Illustration, Title } from './EmptyState.styles';

export type EmptyStateIcon = 'done' | 'search' | 'none';

export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** Says what is empty, as a heading. */
  title: ReactNode;
  /** What it means or what to do next. */
  text?: ReactNode;
  /** A button or link. */
  action?: ReactNode;
  /** `done` (all paid), `search` (nothing found) or `none`. */
  icon?: EmptyStateIcon;
  /** Level of the title's heading; 1 when it is the page's only content. */
  headingLevel?: 1 | HeadingLevel;
}

/** Nothing to show: no open debts, no FAQ results. */
export const EmptyState = forwardRef<HTMLDivElement, EmptyStateProps>(function EmptyState(
  { title, text, action, icon = 'done', headingLevel = 2, ...rest },
  ref,
) {
  return (
    <EmptyRoot ref={ref} data-state={icon} {...rest}>
      {icon !== 'none' ? (
        <Illustration aria-hidden="true">
          {icon === 'search' ? <SearchIcon /> : <SuccessIcon />}
        </Illustration>
      ) : null}
      <Title as={`h${headingLevel}` as const}>{title}</Title>
      {text ? <p>{text}</p> : null}
      {action}
    </EmptyRoot>
  );
});
