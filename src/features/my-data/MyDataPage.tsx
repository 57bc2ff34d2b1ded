/**
 * "My data" (issue 14, point 4): /my-data, noindex and never prerendered with anyone's data. The person verifies their
 * mobile by OTP and sees every record held for it; they may download it as a JSON file, ask for a correction, or
 * withdraw consent and erase it after a confirmation. What the law makes us keep is named with the reason.
 */
import { useActorRef, useSelector } from "@xstate/react"
import type { ReactNode } from "react"
import { Button, Form, Heading } from "react-aria-components"
import type { ActorRefFrom } from "xstate"
import { keptAfterErasure } from "../../../domain/erasure.ts"
import { formatLongDate } from "../../../domain/format.ts"
import { formatDueDate } from "../../../domain/grievance-form.ts"
import { correctionMaxLength, type MyData } from "../../../domain/my-data.ts"
import type { mobileEntryMachine } from "../../../machines/mobile-entry.machine.ts"
import { myDataScreenMessages } from "../../../machines/my-data.machine.ts"
import type { otpMachine } from "../../../machines/otp.machine.ts"
import { Link } from "../../ui/Link.tsx"
import { Modal } from "../../ui/Modal.tsx"
import { NativeSelect } from "../../ui/NativeSelect.tsx"
import { TextField } from "../../ui/TextField.tsx"
import { useToasts } from "../../ui/useToasts.ts"
import { MobileEntryForm } from "../otp/MobileEntryForm.tsx"
import { OtpScreen } from "../otp/OtpScreen.tsx"
import { liveMyDataMachine } from "./live.ts"
import "../otp/otp.css"
import "./my-data.css"

const purposeLabel: Record<string, string> = {
  "loan-enquiry": "Loan enquiry",
  "credit-check": "Credit score check",
  contact: "Contact message",
  "credit-score": "Credit score check",
  redeem: "Rewards",
  referral: "Referral",
  grievance: "Grievance",
  "my-data": "My data"
}

