import { forwardRef, type HTMLAttributes } from 'react';
import { ListRoot } from './List.styles';

export interface ListProps extends HTMLAttributes<HTMLUListElement> {
  /** `ol` when the order means something (steps). */
  as?: 'ul' | 'ol';
  /** Bullets or numbers; `false` for a plain list of links. Default true. */
  marker?: boolean;
}

/** A list of short items (service hours, phone numbers, links) with even spacing. */
export const List = forwardRef<HTMLUListElement, ListProps>(function List(
  { as = 'ul', marker = true, ...rest },
  ref,
) {
  return <ListRoot ref={ref as never} as={as} marker={marker} {...rest} />;
});
