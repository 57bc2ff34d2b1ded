// Over 300 lines: every group of records My data shows, one renderer each, read together as the page reads.
/**
 * The records held for a verified mobile on "My data", one group per kind of record. Every group has the same shape
 * (a title with its count, then each record's fields, some with 'Ask for a correction', a consent in force with
 * 'Withdraw'), so the groups are data: a title, a count and the records' rows. Feedback, tied to no mobile, is a note
 * instead (domain/my-data.ts).
 */
import type { ReactNode } from "react"
import { Button } from "react-aria-components"
import { formatLongDate } from "../../../domain/format.ts"
import { formatDueDate, grievanceCategoryLabel, grievanceStatusName } from "../../../domain/grievance-form.ts"
import type { MyConsent, MyData } from "../../../domain/my-data.ts"
import { m } from "../../../i18n/paraglide/messages.js"
import { RichText } from "../../ui/RichText.tsx"

const purposeLabels: Record<string, () => string> = {
  "loan-enquiry": m.my_data_purpose_loan_enquiry,
  "credit-check": m.my_data_purpose_credit_check,
  contact: m.my_data_purpose_contact,
  "credit-score": m.my_data_purpose_credit_check,
  redeem: m.my_data_purpose_rewards,
  referral: m.my_data_purpose_referral,
  grievance: m.my_data_purpose_grievance,
  "my-data": m.my_data_purpose_my_data,
  offer: m.my_data_purpose_offer
}
export const purposeLabel = (purpose: string): string => purposeLabels[purpose]?.() ?? purpose

/** The lenders a consent's details went to; else, for an enquiry, none yet, and for anything else, none ever. */
const lendersOf = (c: MyConsent): string =>
  c.lenders.length > 0
    ? c.lenders.join(", ")
    : c.purpose === "loan-enquiry"
      ? m.my_data_no_lender_yet()
      : m.my_data_no_lender()

type Rows = ReadonlyArray<readonly [string, ReactNode]>

/** One record: its fields, and the record a correction would be about (with the button's accessible name). */
interface RecordShown {
  readonly key: string
  readonly rows: Rows
  readonly correct?: { readonly record: string; readonly ariaLabel: string }
  /** A consent in force: its id, with the Withdraw button's accessible name. */
  readonly withdraw?: { readonly consentId: string; readonly ariaLabel: string }
}

/** One group: its title, how many records it counts, its records, and a note after them. */
interface GroupShown {
  readonly title: string
  readonly count: number
  readonly records: ReadonlyArray<RecordShown>
  readonly note?: ReactNode
}

function Fields({ rows }: { readonly rows: Rows }) {
  return (
    <dl className="my-data__fields">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value === null || value === "" ? "-" : value}</dd>
        </div>
      ))}
    </dl>
  )
}

function Group({
  title,
  count,
  children
}: {
  readonly title: string
  readonly count: number
  readonly children: ReactNode
}) {
  return (
    <section className="my-data__group card" aria-label={title}>
      <h2 className="my-data__group-title">
        {title} <span className="my-data__count">({count})</span>
      </h2>
      {count === 0 ? (
        <p className="my-data__none">{m.my_data_none_held()}</p>
      ) : (
        <div className="my-data__records">{children}</div>
      )}
    </section>
  )
}

