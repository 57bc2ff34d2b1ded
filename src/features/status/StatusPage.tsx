/**
 * Application status (spec sections 2 and 4): loading, the timeline and details card, or an error with a way back.
 * /application-status?trackingId=
 */
import { useActorRef, useSelector } from "@xstate/react"
import { Button, Heading } from "react-aria-components"
import { Link, useSearch } from "wouter"
import { statusLabel } from "../../../domain/application-status.ts"
import { formatLongDate } from "../../../domain/format.ts"
import { m } from "../../../i18n/paraglide/messages.js"
import { liveStatusMachine } from "./live.ts"
import { Timeline } from "./Timeline.tsx"
import "./status.css"

export default function StatusPage() {
  const trackingId = new URLSearchParams(useSearch()).get("trackingId")
  const actor = useActorRef(liveStatusMachine, { input: { trackingId } })
  const state = useSelector(actor, (s) => s.value)
  const { application, error, trackingId: id } = useSelector(actor, (s) => s.context)

  return (
    <section className="status container" aria-labelledby="status-title" aria-busy={state === "loading"}>
      <Heading level={1} id="status-title" className="status__title">
        {m.apply_status_title()}
      </Heading>

      {state === "loading" && (
        <p className="status__loading" role="status">
          {m.apply_status_loading()}
        </p>
      )}

      {(state === "missingId" || state === "notFound" || state === "removed" || state === "failed") && (
        <div className="status__error" role="alert">
          <svg className="status__error-art" viewBox="0 0 120 90" aria-hidden="true">
            <rect x="10" y="10" width="70" height="70" rx="8" fill="var(--color-primary-soft)" />
            <path d="M25 30h40M25 45h30M25 60h20" stroke="var(--color-primary)" strokeWidth="5" strokeLinecap="round" />
            <circle cx="85" cy="55" r="18" fill="none" stroke="var(--color-primary)" strokeWidth="6" />
            <path d="M98 68l12 12" stroke="var(--color-primary)" strokeWidth="7" strokeLinecap="round" />
          </svg>
          <p className="status__error-text">{error}</p>
          <div className="status__actions">
            {state === "failed" && (
              <Button className="button button--primary" onPress={() => actor.send({ type: "Retry" })}>
                {m.apply_status_try_again()}
              </Button>
            )}
            <Link href="/track-now" className="button button--secondary">
              {m.apply_status_back()}
            </Link>
          </div>
        </div>
      )}

      {state === "loaded" && application && (
        <div className="status__grid">
          <section className="card status__timeline" aria-labelledby="timeline-title">
            <h2 id="timeline-title">{m.apply_status_progress()}</h2>
            <Timeline status={application.status} updatedAt={application.updatedAt} />
          </section>
          <section className="card status__details" aria-labelledby="details-title">
            <h2 id="details-title">{m.apply_status_details()}</h2>
            <dl>
              <div>
                <dt>{m.apply_status_tracking_id()}</dt>
                <dd>{id}</dd>
              </div>
              <div>
                <dt>{m.apply_status_name()}</dt>
                <dd>{application.name}</dd>
              </div>
              <div>
                <dt>{m.apply_status_loan_type()}</dt>
                <dd>{application.loanType}</dd>
              </div>
              {application.lender !== undefined && (
                <div>
                  <dt>{m.apply_status_lender()}</dt>
                  <dd data-testid="status-lender">{application.lender}</dd>
                </div>
              )}
              <div>
                <dt>{m.apply_status_status()}</dt>
                <dd>{statusLabel(application.status)}</dd>
              </div>
              <div>
                <dt>{m.apply_status_submitted_on()}</dt>
                <dd>{formatLongDate(application.createdAt)}</dd>
              </div>
              <div>
                <dt>{m.apply_status_last_updated()}</dt>
                <dd>{formatLongDate(application.updatedAt)}</dd>
              </div>
            </dl>
            <div className="status__actions">
              <Link href="/track-now" className="button button--secondary">
                {m.apply_status_back_to_track()}
              </Link>
              <Link href="/redeem/start" className="button button--primary">
                {m.apply_status_redeem()}
              </Link>
            </div>
          </section>
        </div>
      )}
    </section>
  )
}
