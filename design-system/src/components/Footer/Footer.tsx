import { forwardRef, type HTMLAttributes } from 'react';
import { renderAnchor, type RenderLink } from '../shared';
import { FooterRoot, footerLink } from './Footer.styles';

export interface FooterLink {
  label: string;
  href: string;
}

export interface FooterProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The company's name, first in the footer. */
  companyName: string;
  /** "Asiakaspalvelu palvelee" */
  serviceHoursTitle: string;
  /** Mon-Thu 8-18, Fri 8-17, chat weekdays 8-16, one line each. */
  serviceHours: readonly string[];
  /** Heading of the contact column. */
  contactTitle: string;
  /** Phone numbers and e-mail, one line each (private 030 10 5620, company 030 603 5800). */
  contacts: readonly (string | FooterLink)[];
  /** Heading of the links column. */
  linksTitle?: string;
  /** The links (privacy notice, accessibility statement, cookies). */
  links?: readonly FooterLink[];
  /** Renders the links with the app's router (a plain `<a>` by default). */
  renderLink?: RenderLink;
}

/** The page footer with service hours and contacts. */
export const Footer = forwardRef<HTMLElement, FooterProps>(function Footer(
  {
    companyName,
    serviceHoursTitle,
    serviceHours,
    contactTitle,
    contacts,
    linksTitle,
    links = [],
    renderLink = renderAnchor,
    ...rest
  },
  ref,
) {
  const link = (item: FooterLink) =>
    renderLink({ href: item.href, className: footerLink(), children: item.label });
  return (
    <FooterRoot ref={ref} {...rest}>
      <section>
        <h2>{serviceHoursTitle}</h2>
        <ul>
          {serviceHours.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
      <section>
        <h2>{contactTitle}</h2>
        <ul>
          {contacts.map((item) => (
            <li key={typeof item === 'string' ? item : item.href}>
              {typeof item === 'string' ? item : link(item)}
            </li>
          ))}
        </ul>
      </section>
      <section>
        {linksTitle ? <h2>{linksTitle}</h2> : null}
        {links.length ? (
          <ul>
            {links.map((item) => (
              <li key={item.href}>{link(item)}</li>
            ))}
          </ul>
        ) : null}
        <p style={{ marginTop: 16 }}>{companyName}</p>
      </section>
    </FooterRoot>
  );
});
