/**
 * The legal pages' copy (issue 14, point 1): Privacy Policy, Terms of Use and Grievance Redressal. The company's
 * details (names, offices, phones, e-mails, the grievance officer) come from content/company.ts; the retention
 * periods from domain/retention.ts, the same configuration the server's retention job uses (the periods in force); the
 * notice version from domain/consent.ts. Copy is RichText: `[label](/path)` is a link.
 */
import { noticeVersion } from "../../domain/consent.ts"
import { keptAfterErasure } from "../../domain/erasure.ts"
import {
  defaultRetention,
  parseRetentionPeriods,
  type RetentionPeriods,
  retentionPeriodsId,
  retentionStatements
} from "../../domain/retention.ts"
import { company } from "./company.ts"

export interface LegalSection {
  readonly id: string
  readonly heading: string
  readonly paragraphs: ReadonlyArray<string>
  readonly list?: ReadonlyArray<string>
}

export interface LegalDocument {
  readonly title: string
  readonly lead: string
  /** The version in force (the consent records name it). */
  readonly version: string
  readonly sections: ReadonlyArray<LegalSection>
}

const { brandName, legalName, email, grievanceOfficer: officer } = company
const office = company.headOffice.lines.join(", ")
/**
 * The periods in force: the defaults, or in the browser those the server put in the page (a server configured with
 * other RETENTION_* periods rewrites the prerendered Privacy Policy with them, so the HTML and the hydrated page agree).
 */
const periodsInForce = (): RetentionPeriods => {
  if (typeof document === "undefined") return defaultRetention
  const json = document.getElementById(retentionPeriodsId)?.textContent
  return (json ? parseRetentionPeriods(json) : undefined) ?? defaultRetention
}

export const privacyPolicy: LegalDocument = {
  title: "Privacy Policy",
  lead: `How ${legalName} ("${brandName}", "we") collects, uses, shares and keeps your personal data, and how you can use your rights under the Digital Personal Data Protection Act, 2023.`,
  version: noticeVersion,
  sections: [
    {
      id: "who-we-are",
      heading: "Who we are",
      paragraphs: [
        `${brandName} is a loan marketplace operated by ${legalName}, ${office}. We act as a lending service provider to the banks and NBFCs listed on [Our Lending Partners](/lending-partners). The lender you are matched with makes every credit decision. For your personal data we are the Data Fiduciary.`
      ]
    },
    {
      id: "what-we-collect",
      heading: "What we collect, and why",
      paragraphs: ["We collect only what each form needs for its purpose:"],
      list: [
        "Loan enquiry (Apply Now, a referral, a referral link): your name, mobile number, city, pincode, the loan type and amount you ask for, and a referrer's name and mobile when you refer someone. Purpose: to call you back, match you with a lending partner and track your application.",
        "Credit score check: your mobile number (verified by a one-time password), name, e-mail, date of birth, gender, PAN, pincode and employment type. Purpose: to request your credit report from a credit bureau with your consent. Your PAN is stored encrypted.",
        "Contact Us: your name, e-mail, phone number and message. Purpose: to answer you.",
        "Customer feedback: your name, rating, review and an optional picture. Purpose: to publish your testimonial once our team approves it.",
        "Grievance (the form on [Grievance Redressal](/grievance-redressal)): your name, mobile number (verified by a one-time password), e-mail, an optional tracking ID, what your grievance is about and your description. Purpose: to investigate and answer your grievance, and to let you check its status. We rely on a legal obligation, not on your consent: the RBI's Digital Lending Directions require us to have a Grievance Officer who answers within 30 days.",
        "One-time passwords: your mobile number. Purpose: to prove the number is yours before we show or change anything linked to it.",
        "Page visits: the page and the time, without your name or number. Purpose: to see which pages help people."
      ]
    },
    {
      id: "consent",
      heading: "Your consent",
      paragraphs: [
        "Where we rely on your consent (a loan enquiry, a credit check, a Contact Us message) we ask for it with a box you tick yourself, next to a short notice naming the purpose. We keep a record of each consent: its purpose, the version of this policy you saw, the time and the channel. A grievance needs no consent: answering it is our legal duty.",
        `You may withdraw consent at any time on [My data](/my-data), or by writing to our Grievance Officer (below). Withdrawing does not undo what was lawfully done before it. This policy's version is ${noticeVersion}.`
      ]
    },
    {
      id: "sharing",
      heading: "Who we share it with",
      paragraphs: ["We do not sell your data. We share it only as your request needs:"],
      list: [
        "The lending partner matched with your enquiry, to assess and, if it approves, disburse your loan.",
        "A credit bureau licensed by the Reserve Bank of India, when you ask for your credit score.",
        "Our SMS provider, to deliver one-time passwords.",
        "Authorities, when the law requires it."
      ]
    },
    {
      id: "retention",
      heading: "How long we keep it",
      paragraphs: ["We keep data only while its purpose lasts, and a scheduled job erases it when that time is up:"],
      list: [
        ...retentionStatements(periodsInForce()),
        "Grievances, resolved ones included, with our reply: kept, and not erased on a schedule. They are our record, for the RBI and its Integrated Ombudsman, that we answered within 30 days, and a grievance may come back. If you erase your data on [My data](/my-data), we keep only the grievance number, what it was about, its status and dates."
      ]
    },
    {
      id: "security",
      heading: "How we protect it",
      paragraphs: [
        "Data travels encrypted (HTTPS) and is stored in India. PANs are encrypted at rest; one-time passwords are kept only as keyed hashes. Only staff who need it can see your data, and every action in our back office is audited."
      ]
    },
    {
      id: "rights",
      heading: "Your rights",
      paragraphs: [
        "Under the Digital Personal Data Protection Act, 2023 you may do the following. On [My data](/my-data) you can do the first four yourself, after verifying your mobile number with a one-time password: see and download everything we hold for it (your grievances included), ask for a correction, and withdraw your consent and have your data erased."
      ],
      list: [
        "ask what personal data we hold about you and with whom we shared it ([My data](/my-data));",
        "have inaccurate or incomplete data corrected ([My data](/my-data));",
        "have your data erased ([My data](/my-data)), except what the law makes us keep (below);",
        "withdraw a consent you gave ([My data](/my-data));",
        `have your grievance answered by our Grievance Officer, ${officer.name}, within 30 days: use the form on [Grievance Redressal](/grievance-redressal) or write to [${officer.email}](mailto:${officer.email});`,
        "nominate someone to use these rights for you if you die or cannot act."
      ]
    },
    {
      id: "kept",
      heading: "What we keep after an erasure",
      paragraphs: [
        "An erasure removes your name, mobile number, e-mail, PAN, addresses, messages, grievances, feedback and pictures from every record, in one step: if any part fails, nothing is changed and you can try again. We keep only what the law requires, without anything that identifies you:"
      ],
      list: keptAfterErasure.map((k) => `${k.what}: ${k.why}`)
    },
    {
      id: "how-to",
      heading: "How to use your rights",
      paragraphs: [
        `The quickest way is [My data](/my-data). You may also write to our Grievance Officer, ${officer.name}, at [${officer.email}](mailto:${officer.email}) or call ${officer.phone.display} (${officer.hours}), from the mobile number or e-mail you gave us. We answer within 30 days. If you are not satisfied you may complain to the Data Protection Board of India.`,
        `For anything else, write to [${email}](mailto:${email}).`
      ]
    }
  ]
}

