/**
 * The operating company (spec section 1, footer): an invented Indian NBFC-style brand. Copy as data: the footer,
 * the contact page and page titles read it from here.
 */
export const company = {
  brandName: "Arthika Loans",
  legalName: "Arthika Finserv Private Limited",
  tagline: "Loans made simple, for every Indian dream",
  headOffice: {
    label: "Head Office",
    lines: ["3rd Floor, Sapphire Towers, 80 Feet Road", "Koramangala 4th Block", "Bengaluru, Karnataka 560034"]
  },
  branchOffice: {
    label: "Branch Office",
    lines: ["Office 502, Kalyani Business Park, Baner Road", "Baner", "Pune, Maharashtra 411045"]
  },
  phones: [
    { label: "Customer care", display: "+91 80 4718 2200", href: "tel:+918047182200" },
    { label: "Loan enquiries", display: "+91 20 6712 4400", href: "tel:+912067124400" }
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
    designation: "Grievance Redressal Officer",
    email: "grievance@arthikaloans.in",
    phone: { display: "+91 80 4718 2299", href: "tel:+918047182299" },
    hours: "Monday to Saturday, 10 am to 6 pm"
  },
  /** The registered office: the head office (the officer's postal address). */
  registeredOfficeLabel: "Head Office"
} as const

export type SocialNetwork = (typeof company.socials)[number]["network"]

/** '© 2025 Arthika Loans. All rights reserved.' (spec: copyright 2025). */
export const copyrightLine = `© ${company.copyrightYear} ${company.brandName}. All rights reserved.`
