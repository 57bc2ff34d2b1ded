/**
 * "My data" (issue 14, point 4): /my-data, noindex and never prerendered with anyone's data. The person verifies their
 * mobile by OTP and sees every record held for it; they may download it as a JSON file, ask for a correction, or
 * withdraw consent and erase it after a confirmation. What the law makes us keep is named with the reason. Feedback,
 * tied to no mobile, is not listed: a note says how to have it changed or removed (a grievance).
 */
import { useActorRef, useSelector } from "@xstate/react"
import type { ReactNode } from "react"
import { Button, Form, Heading } from "react-aria-components"
import type { ActorRefFrom } from "xstate"
import { keptAfterErasure } from "../../../domain/erasure.ts"
import { formatLongDate } from "../../../domain/format.ts"
import { formatDueDate, grievanceCategoryLabel, grievanceStatusName } from "../../../domain/grievance-form.ts"
import { correctionMaxLength, type MyData } from "../../../domain/my-data.ts"
import { m } from "../../../i18n/paraglide/messages.js"
import type { mobileEntryMachine } from "../../../machines/mobile-entry.machine.ts"
import { myDataScreenMessages } from "../../../machines/my-data.machine.ts"
import type { otpMachine } from "../../../machines/otp.machine.ts"
import { Link } from "../../ui/Link.tsx"
import { Modal } from "../../ui/Modal.tsx"
import { NativeSelect } from "../../ui/NativeSelect.tsx"
import { RichText } from "../../ui/RichText.tsx"
import { TextField } from "../../ui/TextField.tsx"
import { useToasts } from "../../ui/useToasts.ts"
import { MobileEntryForm } from "../otp/MobileEntryForm.tsx"
import { OtpScreen } from "../otp/OtpScreen.tsx"
import { liveMyDataMachine } from "./live.ts"
import "../../ui/otp.css"
import "./my-data.css"
import { useFocusFirstInvalid } from "../../ui/useFocusFirstInvalid.ts"

const purposeLabels: Record<string, () => string> = {
  "loan-enquiry": m.legal_my_data_purpose_loan_enquiry,
  "credit-check": m.legal_my_data_purpose_credit_check,
  contact: m.legal_my_data_purpose_contact,
  "credit-score": m.legal_my_data_purpose_credit_check,
  redeem: m.legal_my_data_purpose_rewards,
  referral: m.legal_my_data_purpose_referral,
  grievance: m.legal_my_data_purpose_grievance,
  "my-data": m.legal_my_data_purpose_my_data
}
const purposeLabel = (purpose: string): string => purposeLabels[purpose]?.() ?? purpose

/** The records a correction may be about, as the form lists them. */
const correctionTargets = (data: MyData | undefined): ReadonlyArray<{ value: string; label: string }> => [
  ...(data?.enquiries ?? []).map((e) => ({
    value: `enquiry:${e.trackingId}`,
    label: m.legal_my_data_target_enquiry({ id: e.trackingId })
  })),
  ...(data?.creditEnquiries ?? []).map((c) => ({
    value: `credit:${c.id}`,
    label: m.legal_my_data_target_credit({ date: formatLongDate(c.createdAt) })
  })),
  ...(data?.contactMessages ?? []).map((c) => ({
    value: `contact:${c.id}`,
    label: m.legal_my_data_target_contact({ date: formatLongDate(c.createdAt) })
  })),
  { value: "other", label: m.legal_my_data_target_other() }
]

/** Where a sentence of the catalog puts the mobile number (shown in bold). */
const mobileMark = "\u0000"

function MobileIn({ words, mobile }: { readonly words: string; readonly mobile: string }) {
  const [before = "", after = ""] = words.split(mobileMark)
  return (
    <>
      {before}
      <strong>+91 {mobile}</strong>
      {after}
    </>
  )
}

function Fields({ rows }: { readonly rows: ReadonlyArray<readonly [string, ReactNode]> }) {
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
        <p className="my-data__none">{m.legal_my_data_none_held()}</p>
      ) : (
        <div className="my-data__records">{children}</div>
      )}
    </section>
  )
}