/** The enquiries, credit checks and contact messages: the records a correction may be about. */
const correctableGroups = (data: MyData): ReadonlyArray<GroupShown> => [
  {
    title: m.my_data_group_enquiries(),
    count: data.enquiries.length,
    records: data.enquiries.map((e) => ({
      key: `${e.role}-${e.trackingId}`,
      rows: [
        [m.my_data_f_tracking_id(), e.trackingId],
        [m.my_data_f_role(), e.role === "applicant" ? m.my_data_role_applicant() : m.my_data_role_referrer()],
        [m.my_data_f_loan_type(), e.loanType],
        [m.my_data_f_status(), e.status],
        [m.my_data_f_name(), e.name],
        [m.my_data_f_email(), e.email],
        [m.my_data_f_location(), e.location],
        [m.my_data_f_submitted_on(), formatLongDate(e.createdAt)]
      ],
      correct: {
        record: `enquiry:${e.trackingId}`,
        ariaLabel: m.my_data_correct_aria_enquiry({ id: e.trackingId })
      }
    }))
  },
  {
    title: m.my_data_group_credit(),
    count: data.creditEnquiries.length,
    records: data.creditEnquiries.map((c) => ({
      key: c.id,
      rows: [
        [m.my_data_f_name(), c.name],
        [m.my_data_f_pan(), c.pan],
        [m.my_data_f_dob(), c.dob],
        [m.my_data_f_gender(), c.gender],
        [m.my_data_f_email(), c.email],
        [m.my_data_f_address(), `${c.address}, ${c.city}, ${c.state} ${c.pincode}`],
        [m.my_data_f_checked_on(), formatLongDate(c.createdAt)]
      ],
      correct: {
        record: `credit:${c.id}`,
        ariaLabel: m.my_data_correct_aria_credit({ date: formatLongDate(c.createdAt) })
      }
    }))
  },
  {
    title: m.my_data_group_contact(),
    count: data.contactMessages.length,
    records: data.contactMessages.map((c) => ({
      key: c.id,
      rows: [
        [m.my_data_f_name(), c.name],
        [m.my_data_f_email(), c.email],
        [m.my_data_f_message(), c.message],
        [m.my_data_f_sent_on(), formatLongDate(c.createdAt)]
      ],
      correct: {
        record: `contact:${c.id}`,
        ariaLabel: m.my_data_correct_aria_contact({ date: formatLongDate(c.createdAt) })
      }
    }))
  }
]

const correctionStatus = (status: MyData["corrections"][number]["status"]): string =>
  status === "open"
    ? m.my_data_correction_open()
    : status === "done"
      ? m.my_data_correction_done()
      : m.my_data_correction_refused()

const shareDetailLabels: Record<string, () => string> = {
  name: m.my_data_share_name,
  mobile: m.my_data_share_mobile,
  email: m.my_data_share_email,
  location: m.my_data_share_location,
  offer: m.my_data_share_offer
}
/** What was shared, in the page's language: "Name, mobile number, e-mail, location, the offer's terms". */
const sharedText = (details: ReadonlyArray<string>): string =>
  details.map((d) => shareDetailLabels[d]?.() ?? d).join(", ")

/**
 * Rewards and withdrawals, consents, each sharing with a lender, correction requests, grievances, and the OTP codes
 * and SMS sent.
 */