/** The records a correction may be about, as the form lists them. */
const correctionTargets = (data: MyData | undefined): ReadonlyArray<{ value: string; label: string }> => [
  ...(data?.enquiries ?? []).map((e) => ({ value: `enquiry:${e.trackingId}`, label: `Loan enquiry ${e.trackingId}` })),
  ...(data?.creditEnquiries ?? []).map((c) => ({
    value: `credit:${c.id}`,
    label: `Credit score check of ${formatLongDate(c.createdAt)}`
  })),
  ...(data?.contactMessages ?? []).map((c) => ({
    value: `contact:${c.id}`,
    label: `Contact message of ${formatLongDate(c.createdAt)}`
  })),
  ...(data?.feedback ?? []).map((f) => ({
    value: `feedback:${f.id}`,
    label: `Feedback of ${formatLongDate(f.createdAt)}`
  })),
  { value: "other", label: "Something else" }
]

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
      {count === 0 ? <p className="my-data__none">None held.</p> : <div className="my-data__records">{children}</div>}
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
  const correct = (record: string, what: string) => (
    <Button
      isDisabled={busy}
      className="link my-data__correct"
      aria-label={`Ask for a correction of ${what}`}
      onPress={() => onCorrect(record)}
    >
      Ask for a correction
    </Button>
  )
  return (
    <div className="my-data__list">
      <Group title="Loan enquiries" count={data.enquiries.length}>
        {data.enquiries.map((e) => (
          <article key={`${e.role}-${e.trackingId}`} className="my-data__record">
            <Fields
              rows={[
                ["Tracking ID", e.trackingId],
                ["You are", e.role === "applicant" ? "The applicant" : "The referrer"],
                ["Loan type", e.loanType],
                ["Status", e.status],
                ["Name", e.name],
                ["E-mail", e.email],
                ["Location", e.location],
                ["Submitted on", formatLongDate(e.createdAt)]
              ]}
            />
            {correct(`enquiry:${e.trackingId}`, `loan enquiry ${e.trackingId}`)}
          </article>
        ))}
      </Group>
      <Group title="Credit score checks" count={data.creditEnquiries.length}>
        {data.creditEnquiries.map((c) => (
          <article key={c.id} className="my-data__record">
            <Fields
              rows={[
                ["Name", c.name],
                ["PAN", c.pan],
                ["Date of birth", c.dob],
                ["Gender", c.gender],
                ["E-mail", c.email],
                ["Address", `${c.address}, ${c.city}, ${c.state} ${c.pincode}`],
                ["Checked on", formatLongDate(c.createdAt)]
              ]}
            />
            {correct(`credit:${c.id}`, `the credit score check of ${formatLongDate(c.createdAt)}`)}
          </article>
        ))}
      </Group>
      <Group title="Contact messages" count={data.contactMessages.length}>
        {data.contactMessages.map((c) => (
          <article key={c.id} className="my-data__record">
            <Fields
              rows={[
                ["Name", c.name],
                ["E-mail", c.email],
                ["Message", c.message],
                ["Sent on", formatLongDate(c.createdAt)]
              ]}
            />
            {correct(`contact:${c.id}`, `the contact message of ${formatLongDate(c.createdAt)}`)}
          </article>
        ))}
      </Group>
      <Group title="Feedback" count={data.feedback.length}>
        {data.feedback.map((f) => (
          <article key={f.id} className="my-data__record">
            <Fields
              rows={[
                ["Name", f.name],
                ["E-mail", f.email],
                ["Loan type", f.loanType],
                ["Rating", `${f.rating} of 5`],
                ["Feedback", f.content],
                ["Picture", f.hasPicture ? "Yes" : "No"],
                [
                  "Status",
                  f.status === "published"
                    ? "Published"
                    : f.status === "rejected"
                      ? "Not published"
                      : "Waiting for review"
                ],
                ["Sent on", formatLongDate(f.createdAt)]
              ]}
            />
            {correct(`feedback:${f.id}`, `the feedback of ${formatLongDate(f.createdAt)}`)}
          </article>
        ))}
      </Group>
      <Group title="Referral rewards" count={data.rewards.length + data.withdrawals.length}>
        {data.rewards.map((r) => (
          <article key={`reward-${r.trackingId}`} className="my-data__record">
            <Fields
              rows={[
                ["Referral", r.trackingId],
                ["Points", r.points.toLocaleString("en-IN")],
                ["Status", r.status],
                ["Earned on", formatLongDate(r.createdAt)]
              ]}
            />
          </article>
        ))}
        {data.withdrawals.map((w) => (
          <article key={`withdrawal-${w.id}`} className="my-data__record">
            <Fields
              rows={[
                ["Withdrawal", w.id],
                ["Points", w.points.toLocaleString("en-IN")],
                ["Requested on", formatLongDate(w.requestedAt)],
                ["Paid on", w.paidAt === null ? "Not yet paid" : formatLongDate(w.paidAt)]
              ]}
            />
          </article>
        ))}
      </Group>
      <Group title="Consent records" count={data.consents.length}>
        {data.consents.map((c) => (
          <article key={c.id} className="my-data__record">
            <Fields
              rows={[
                ["For", purposeLabel[c.purpose] ?? c.purpose],
                ["Notice version", c.noticeVersion],
                ["Given on", formatLongDate(c.givenAt)],
                ["Withdrawn on", c.withdrawnAt === null ? "Not withdrawn" : formatLongDate(c.withdrawnAt)]
              ]}
            />
          </article>
        ))}
      </Group>
      <Group title="Correction requests" count={data.corrections.length}>
        {data.corrections.map((c) => (
          <article key={c.id} className="my-data__record">
            <Fields
              rows={[
                ["Record", c.record],
                ["Detail", c.field],
                ["What is wrong", c.details],
                ["Status", c.status === "open" ? "Open" : c.status === "done" ? "Corrected" : "Not corrected"],
                ["Our note", c.note],
                ["Sent on", formatLongDate(c.createdAt)]
              ]}
            />
          </article>
        ))}
      </Group>
      <Group title="Grievances" count={data.grievances.length}>
        {data.grievances.map((g) => (
          <article key={g.number} className="my-data__record">
            <Fields
              rows={[
                ["Grievance number", g.number],
                ["About", g.category],
                ["Status", g.status],
                ["Received on", formatLongDate(g.receivedAt)],
                ["Reply due by", formatDueDate(g.dueDate)],
                ["Name", g.name],
                ["E-mail", g.email],
                ["Tracking ID", g.trackingId],
                ["Your grievance", g.description],
                ["Our reply", g.reply ?? "Not yet replied"],
                ["Resolved on", g.resolvedAt === null ? "Not yet resolved" : formatLongDate(g.resolvedAt)]
              ]}
            />
          </article>
        ))}
      </Group>
      <Group title="OTP and SMS records" count={data.otp.length + data.smsSent.length}>
        {data.otp.map((o) => (
          <article key={o.purpose} className="my-data__record">
            <Fields
              rows={[
                ["OTP for", purposeLabel[o.purpose] ?? o.purpose],
                ["Codes in the last hour", String(o.codesLastHour)],
                ["Last code sent", o.lastSentAt === null ? "-" : formatLongDate(o.lastSentAt)]
              ]}
            />
          </article>
        ))}
        {data.smsSent.length > 0 && (
          <p className="my-data__note">
            {data.smsSent.length === 1 ? "1 SMS" : `${data.smsSent.length} SMS messages`} sent to your mobile (their
            codes are not shown).
          </p>
        )}
      </Group>
    </div>
  )
}