function Records({
  data,
  busy,
  onCorrect
}: {
  readonly data: MyData
  /** A download is being prepared: the other actions wait. */
  readonly busy: boolean
  readonly onCorrect: (record: string) => void
}) {
  const correct = (record: string, ariaLabel: string) => (
    <Button
      isDisabled={busy}
      className="link my-data__correct"
      aria-label={ariaLabel}
      onPress={() => onCorrect(record)}
    >
      {m.legal_my_data_ask_correction()}
    </Button>
  )
  return (
    <div className="my-data__list">
      <Group title={m.legal_my_data_group_enquiries()} count={data.enquiries.length}>
        {data.enquiries.map((e) => (
          <article key={`${e.role}-${e.trackingId}`} className="my-data__record">
            <Fields
              rows={[
                [m.legal_my_data_f_tracking_id(), e.trackingId],
                [
                  m.legal_my_data_f_role(),
                  e.role === "applicant" ? m.legal_my_data_role_applicant() : m.legal_my_data_role_referrer()
                ],
                [m.legal_my_data_f_loan_type(), e.loanType],
                [m.legal_my_data_f_status(), e.status],
                [m.legal_my_data_f_name(), e.name],
                [m.legal_my_data_f_email(), e.email],
                [m.legal_my_data_f_location(), e.location],
                [m.legal_my_data_f_submitted_on(), formatLongDate(e.createdAt)]
              ]}
            />
            {correct(`enquiry:${e.trackingId}`, m.legal_my_data_correct_aria_enquiry({ id: e.trackingId }))}
          </article>
        ))}
      </Group>
      <Group title={m.legal_my_data_group_credit()} count={data.creditEnquiries.length}>
        {data.creditEnquiries.map((c) => (
          <article key={c.id} className="my-data__record">
            <Fields
              rows={[
                [m.legal_my_data_f_name(), c.name],
                [m.legal_my_data_f_pan(), c.pan],
                [m.legal_my_data_f_dob(), c.dob],
                [m.legal_my_data_f_gender(), c.gender],
                [m.legal_my_data_f_email(), c.email],
                [m.legal_my_data_f_address(), `${c.address}, ${c.city}, ${c.state} ${c.pincode}`],
                [m.legal_my_data_f_checked_on(), formatLongDate(c.createdAt)]
              ]}
            />
            {correct(`credit:${c.id}`, m.legal_my_data_correct_aria_credit({ date: formatLongDate(c.createdAt) }))}
          </article>
        ))}
      </Group>
      <Group title={m.legal_my_data_group_contact()} count={data.contactMessages.length}>
        {data.contactMessages.map((c) => (
          <article key={c.id} className="my-data__record">
            <Fields
              rows={[
                [m.legal_my_data_f_name(), c.name],
                [m.legal_my_data_f_email(), c.email],
                [m.legal_my_data_f_message(), c.message],
                [m.legal_my_data_f_sent_on(), formatLongDate(c.createdAt)]
              ]}
            />
            {correct(`contact:${c.id}`, m.legal_my_data_correct_aria_contact({ date: formatLongDate(c.createdAt) }))}
          </article>
        ))}
      </Group>
      {/* Feedback takes no mobile: it is not among the records of this one (domain/my-data.ts). */}
      <section className="my-data__group card" aria-label={m.legal_my_data_group_feedback()}>
        <h2 className="my-data__group-title">{m.legal_my_data_group_feedback()}</h2>
        <p className="my-data__note">
          <RichText copy={m.legal_my_data_feedback_note()} />
        </p>
      </section>
      <Group title={m.legal_my_data_group_rewards()} count={data.rewards.length + data.withdrawals.length}>
        {data.rewards.map((r) => (
          <article key={`reward-${r.trackingId}`} className="my-data__record">
            <Fields
              rows={[
                [m.legal_my_data_f_referral(), r.trackingId],
                [m.legal_my_data_f_points(), r.points.toLocaleString("en-IN")],
                [m.legal_my_data_f_status(), r.status],
                [m.legal_my_data_f_earned_on(), formatLongDate(r.createdAt)]
              ]}
            />
          </article>
        ))}
        {data.withdrawals.map((w) => (
          <article key={`withdrawal-${w.id}`} className="my-data__record">
            <Fields
              rows={[
                [m.legal_my_data_f_withdrawal(), w.id],
                [m.legal_my_data_f_points(), w.points.toLocaleString("en-IN")],
                [m.legal_my_data_f_requested_on(), formatLongDate(w.requestedAt)],
                [
                  m.legal_my_data_f_paid_on(),
                  w.paidAt === null ? m.legal_my_data_not_yet_paid() : formatLongDate(w.paidAt)
                ]
              ]}
            />
          </article>
        ))}
      </Group>
      <Group title={m.legal_my_data_group_consents()} count={data.consents.length}>
        {data.consents.map((c) => (
          <article key={c.id} className="my-data__record">
            <Fields
              rows={[
                [m.legal_my_data_f_for(), purposeLabel(c.purpose)],
                [m.legal_my_data_f_notice_version(), c.noticeVersion],
                [m.legal_my_data_f_given_on(), formatLongDate(c.givenAt)],
                [
                  m.legal_my_data_f_withdrawn_on(),
                  c.withdrawnAt === null ? m.legal_my_data_not_withdrawn() : formatLongDate(c.withdrawnAt)
                ]
              ]}
            />
          </article>
        ))}
      </Group>
      <Group title={m.legal_my_data_group_corrections()} count={data.corrections.length}>
        {data.corrections.map((c) => (
          <article key={c.id} className="my-data__record">
            <Fields
              rows={[
                [m.legal_my_data_f_record(), c.record],
                [m.legal_my_data_f_detail(), c.field],
                [m.legal_my_data_f_what_wrong(), c.details],
                [
                  m.legal_my_data_f_status(),
                  c.status === "open"
                    ? m.legal_my_data_correction_open()
                    : c.status === "done"
                      ? m.legal_my_data_correction_done()
                      : m.legal_my_data_correction_refused()
                ],
                [m.legal_my_data_f_our_note(), c.note],
                [m.legal_my_data_f_sent_on(), formatLongDate(c.createdAt)]
              ]}
            />
          </article>
        ))}
      </Group>
      <Group title={m.legal_my_data_group_grievances()} count={data.grievances.length}>
        {data.grievances.map((g) => (
          <article key={g.number} className="my-data__record">
            <Fields
              rows={[
                [m.legal_grievance_number(), g.number],
                [m.legal_my_data_f_about(), grievanceCategoryLabel(g.category)],
                [m.legal_my_data_f_status(), grievanceStatusName(g.status)],
                [m.legal_lookup_received_on(), formatLongDate(g.receivedAt)],
                [m.legal_grievance_reply_due(), formatDueDate(g.dueDate)],
                [m.legal_my_data_f_name(), g.name],
                [m.legal_my_data_f_email(), g.email],
                [m.legal_my_data_f_tracking_id(), g.trackingId],
                [m.legal_my_data_f_your_grievance(), g.description],
                [m.legal_lookup_our_reply(), g.reply ?? m.legal_my_data_not_yet_replied()],
                [
                  m.legal_lookup_resolved_on(),
                  g.resolvedAt === null ? m.legal_my_data_not_yet_resolved() : formatLongDate(g.resolvedAt)
                ]
              ]}
            />
          </article>
        ))}
      </Group>
      <Group title={m.legal_my_data_group_otp()} count={data.otp.length + data.smsSent.length}>
        {data.otp.map((o) => (
          <article key={o.purpose} className="my-data__record">
            <Fields
              rows={[
                [m.legal_my_data_f_otp_for(), purposeLabel(o.purpose)],
                [m.legal_my_data_f_codes_last_hour(), String(o.codesLastHour)],
                [m.legal_my_data_f_last_code(), o.lastSentAt === null ? "-" : formatLongDate(o.lastSentAt)]
              ]}
            />
          </article>
        ))}
        {data.smsSent.length > 0 && (
          <p className="my-data__note">
            {data.smsSent.length === 1
              ? m.legal_my_data_sms_one()
              : m.legal_my_data_sms_many({ count: data.smsSent.length })}
          </p>
        )}
      </Group>
    </div>
  )
}

