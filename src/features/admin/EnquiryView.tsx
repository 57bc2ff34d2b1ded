/**
 * One enquiry: its details, the referrer, the status history and the audit log, and the moves the lifecycle chart
 * allows from its status (domain/application-status.ts), each with an optional note.
 */
import { useActorRef, useSelector } from "@xstate/react"
import { Heading } from "react-aria-components"
import { allowedMoves } from "../../../domain/application-status.ts"
import { formatLongDate, formatRupees, formatRupeesAndPaise } from "../../../domain/format.ts"
import { Button } from "../../ui/Button.tsx"
import { Link } from "../../ui/Link.tsx"
import { TextField } from "../../ui/TextField.tsx"
import { liveAdminEnquiryMachine } from "./live.ts"
import { useStaffEvents } from "./useStaffEvents.ts"

const when = (iso: string) => new Date(iso).toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short" })

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
