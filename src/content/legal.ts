/**
 * The legal pages' copy (issue 14, point 1): Privacy Policy, Terms of Use and Grievance Redressal. The company's
 * details (names, offices, phones, e-mails, the grievance officer) come from content/company.ts; the retention
 * periods from domain/retention.ts, the same configuration the server's retention job uses (the periods in force); the
 * notice version from domain/consent.ts. Copy is RichText: `[label](/path)` is a link. The words are the catalog
 * `legal`'s, in the language in force: each document is built by a function, called when a page renders.
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
import { m } from "../../i18n/paraglide/messages.js"
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

export const privacyPolicy = (): LegalDocument => {
  const v = { brand: brandName, legal_name: legalName, office }
  const o = { officer: officer.name, officer_email: officer.email }
  return {
    title: m.legal_privacy_title(),
    lead: m.legal_privacy_lead(v),
    version: noticeVersion,
    sections: [
      {
        id: "who-we-are",
        heading: m.legal_privacy_who_heading(),
        paragraphs: [m.legal_privacy_who_p1(v)]
      },
      {
        id: "what-we-collect",
        heading: m.legal_privacy_collect_heading(),
        paragraphs: [m.legal_privacy_collect_p1()],
        list: [
          m.legal_privacy_collect_enquiry(),
          m.legal_privacy_collect_credit(),
          m.legal_privacy_collect_contact(),
          m.legal_privacy_collect_feedback(),
          m.legal_privacy_collect_grievance(),
          m.legal_privacy_collect_otp(),
          m.legal_privacy_collect_visits()
        ]
      },
      {
        id: "consent",
        heading: m.legal_privacy_consent_heading(),
        paragraphs: [m.legal_privacy_consent_p1(), m.legal_privacy_consent_p2({ version: noticeVersion })]
      },
      {
        id: "sharing",
        heading: m.legal_privacy_sharing_heading(),
        paragraphs: [m.legal_privacy_sharing_p1()],
        list: [
          m.legal_privacy_sharing_lender(),
          m.legal_privacy_sharing_bureau(),
          m.legal_privacy_sharing_sms(),
          m.legal_privacy_sharing_authorities()
        ]
      },
      {
        id: "retention",
        heading: m.legal_privacy_retention_heading(),
        paragraphs: [m.legal_privacy_retention_p1()],
        list: [...retentionStatements(periodsInForce()), m.legal_privacy_retention_grievances()]
      },
      {
        id: "security",
        heading: m.legal_privacy_security_heading(),
        paragraphs: [m.legal_privacy_security_p1()]
      },
      {
        id: "rights",
        heading: m.legal_privacy_rights_heading(),
        paragraphs: [m.legal_privacy_rights_p1()],
        list: [
          m.legal_privacy_rights_access(),
          m.legal_privacy_rights_correct(),
          m.legal_privacy_rights_erase(),
          m.legal_privacy_rights_withdraw(),
          m.legal_privacy_rights_grievance(o),
          m.legal_privacy_rights_nominate()
        ]
      },
      {
        id: "kept",
        heading: m.legal_privacy_kept_heading(),
        paragraphs: [m.legal_privacy_kept_p1()],
        list: keptAfterErasure().map((k) => m.legal_privacy_kept_item(k))
      },
      {
        id: "how-to",
        heading: m.legal_privacy_howto_heading(),
        paragraphs: [
          m.legal_privacy_howto_p1({ ...o, phone: officer.phone.display, hours: officer.hours }),
          m.legal_privacy_howto_p2({ email })
        ]
      }
    ]
  }
}

export const termsOfUse = (): LegalDocument => ({
  title: m.legal_terms_title(),
  lead: m.legal_terms_lead({ brand: brandName, legal_name: legalName }),
  version: noticeVersion,
  sections: [
    {
      id: "service",
      heading: m.legal_terms_service_heading(),
      paragraphs: [m.legal_terms_service_p1({ brand: brandName })]
    },
    { id: "fees", heading: m.legal_terms_fees_heading(), paragraphs: [m.legal_terms_fees_p1()] },
    { id: "your-part", heading: m.legal_terms_part_heading(), paragraphs: [m.legal_terms_part_p1()] },
    { id: "calculators", heading: m.legal_terms_calculators_heading(), paragraphs: [m.legal_terms_calculators_p1()] },
    { id: "rewards", heading: m.legal_terms_rewards_heading(), paragraphs: [m.legal_terms_rewards_p1()] },
    { id: "privacy", heading: m.legal_terms_privacy_heading(), paragraphs: [m.legal_terms_privacy_p1()] },
    { id: "liability", heading: m.legal_terms_liability_heading(), paragraphs: [m.legal_terms_liability_p1()] },
    { id: "complaints", heading: m.legal_terms_complaints_heading(), paragraphs: [m.legal_terms_complaints_p1()] }
  ]
})

/** The Grievance Redressal page (RBI Digital Lending Directions: a named officer, a reply within 30 days, the RB-IOS). */
export const grievanceRedressal = () =>
  ({
    title: m.legal_grievance_title(),
    lead: m.legal_grievance_lead(),
    replyDays: 30,
    steps: [m.legal_grievance_step1(), m.legal_grievance_step2(), m.legal_grievance_step3()],
    ombudsman: {
      name: m.legal_grievance_ombudsman(),
      href: "https://cms.rbi.org.in",
      display: "cms.rbi.org.in"
    },
    lenderNote: m.legal_grievance_lender_note()
  }) as const

/** The Lending Partners page's lead (RBI Digital Lending Directions: a service provider lists its lenders). */
export const lendingPartnersText = () =>
  ({
    title: m.legal_partners_title(),
    lead: m.legal_partners_lead({ brand: brandName })
  }) as const
