/**
 * The operating company (spec section 1, footer): an invented Indian NBFC-style brand. Copy as data: the footer,
 * the contact page and page titles read it from here. Names, addresses and numbers stay as they are in every
 * language; the descriptive words (tagline, labels, the officer's designation and hours) are getters reading the
 * `pages` catalog (issue 15), so they speak the language in force when a view reads them.
 */
import { m } from "../../i18n/paraglide/messages.js"

export const company = {
  brandName: "Arthika Loans",
  legalName: "Arthika Finserv Private Limited",
  get tagline(): string {
    return m.pages_company_tagline()
  },
  headOffice: {
    get label(): string {
      return m.pages_company_head_office()
    },
    lines: ["3rd Floor, Sapphire Towers, 80 Feet Road", "Koramangala 4th Block", "Bengaluru, Karnataka 560034"]
  },
  branchOffice: {
    get label(): string {
      return m.pages_company_branch_office()
    },
    lines: ["Office 502, Kalyani Business Park, Baner Road", "Baner", "Pune, Maharashtra 411045"]
  },
  phones: [
    {
      get label(): string {
        return m.pages_company_phone_customer_care()
      },
      display: "+91 80 4718 2200",
      href: "tel:+918047182200"
    },
    {
      get label(): string {
        return m.pages_company_phone_loan_enquiries()
      },
      display: "+91 20 6712 4400",
      href: "tel:+912067124400"
    }
  ],
  email: "support@arthikaloans.in",
  /** The WhatsApp chat line (a mobile): the floating chat button opens wa.me with it. */
  whatsapp: { display: "+91 98450 22200", number: "919845022200" },
  socials: [
    { network: "Facebook", href: "https://www.facebook.com/arthikaloans" },
    { network: "Instagram", href: "https://www.instagram.com/arthikaloans" },
    { network: "LinkedIn", href: "https://www.linkedin.com/company/arthika-loans" }
  ],
  copyrightYear: 2025,
  /**
   * The grievance officer (RBI Digital Lending Directions; also the contact for a person's rights under the DPDP
   * Act): named on the Grievance Redressal page, the Privacy Policy and the Terms of Use.
   */
  grievanceOfficer: {
    name: "Meera Raghunathan",
    get designation(): string {
      return m.pages_company_grievance_designation()
    },
    email: "grievance@arthikaloans.in",
    phone: { display: "+91 80 4718 2299", href: "tel:+918047182299" },
    get hours(): string {
      return m.pages_company_grievance_hours()
    }
  },
  /** The registered office: the head office (the officer's postal address). */
  get registeredOfficeLabel(): string {
    return m.pages_company_head_office()
  }
} as const

export type SocialNetwork = (typeof company.socials)[number]["network"]

/** '© 2025 Arthika Loans. All rights reserved.' (spec: copyright 2025), in the language in force. */
export const copyrightNotice = (): string =>
  m.pages_company_copyright({ year: String(company.copyrightYear), brand: company.brandName })

/**
 * The English copyright line, for code not yet reading `copyrightNotice()` (the footer belongs to the shell's
 * translation; it should switch to `copyrightNotice()`).
 */
export const copyrightLine = `© ${company.copyrightYear} ${company.brandName}. All rights reserved.`