const otherGroups = (data: MyData): ReadonlyArray<GroupShown> => [
  {
    title: m.my_data_group_rewards(),
    count: data.rewards.length + data.withdrawals.length,
    records: [
      ...data.rewards.map((r) => ({
        key: `reward-${r.trackingId}`,
        rows: [
          [m.my_data_f_referral(), r.trackingId],
          [m.my_data_f_points(), r.points.toLocaleString("en-IN")],
          [m.my_data_f_status(), r.status],
          [m.my_data_f_earned_on(), formatLongDate(r.createdAt)]
        ] as const
      })),
      ...data.withdrawals.map((w) => ({
        key: `withdrawal-${w.id}`,
        rows: [
          [m.my_data_f_withdrawal(), w.id],
          [m.my_data_f_points(), w.points.toLocaleString("en-IN")],
          [m.my_data_f_requested_on(), formatLongDate(w.requestedAt)],
          [m.my_data_f_paid_on(), w.paidAt === null ? m.my_data_not_yet_paid() : formatLongDate(w.paidAt)]
        ] as const
      }))
    ]
  },
  {
    title: m.my_data_group_consents(),
    count: data.consents.length,
    records: data.consents.map((c) => ({
      key: c.id,
      rows: [
        [m.my_data_f_for(), purposeLabel(c.purpose)],
        ...(c.trackingId === null ? [] : [[m.my_data_f_tracking_id(), c.trackingId] as const]),
        [m.my_data_f_lender(), lendersOf(c)],
        [m.my_data_f_notice_version(), c.noticeVersion],
        [m.my_data_f_given_on(), formatLongDate(c.givenAt)],
        [m.my_data_f_withdrawn_on(), c.withdrawnAt === null ? m.my_data_not_withdrawn() : formatLongDate(c.withdrawnAt)]
      ],
      ...(c.withdrawnAt === null
        ? {
            withdraw: {
              consentId: c.id,
              ariaLabel: m.my_data_withdraw_aria({ purpose: purposeLabel(c.purpose), date: formatLongDate(c.givenAt) })
            }
          }
        : {})
    }))
  },
  {
    title: m.my_data_group_shares(),
    count: data.shares.length,
    records: data.shares.map((share) => ({
      key: `share-${share.trackingId}-${share.sharedAt}`,
      rows: [
        [m.my_data_f_shared_with(), share.lenderName],
        [m.my_data_f_shared_what(), sharedText(share.details)],
        [m.my_data_f_shared_on(), formatLongDate(share.sharedAt)],
        [m.my_data_f_tracking_id(), share.trackingId]
      ]
    }))
  },
  {
    title: m.my_data_group_corrections(),
    count: data.corrections.length,
    records: data.corrections.map((c) => ({
      key: c.id,
      rows: [
        [m.my_data_f_record(), c.record],
        [m.my_data_f_detail(), c.field],
        [m.my_data_f_what_wrong(), c.details],
        [m.my_data_f_status(), correctionStatus(c.status)],
        [m.my_data_f_our_note(), c.note],
        [m.my_data_f_sent_on(), formatLongDate(c.createdAt)]
      ]
    }))
  },
  {
    title: m.my_data_group_grievances(),
    count: data.grievances.length,
    records: data.grievances.map((g) => ({
      key: g.number,
      rows: [
        [m.legal_grievance_number(), g.number],
        [m.my_data_f_about(), grievanceCategoryLabel(g.category)],
        [m.my_data_f_status(), grievanceStatusName(g.status)],
        [m.legal_lookup_received_on(), formatLongDate(g.receivedAt)],
        [m.legal_grievance_reply_due(), formatDueDate(g.dueDate)],
        [m.my_data_f_name(), g.name],
        [m.my_data_f_email(), g.email],
        [m.my_data_f_tracking_id(), g.trackingId],
        [m.my_data_f_your_grievance(), g.description],
        [m.legal_lookup_our_reply(), g.reply ?? m.my_data_not_yet_replied()],
        [
          m.legal_lookup_resolved_on(),
          g.resolvedAt === null ? m.my_data_not_yet_resolved() : formatLongDate(g.resolvedAt)
        ]
      ]
    }))
  },
  {
    title: m.my_data_group_otp(),
    count: data.otp.length + data.smsSent.length,
    records: data.otp.map((o) => ({
      key: o.purpose,
      rows: [
        [m.my_data_f_otp_for(), purposeLabel(o.purpose)],
        [m.my_data_f_codes_last_hour(), String(o.codesLastHour)],
        [m.my_data_f_last_code(), o.lastSentAt === null ? "-" : formatLongDate(o.lastSentAt)]
      ]
    })),
    note: data.smsSent.length > 0 && (
      <p className="my-data__note">
        {data.smsSent.length === 1 ? m.my_data_sms_one() : m.my_data_sms_many({ count: data.smsSent.length })}
      </p>
    )
  }
]

export function MyDataRecords({
  data,
  busy,
  onCorrect,
  onWithdraw
}: {
  readonly data: MyData
  /** A download is being prepared: the other actions wait. */
  readonly busy: boolean
  readonly onCorrect: (record: string) => void
  readonly onWithdraw: (consentId: string) => void
}) {
  const groupOf = (group: GroupShown) => (
    <Group key={group.title} title={group.title} count={group.count}>
      {group.records.map((r) => (
        <article key={r.key} className="my-data__record">
          <Fields rows={r.rows} />
          {r.correct && (
            <Button
              isDisabled={busy}
              className="link my-data__correct"
              aria-label={r.correct.ariaLabel}
              onPress={() => r.correct && onCorrect(r.correct.record)}
            >
              {m.my_data_ask_correction()}
            </Button>
          )}
          {r.withdraw && (
            <Button
              isDisabled={busy}
              className="button button--secondary my-data__withdraw"
              aria-label={r.withdraw.ariaLabel}
              onPress={() => r.withdraw && onWithdraw(r.withdraw.consentId)}
            >
              {m.my_data_withdraw()}
            </Button>
          )}
        </article>
      ))}
      {group.note}
    </Group>
  )
  return (
    <div className="my-data__list">
      {correctableGroups(data).map(groupOf)}
      {/* Feedback takes no mobile: it is not among the records of this one (domain/my-data.ts). */}
      <section className="my-data__group card" aria-label={m.my_data_group_feedback()}>
        <h2 className="my-data__group-title">{m.my_data_group_feedback()}</h2>
        <p className="my-data__note">
          <RichText copy={m.my_data_feedback_note()} />
        </p>
      </section>
      {otherGroups(data).map(groupOf)}
    </div>
  )
}
