/**
 * The footer (spec section 1): the operating company, Bengaluru head office, Pune branch office, two phone numbers,
 * the contact e-mail, three social networks, quick links and '© 2025 <company>. All rights reserved.'
 */

import { m } from "../../i18n/paraglide/messages.js"
import { company, copyrightNotice, type SocialNetwork } from "../content/company.ts"
import { legalLinks, quickLinks } from "../content/nav.ts"
import { FacebookIcon, InstagramIcon, LinkedInIcon, LogoMark } from "../ui/icons.tsx"
import { Link } from "../ui/Link.tsx"

const socialIcon: Record<SocialNetwork, typeof FacebookIcon> = {
  Facebook: FacebookIcon,
  Instagram: InstagramIcon,
  LinkedIn: LinkedInIcon
}

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <section className="footer-col footer-col--about" aria-labelledby="footer-company">
          <h2 id="footer-company" className="footer-brand">
            <LogoMark />
            <span>{company.brandName}</span>
          </h2>
          <p className="footer-legal">{m.common_footer_operated_by({ name: company.legalName })}</p>
          <p>{company.tagline}</p>
          <ul className="footer-socials" role="list">
            {company.socials.map((social) => {
              const Icon = socialIcon[social.network]
              return (
                <li key={social.network}>
                  <Link
                    href={social.href}
                    external
                    className="footer-social"
                    aria-label={m.common_footer_social({ brand: company.brandName, network: social.network })}
                  >
                    <Icon />
                  </Link>
                </li>
              )
            })}
          </ul>
        </section>

        <nav className="footer-col" aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="footer-heading">
            {m.common_footer_quick_links()}
          </h2>
          <ul className="footer-links footer-links--quick" role="list">
            {quickLinks.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="footer-link">
                  {link.label()}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <nav className="footer-col" aria-labelledby="footer-legal">
          <h2 id="footer-legal" className="footer-heading">
            {m.common_footer_legal()}
          </h2>
          <ul className="footer-links" role="list">
            {legalLinks.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="footer-link">
                  {link.label()}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <section className="footer-col" aria-labelledby="footer-offices">
          <h2 id="footer-offices" className="footer-heading">
            {m.common_footer_offices()}
          </h2>
          {[company.headOffice, company.branchOffice].map((office) => (
            <div key={office.label} className="footer-office">
              <h3 className="footer-subheading">{office.label}</h3>
              <address translate="no">
                {office.lines.map((line) => (
                  <span key={line} className="footer-address-line">
                    {line}
                  </span>
                ))}
              </address>
            </div>
          ))}
        </section>

        <section className="footer-col" aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="footer-heading">
            {m.common_footer_get_in_touch()}
          </h2>
          <ul className="footer-links" role="list">
            {company.phones.map((phone) => (
              <li key={phone.href}>
                <span className="footer-label">{phone.label}: </span>
                <Link href={phone.href} className="footer-link">
                  {phone.display}
                </Link>
              </li>
            ))}
            <li>
              <span className="footer-label">{m.common_footer_email()}: </span>
              <Link href={`mailto:${company.email}`} className="footer-link">
                {company.email}
              </Link>
            </li>
          </ul>
        </section>
      </div>
      <div className="footer-bottom">
        <p className="container">{copyrightNotice()}</p>
      </div>
    </footer>
  )
}
