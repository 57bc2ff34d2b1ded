// Over 300 lines: one enquiry as staff work it (its facts, the contact preference, the consent, moves, the call log, the audit), one machine's view.
/**
 * One enquiry: how and when the person may be contacted (at the top), its details, the referrer, the status history
 * and the audit log, the moves the lifecycle chart allows from its status (domain/application-status.ts), each with
 * an optional note, and logging a call, which is disabled, with the reason, for someone who asked not to be called
 * or outside their window (the server refuses it on its own too).
 */
import { useActorRef, useSelector } from "@xstate/react"
import { useEffect, useState } from "react"
import { Heading } from "react-aria-components"
import { callOutcomeLabels, callOutcomes, callRefusedMessage, type EnquiryDetail } from "../../../domain/admin-api.ts"
import { allowedMoves } from "../../../domain/application-status.ts"
import { type ContactChannel, hourLabel, mayCall, wantsCalls } from "../../../domain/contact-preference.ts"
import { formatLongDate, formatRupees, formatRupeesAndPaise } from "../../../domain/format.ts"
import { Button } from "../../ui/Button.tsx"
import { Link } from "../../ui/Link.tsx"
import { RadioGroup } from "../../ui/RadioGroup.tsx"
import { TextField } from "../../ui/TextField.tsx"
import { liveAdminEnquiryMachine } from "./live.ts"
import { useStaffEvents } from "./useStaffEvents.ts"

const when = (iso: string) => new Date(iso).toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short" })

const channelNames: Record<ContactChannel, string> = {
  call: "Phone call",
  sms: "SMS",
  whatsapp: "WhatsApp",
  email: "Email"
}

/** The time now, read again every 30 seconds: whether a call is allowed changes as the clock passes a window's edge. */
const useNow = (): number => {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000)
    return () => clearInterval(timer)
  }, [])
  return now
}

/** The person's contact preference, highlighted: "Messages only: do not call", or the hours a call is welcome. */
function ContactPanel({ contact }: { readonly contact: EnquiryDetail["contact"] }) {
  const calls = wantsCalls(contact)
  return (
    <section
      className={`admin-contact${calls ? "" : " admin-contact--no-calls"}`}
      aria-labelledby="admin-contact-title"
      data-testid="admin-contact"
    >
      <h2 id="admin-contact-title">How to contact</h2>
      <p className="admin-contact__headline">
        {calls
          ? `Call between ${hourLabel(contact.callFrom)} and ${hourLabel(contact.callTo)} India time`
          : "Messages only: do not call"}
      </p>
      <p>Chosen: {contact.channels.map((c) => channelNames[c]).join(", ")}</p>
    </section>
  )
}