function Kept() {
  return (
    <section className="my-data__kept card" aria-labelledby="kept-title">
      <h2 id="kept-title">What we keep after an erasure, and why</h2>
      <ul>
        {keptAfterErasure.map((k) => (
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

  useToasts(actor)

  const targets = correctionTargets(data)
  const targetLabel = targets.find((t) => t.value === correction.record)?.label ?? "Something else"

  return (
    <section className="my-data" aria-labelledby="my-data-title" aria-busy={loading}>
      <div className="my-data__hero">
        <div className="my-data__inner">
          <Heading level={1} id="my-data-title" className="my-data__title">
            My Data
          </Heading>
          <p className="my-data__lead">
            See every record we hold for your mobile number, download it, ask for a correction, or withdraw your consent
            and have it erased. Your rights under the Digital Personal Data Protection Act, 2023 are explained in our{" "}
            <Link href="/privacy">Privacy Policy</Link>.
          </p>
        </div>
      </div>

      <div className="my-data__inner my-data__body">
        {entry && (
          <div className="verify-page__card my-data__verify">
            <p>First, verify your mobile number: we send you a one-time password.</p>
            <MobileEntryForm actor={entry} submitLabel="Send OTP" />
          </div>
        )}
        {otp && (
          <div className="verify-page__card my-data__verify">
            <OtpScreen actor={otp} startHref="/my-data" onChangeNumber={() => actor.send({ type: "Change number" })} />
          </div>
        )}

        {loading && (
          <p className="my-data__status" role="status">
            Loading...
          </p>
        )}
        {loadFailed && (
          <div className="my-data__error" role="alert">
            <p>{myDataScreenMessages.loadFailed}</p>
            <Button className="button button--primary" onPress={() => actor.send({ type: "Try again" })}>
              Try again
            </Button>
          </div>
        )}
        {expired && (
          <div className="my-data__error" role="alert">
            <p>{myDataScreenMessages.expired}</p>
            <Button className="button button--primary" onPress={() => actor.send({ type: "Verify again" })}>
              Verify again
            </Button>
          </div>
        )}

        {ready && data && (
          <>
            <div className="my-data__summary card">
              <p>
                Records held for <strong>+91 {mobile}</strong>.
              </p>
              <div className="my-data__actions">
                <Button
                  className="button button--primary"
                  isDisabled={downloading}
                  onPress={() => actor.send({ type: "Download" })}
                >
                  {downloading ? "Preparing..." : "Download my data (JSON)"}
                </Button>
                <Button
                  className="button button--secondary"
                  isDisabled={downloading}
                  onPress={() => actor.send({ type: "Ask for a correction" })}
                >
                  Ask for a correction
                </Button>
                <Button
                  className="button button--danger"
                  isDisabled={downloading}
                  onPress={() => actor.send({ type: "Erase my data" })}
                >
                  Withdraw consent and erase
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
            <h2>{erasure.message}</h2>
            <p>
              Loan enquiries you made now read &ldquo;Removed at your request&rdquo; when their tracking ID is looked
              up. You can go on using the site; anything you send us from now on is a new record.
            </p>
            <Kept />
            <Link href="/">Go to Home</Link>
          </div>
        )}
      </div>

      <Modal
        isOpen={correcting}
        onOpenChange={(open) => {
          if (!open) actor.send({ type: "Cancel correction" })
        }}
        title="Ask for a correction"
        className="my-data__modal"
      >
        <Form
          className="my-data__form"
          validationBehavior="aria"
          onSubmit={(e) => {
            e.preventDefault()
            actor.send({ type: "Send correction" })
          }}
        >
          <NativeSelect
            label="Which record"
            options={targets.map((t) => t.label)}
            value={targetLabel}
            placeholder="Choose a record"
            errorMessage={errors.record}
            isDisabled={sending}
            onChange={(label) =>
              actor.send({ type: "Choose record", value: targets.find((t) => t.label === label)?.value ?? "other" })
            }
          />
          <TextField
            label="Which detail is wrong"
            description="For example: last name, e-mail, address"
            value={correction.field}
            maxLength={60}
            errorMessage={errors.field}
            isDisabled={sending}
            onChange={(value) => actor.send({ type: "Type detail", value })}
          />
          <TextField
            label="What is wrong, and what should it be"
            description={`At most ${correctionMaxLength.toLocaleString("en-IN")} characters (${correction.details.length.toLocaleString("en-IN")} used)`}
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
              {sending ? "Sending..." : "Send correction"}
            </Button>
            <Button
              className="button button--secondary"
              isDisabled={sending}
              onPress={() => actor.send({ type: "Cancel correction" })}
            >
              Cancel
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
        title="Withdraw consent and erase your data?"
        className="my-data__modal"
      >
        <p>
          Your name, mobile number, e-mail, PAN, addresses, messages, grievances, feedback and pictures are removed from
          every record we hold for +91 {mobile}, and your consent is withdrawn. This cannot be undone. Enquiries with a
          lender stop, and rewards not yet paid can no longer be claimed.
        </p>
        <p>We keep only what the law requires, without anything that identifies you:</p>
        <ul className="my-data__kept-list">
          {keptAfterErasure.map((k) => (
            <li key={k.what}>{k.what}.</li>
          ))}
        </ul>
        <div className="my-data__actions">
          <Button
            className="button button--danger"
            isDisabled={erasing}
            onPress={() => actor.send({ type: "Confirm erase" })}
          >
            {erasing ? "Erasing..." : "Yes, erase my data"}
          </Button>
          <Button
            className="button button--secondary"
            isDisabled={erasing}
            onPress={() => actor.send({ type: "Cancel erase" })}
          >
            Cancel
          </Button>
        </div>
      </Modal>
    </section>
  )
}
