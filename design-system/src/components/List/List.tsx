import { forwardRef, type HTMLAttributes } from 'react';
import { ListRoot } from './List.styles';
import { useForwardedRef } from '../shared/forwarded-ref';

export interface ListProps extends HTMLAttributes<HTMLUListElement> {
  /** `ol` when the order means something (steps). */
  as?: 'ul' | 'ol';
  /** Bullets or numbers; `false` for a plain list of links. Default true. */
  marker?: boolean;
}

/** A list of short items (service hours, phone numbers, links) with even spacing. */
export const List = forwardRef<HTMLElement, ListProps>(function List(
  { as = 'ul', marker = true, ...rest },
  ref,
) {
  const elementRef = useForwardedRef(ref);
  return <ListRoot ref={elementRef} as={as} marker={marker} {...rest} />;
});