export const termsOfUse: LegalDocument = {
  title: "Terms of Use",
  lead: `The terms on which ${legalName} offers the ${brandName} website. By using it you accept them.`,
  version: noticeVersion,
  sections: [
    {
      id: "service",
      heading: "Our service",
      paragraphs: [
        `${brandName} is a lending service provider: we help you compare loans and pass your enquiry to a lending partner (see [Our Lending Partners](/lending-partners)). We do not lend. The lender decides whether to lend, on what terms, and gives you a Key Fact Statement before you sign. We never collect loan repayments into our own account.`
      ]
    },
    {
      id: "fees",
      heading: "Fees",
      paragraphs: [
        "Our service is free for borrowers. Any fee or charge of a loan is the lender's, and is shown in its Key Fact Statement."
      ]
    },
    {
      id: "your-part",
      heading: "Your part",
      paragraphs: [
        "Give true and complete details, and only your own unless you have the other person's permission (for example when you refer a friend). Do not misuse the site, try to reach data that is not yours, or overload it."
      ]
    },
    {
      id: "calculators",
      heading: "Calculators and content",
      paragraphs: [
        "The EMI and eligibility calculators and our articles are guides. The lender's offer is what counts."
      ]
    },
    {
      id: "rewards",
      heading: "Referral rewards",
      paragraphs: [
        "Reward points are earned when a loan you referred is disbursed, and can be withdrawn as the Refer & Earn page describes. We may end the programme with notice; points already earned stay yours."
      ]
    },
    {
      id: "privacy",
      heading: "Your data",
      paragraphs: ["How we use your personal data is set out in our [Privacy Policy](/privacy)."]
    },
    {
      id: "liability",
      heading: "Liability",
      paragraphs: [
        "We take care that the site is accurate and available, but cannot promise it always is. Nothing in these terms limits a right you have by law."
      ]
    },
    {
      id: "complaints",
      heading: "Complaints and law",
      paragraphs: [
        "If something goes wrong, see [Grievance Redressal](/grievance-redressal). These terms are governed by the laws of India; the courts at Bengaluru have jurisdiction."
      ]
    }
  ]
}

/** The Grievance Redressal page (RBI Digital Lending Directions: a named officer, a reply within 30 days, the RB-IOS). */
export const grievanceRedressal = {
  title: "Grievance Redressal",
  lead: "If you are unhappy with our service or how your data was handled, tell us. A named officer answers every grievance.",
  replyDays: 30,
  steps: [
    `Write to our Grievance Officer by e-mail, phone or post, with your name, mobile number, your tracking ID if you have one, and what went wrong.`,
    "We acknowledge your grievance and reply within 30 days of receiving it.",
    "If we have not replied within 30 days, or you are not satisfied with our reply, you may complain to the Reserve Bank of India under the Reserve Bank - Integrated Ombudsman Scheme, 2021 (RB-IOS), at [cms.rbi.org.in](https://cms.rbi.org.in)."
  ],
  ombudsman: {
    name: "Reserve Bank - Integrated Ombudsman Scheme, 2021",
    href: "https://cms.rbi.org.in",
    display: "cms.rbi.org.in"
  },
  lenderNote:
    "A complaint about a loan itself (its terms, its repayments or its recovery) may also go to the lender's own grievance officer, named on its Key Fact Statement and website."
} as const

/** The Lending Partners page's lead (RBI Digital Lending Directions: a service provider lists its lenders). */
export const lendingPartnersText = {
  title: "Our Lending Partners",
  lead: `${brandName} works with these banks and non-banking financial companies (NBFCs) regulated by the Reserve Bank of India. When you send an enquiry, the partner matched with it is the lender: it decides on your loan and you sign its agreement.`
} as const