function Kept() {
  return (
    <section className="my-data__kept card" aria-labelledby="kept-title">
      <h2 id="kept-title">{m.legal_my_data_kept_title()}</h2>
      <ul>
        {keptAfterErasure().map((k) => (
          <li key={k.what}>
            <strong>{k.what}.</strong> {k.why}
          </li>
        ))}
      </ul>
    </section>
  )
}

export default function MyDataPage() {
  const actor = useActorRef(liveMyDataMachine)
  const entry = useSelector(actor, (s) => s.children.mobileEntry as ActorRefFrom<typeof mobileEntryMachine> | undefined)
  const otp = useSelector(actor, (s) => s.children.otp as ActorRefFrom<typeof otpMachine> | undefined)
  const loading = useSelector(actor, (s) => s.matches("loading"))
  const loadFailed = useSelector(actor, (s) => s.matches("loadFailed"))
  const expired = useSelector(actor, (s) => s.matches("expired"))
  const ready = useSelector(actor, (s) => s.matches("ready"))
  const downloading = useSelector(actor, (s) => s.matches({ ready: "downloading" }))
  const correcting = useSelector(actor, (s) => s.matches({ ready: "correcting" }))
  const sending = useSelector(actor, (s) => s.matches({ ready: { correcting: "sending" } }))
  const confirming = useSelector(actor, (s) => s.matches({ ready: "confirming" }) || s.matches({ ready: "erasing" }))
  const erasing = useSelector(actor, (s) => s.matches({ ready: "erasing" }))
  const erasedState = useSelector(actor, (s) => s.matches("erased"))
  const { data, mobile, correction, errors, erasure } = useSelector(actor, (s) => s.context)
  const formRef = useFocusFirstInvalid(errors)

  useToasts(actor)

  const targets = correctionTargets(data)
  const targetLabel = targets.find((t) => t.value === correction.record)?.label ?? m.legal_my_data_target_other()

  return (
    <section className="my-data" aria-labelledby="my-data-title" aria-busy={loading}>
      <div className="my-data__hero">
        <div className="my-data__inner">
          <Heading level={1} id="my-data-title" className="my-data__title">
            {m.legal_my_data_title()}
          </Heading>
          <p className="my-data__lead">
            <RichText copy={m.legal_my_data_lead()} />
          </p>
        </div>
      </div>

      <div className="my-data__inner my-data__body">
        {entry && (
          <div className="verify-page__card my-data__verify">
            <p>{m.legal_my_data_verify_first()}</p>
            <MobileEntryForm actor={entry} submitLabel={m.legal_my_data_send_otp()} />
          </div>
        )}
        {otp && (
          <div className="verify-page__card my-data__verify">
            <OtpScreen actor={otp} startHref="/my-data" onChangeNumber={() => actor.send({ type: "Change number" })} />
          </div>
        )}

        {loading && (
          <p className="my-data__status" role="status">
            {m.legal_my_data_loading()}
          </p>
        )}
        {loadFailed && (
          <div className="my-data__error" role="alert">
            <p>{myDataScreenMessages.loadFailed}</p>
            <Button className="button button--primary" onPress={() => actor.send({ type: "Try again" })}>
              {m.legal_try_again()}
            </Button>
          </div>
        )}
        {expired && (
          <div className="my-data__error" role="alert">
            <p>{myDataScreenMessages.expired}</p>
            <Button className="button button--primary" onPress={() => actor.send({ type: "Verify again" })}>
              {m.legal_my_data_verify_again()}
            </Button>
          </div>
        )}

        {ready && data && (
          <>
            <div className="my-data__summary card">
              <p>
                <MobileIn words={m.legal_my_data_records_for({ mobile: mobileMark })} mobile={mobile} />
              </p>
              <div className="my-data__actions">
                <Button
                  className="button button--primary"
                  isDisabled={downloading}
                  onPress={() => actor.send({ type: "Download" })}
                >
                  {downloading ? m.legal_my_data_preparing() : m.legal_my_data_download()}
                </Button>
                <Button
                  className="button button--secondary"
                  isDisabled={downloading}
                  onPress={() => actor.send({ type: "Ask for a correction" })}
                >
                  {m.legal_my_data_ask_correction()}
                </Button>
                <Button
                  className="button button--danger"
                  isDisabled={downloading}
                  onPress={() => actor.send({ type: "Erase my data" })}
                >
                  {m.legal_my_data_erase()}
                </Button>
              </div>
            </div>
            <Records
              data={data}
              busy={downloading}
              onCorrect={(record) => actor.send({ type: "Ask for a correction", record })}
            />
            <Kept />
          </>
        )}

        {erasedState && erasure && (
          <div className="my-data__done card" role="status">
            <h2>{erasure.erased ? m.legal_my_data_msg_erased() : m.legal_my_data_msg_nothing_to_erase()}</h2>
            <p>{m.legal_my_data_erased_note()}</p>
            <Kept />
            <Link href="/">{m.legal_my_data_go_home()}</Link>
          </div>
        )}
      </div>

      <Modal
        isOpen={correcting}
        onOpenChange={(open) => {
          if (!open) actor.send({ type: "Cancel correction" })
        }}
        title={m.legal_my_data_ask_correction()}
        className="my-data__modal"
      >
        <Form
          ref={formRef}
          className="my-data__form"
          validationBehavior="aria"
          onSubmit={(e) => {
            e.preventDefault()
            actor.send({ type: "Send correction" })
          }}
        >
          <NativeSelect
            label={m.legal_my_data_which_record()}
            options={targets.map((t) => t.label)}
            value={targetLabel}
            placeholder={m.legal_my_data_choose_record()}
            errorMessage={errors.record}
            isDisabled={sending}
            onChange={(label) =>
              actor.send({ type: "Choose record", value: targets.find((t) => t.label === label)?.value ?? "other" })
            }
          />
          <TextField
            label={m.legal_my_data_which_detail()}
            description={m.legal_my_data_which_detail_hint()}
            value={correction.field}
            maxLength={60}
            errorMessage={errors.field}
            isDisabled={sending}
            onChange={(value) => actor.send({ type: "Type detail", value })}
          />
          <TextField
            label={m.legal_my_data_what_wrong()}
            description={m.legal_my_data_details_hint({
              max: correctionMaxLength.toLocaleString("en-IN"),
              used: correction.details.length.toLocaleString("en-IN")
            })}
            multiline
            rows={5}
            maxLength={correctionMaxLength}
            value={correction.details}
            errorMessage={errors.details}
            isDisabled={sending}
            onChange={(value) => actor.send({ type: "Type description", value })}
          />
          <div className="my-data__actions">
            <Button type="submit" className="button button--primary" isDisabled={sending}>
              {sending ? m.legal_my_data_sending() : m.legal_my_data_send_correction()}
            </Button>
            <Button
              className="button button--secondary"
              isDisabled={sending}
              onPress={() => actor.send({ type: "Cancel correction" })}
            >
              {m.legal_my_data_cancel()}
            </Button>
          </div>
        </Form>
      </Modal>

      <Modal
        isOpen={confirming}
        onOpenChange={(open) => {
          if (!open && !erasing) actor.send({ type: "Cancel erase" })
        }}
        role="alertdialog"
        title={m.legal_my_data_confirm_title()}
        className="my-data__modal"
      >
        <p>{m.legal_my_data_confirm_p1({ mobile })}</p>
        <p>{m.legal_my_data_confirm_p2()}</p>
        <ul className="my-data__kept-list">
          {keptAfterErasure().map((k) => (
            <li key={k.what}>{k.what}.</li>
          ))}
        </ul>
        <div className="my-data__actions">
          <Button
            className="button button--danger"
            isDisabled={erasing}
            onPress={() => actor.send({ type: "Confirm erase" })}
          >
            {erasing ? m.legal_my_data_erasing() : m.legal_my_data_confirm_yes()}
          </Button>
          <Button
            className="button button--secondary"
            isDisabled={erasing}
            onPress={() => actor.send({ type: "Cancel erase" })}
          >
            {m.legal_my_data_cancel()}
          </Button>
        </div>
      </Modal>
    </section>
  )
}
