import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { Card, type HeadingLevel } from '../Card';
import { TextLink } from '../TextLink';
import { VisuallyHidden } from 'radix-ui';
import { Contacts, Item, Items } from './HelpServiceList.styles';

export interface HelpService {
  /** Stable key of the service. */
  id: string;
  /** The service's name: the heading of its card. */
  title: string;
  /** What the service does for the debtor. */
  text: ReactNode;
  /** Its web page, opened in a new window (another site). */
  link?: { href: string; label: string };
  /** Its phone numbers: a `tel:` address and the number as people write it. */
  phones?: readonly { href: string; label: string }[];
  /** More under the contacts (service hours). */
  extra?: ReactNode;
}

export interface HelpServiceListProps extends HTMLAttributes<HTMLUListElement> {
  /** The services, in the order the debtor should consider them. */
  services: readonly HelpService[];
  /** Said after a link's text to screen readers: it opens in a new window. */
  newWindowLabel: string;
  /** Level of each service's heading, under the section that holds the list. */
  headingLevel?: HeadingLevel;
}

/**
 * Where a debtor can get help: each service a card with its name, what it does, its web page
 * and phone numbers (a tap on a phone calls).
 */
export const HelpServiceList = forwardRef<HTMLUListElement, HelpServiceListProps>(
  function HelpServiceList({ services, newWindowLabel, headingLevel = 3, ...rest }, ref) {
    return (
      <Items ref={ref} {...rest}>
        {services.map((service) => (
          <Item key={service.id}>
            <Card as="article" tone="outlined" heading={service.title} headingLevel={headingLevel}>
              <p>{service.text}</p>
              {service.link || service.phones?.length ? (
                <Contacts>
                  {service.phones?.map((phone) => (
                    <li key={phone.href}>
                      <TextLink href={phone.href} weight="medium">
                        {phone.label}
                      </TextLink>
                    </li>
                  ))}
                  {service.link ? (
                    <li>
                      <TextLink
                        href={service.link.href}
                        renderLink={({ children, ...props }) => (
                          <a {...props} target="_blank" rel="noopener noreferrer">
                            {children}
                          </a>
                        )}
                      >
                        {service.link.label}
                        <VisuallyHidden.Root> {newWindowLabel}</VisuallyHidden.Root>
                      </TextLink>
                    </li>
                  ) : null}
                </Contacts>
              ) : null}
              {service.extra}
            </Card>
          </Item>
        ))}
      </Items>
    );
  },
);