export function EnquiryView({
  trackingId,
  onUnauthorized
}: {
  readonly trackingId: string
  readonly onUnauthorized: () => void
}) {
  const actor = useActorRef(liveAdminEnquiryMachine, { input: { trackingId } })
  useStaffEvents(actor, onUnauthorized)
  const state = useSelector(actor, (s) => s.value)
  const { enquiry, chosen, note, error } = useSelector(actor, (s) => s.context)
  const moving = useSelector(actor, (s) => s.matches({ ready: "moving" }))
  const confirming = useSelector(actor, (s) => s.matches({ ready: "confirming" }) || s.matches({ ready: "moving" }))
  const { outcome, callNote, callProblem } = useSelector(actor, (s) => s.context)
  const logging = useSelector(actor, (s) => s.matches({ ready: "loggingCall" }))
  const callForm = useSelector(actor, (s) => s.matches({ ready: "callForm" }) || s.matches({ ready: "loggingCall" }))
  const now = useNow()
  const verdict = enquiry === undefined ? undefined : mayCall(enquiry.contact, new Date(now))

  return (
    <section aria-labelledby="admin-enquiry-title" aria-busy={state === "loading" || moving}>
      <p>
        <Link href="/admin">Back to enquiries</Link>
      </p>
      <Heading level={1} id="admin-enquiry-title">
        Enquiry {trackingId}
      </Heading>
      {enquiry !== undefined && enquiry.consentWithdrawnAt !== null && (
        <p className="admin-consent-withdrawn" data-testid="admin-consent-withdrawn">
          <strong>Consent withdrawn on {formatLongDate(enquiry.consentWithdrawnAt)}</strong>. Do not message or call the
          applicant about this enquiry.
        </p>
      )}
      {state === "loading" && <p role="status">Loading...</p>}
      {(state === "notFound" || state === "failed") && (
        <div role="alert" className="admin__error">
          <p>{error}</p>
          {state === "failed" && <Button onPress={() => actor.send({ type: "Try again" })}>Try again</Button>}
        </div>
      )}
      {enquiry !== undefined && typeof state === "object" && <ContactPanel contact={enquiry.contact} />}
      {enquiry !== undefined && typeof state === "object" && (
        <div className="admin-detail">
          <section className="card" aria-labelledby="admin-details-title">
            <h2 id="admin-details-title">Details</h2>
            <dl className="admin-dl">
              <div>
                <dt>Name</dt>
                <dd>{enquiry.name}</dd>
              </div>
              <div>
                <dt>Mobile</dt>
                <dd>{enquiry.phone}</dd>
              </div>
              <div>
                <dt>Email</dt>
                <dd>{enquiry.email ?? "Not given"}</dd>
              </div>
              <div>
                <dt>Location</dt>
                <dd>{enquiry.location}</dd>
              </div>
              <div>
                <dt>Loan type</dt>
                <dd>{enquiry.loanType}</dd>
              </div>
              <div>
                <dt>Application type</dt>
                <dd>{enquiry.applicationType}</dd>
              </div>
              <div>
                <dt>Status</dt>
                <dd data-testid="admin-status">{enquiry.status}</dd>
              </div>
              <div>
                <dt>Received</dt>
                <dd>{formatLongDate(enquiry.createdAt)}</dd>
              </div>
              <div>
                <dt>Last updated</dt>
                <dd>{when(enquiry.updatedAt)}</dd>
              </div>
            </dl>
            {enquiry.offer !== null && (
              <>
                <h3>Offer chosen</h3>
                <dl className="admin-dl">
                  <div>
                    <dt>Lender</dt>
                    <dd data-testid="admin-lender">{enquiry.offer.lender}</dd>
                  </div>
                  <div>
                    <dt>Proposal number</dt>
                    <dd>{enquiry.offer.proposalNumber}</dd>
                  </div>
                  {enquiry.offer.terms !== null && (
                    <>
                      <div>
                        <dt>Amount</dt>
                        <dd>{formatRupees(enquiry.offer.terms.amount)}</dd>
                      </div>
                      <div>
                        <dt>Tenure</dt>
                        <dd>{enquiry.offer.terms.tenureMonths} months</dd>
                      </div>
                      <div>
                        <dt>Rate</dt>
                        <dd>{enquiry.offer.terms.ratePercent}%</dd>
                      </div>
                      <div>
                        <dt>EMI</dt>
                        <dd>{formatRupeesAndPaise(enquiry.offer.terms.emi)}</dd>
                      </div>
                      <div>
                        <dt>APR</dt>
                        <dd>{enquiry.offer.terms.apr}%</dd>
                      </div>
                    </>
                  )}
                </dl>
              </>
            )}
            {enquiry.referrer !== null && (
              <>
                <h3>Referred by</h3>
                <dl className="admin-dl">
                  <div>
                    <dt>Name</dt>
                    <dd>{enquiry.referrer.name}</dd>
                  </div>
                  <div>
                    <dt>Mobile</dt>
                    <dd>{enquiry.referrer.phone}</dd>
                  </div>
                  {enquiry.referrer.email !== null && (
                    <div>
                      <dt>Email</dt>
                      <dd>{enquiry.referrer.email}</dd>
                    </div>
                  )}
                  {enquiry.referrer.location !== null && (
                    <div>
                      <dt>Location</dt>
                      <dd>{enquiry.referrer.location}</dd>
                    </div>
                  )}
                </dl>
              </>
            )}
          </section>

          <section className="card" aria-labelledby="admin-moves-title">
            <h2 id="admin-moves-title">Move to</h2>
            {allowedMoves(enquiry.status).length === 0 ? (
              <p>{enquiry.status} is final: no further moves.</p>
            ) : !confirming ? (
              <ul className="admin-moves">
                {allowedMoves(enquiry.status).map((move) => (
                  <li key={move.event}>
                    <Button
                      variant={
                        move.to === "Decline / Not Interested" || move.to === "Rejected" ? "secondary" : "primary"
                      }
                      onPress={() => actor.send({ type: "Choose move", event: move.event })}
                    >
                      {move.event}
                    </Button>
                    <span className="admin-moves__to"> to {move.to}</span>
                  </li>
                ))}
              </ul>
            ) : (
              <div className="admin-confirm">
                <p>
                  {chosen}: {enquiry.status} to {allowedMoves(enquiry.status).find((m) => m.event === chosen)?.to}
                </p>
                <TextField
                  label="Note"
                  optionalHint
                  multiline
                  rows={3}
                  value={note}
                  maxLength={1000}
                  onChange={(value) => actor.send({ type: "Type note", value })}
                  autoFocus
                />
                <div className="admin-confirm__actions">
                  <Button isDisabled={moving} onPress={() => actor.send({ type: "Confirm move" })}>
                    {moving ? "Saving..." : `Confirm: ${chosen}`}
                  </Button>
                  <Button variant="ghost" isDisabled={moving} onPress={() => actor.send({ type: "Cancel move" })}>
                    Cancel
                  </Button>
                </div>
              </div>
            )}
          </section>

          <section className="card" aria-labelledby="admin-calls-title">
            <h2 id="admin-calls-title">Calls</h2>
            {callProblem !== undefined && !callForm && (
              <p role="alert" className="admin__error">
                {callProblem}
              </p>
            )}
            {!callForm ? (
              <>
                {verdict?._tag === "Refused" && (
                  <p id="admin-call-refused" className="admin-contact__reason">
                    {callRefusedMessage(verdict.reason, enquiry.contact.callFrom, enquiry.contact.callTo)}
                  </p>
                )}
                <div>
                  <Button
                    isDisabled={verdict?._tag !== "Allowed"}
                    {...(verdict?._tag === "Refused" ? { "aria-describedby": "admin-call-refused" } : {})}
                    onPress={() => actor.send({ type: "Open call log", at: Date.now() })}
                  >
                    Log a call
                  </Button>
                </div>
              </>
            ) : (
              <div className="admin-confirm">
                <RadioGroup
                  label="How did the call go?"
                  orientation="vertical"
                  options={callOutcomes.map((value) => ({ value, label: callOutcomeLabels[value] }))}
                  {...(outcome === undefined ? {} : { value: outcome })}
                  onChange={(value) => actor.send({ type: "Choose outcome", outcome: value })}
                  errorMessage={callProblem}
                  isDisabled={logging}
                />
                <TextField
                  label="Call note"
                  optionalHint
                  multiline
                  rows={3}
                  value={callNote}
                  maxLength={1000}
                  onChange={(value) => actor.send({ type: "Type call note", value })}
                />
                <div className="admin-confirm__actions">
                  <Button isDisabled={logging} onPress={() => actor.send({ type: "Log call" })}>
                    {logging ? "Saving..." : "Save the call"}
                  </Button>
                  <Button variant="ghost" isDisabled={logging} onPress={() => actor.send({ type: "Cancel call" })}>
                    Cancel call
                  </Button>
                </div>
              </div>
            )}
          </section>

          <section className="card" aria-labelledby="admin-history-title">
            <h2 id="admin-history-title">History</h2>
            <ol className="admin-history">
              {enquiry.history.map((h, i) => (
                <li key={i}>
                  <strong>{h.status}</strong> <span>{when(h.at)}</span>
                </li>
              ))}
            </ol>
            <h3>Audit log</h3>
            {enquiry.audit.length === 0 ? (
              <p>No changes by staff yet.</p>
            ) : (
              <ol className="admin-history">
                {enquiry.audit.map((a, i) => (
                  <li key={i}>
                    {when(a.at)}: {a.who}, {a.action}
                    {a.from !== null && a.to !== null ? ` (${a.from} to ${a.to})` : ""}
                    {a.note !== null && <q className="admin-history__note">{a.note}</q>}
                  </li>
                ))}
              </ol>
            )}
          </section>
        </div>
      )}
    </section>
  )
}
