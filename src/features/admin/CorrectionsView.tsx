/**
 * Correction requests from "My data" (issue 14): open ones first, oldest first. Staff write a note for the person and
 * mark a request done or rejected; each step is audited on the server. Erased requests show no mobile or words.
 */
import { useActorRef, useSelector } from "@xstate/react"
import { formatLongDate } from "../../../domain/format.ts"
import { Button } from "../../ui/Button.tsx"
import { loadStatus } from "../../ui/LoadState.tsx"
import { TextField } from "../../ui/TextField.tsx"
import { AdminListPage } from "./AdminListPage.tsx"
import { liveAdminCorrectionsMachine } from "./live.ts"
import { useStaffEvents } from "./useStaffEvents.ts"

const statusText = { open: "Open", done: "Done", rejected: "Rejected" } as const

export function CorrectionsView({ onUnauthorized }: { readonly onUnauthorized: () => void }) {
  const actor = useActorRef(liveAdminCorrectionsMachine)
  useStaffEvents(actor, onUnauthorized)
  const state = useSelector(actor, (s) => s.value)
  const { corrections, notes, noteError, deciding, error } = useSelector(actor, (s) => s.context)

  return (
    <AdminListPage
      titleId="admin-corrections-title"
      title="Correction requests"
      busy={state === "loading" || state === "deciding"}
      status={loadStatus(state, corrections.length === 0)}
      failure={error}
      onRetry={() => actor.send({ type: "Try again" })}
      empty="No correction requests yet."
    >
      <ol className="admin-corrections">
        {corrections.map((c) => (
          <li key={c.id} className="admin-corrections__item card">
            <h2 className="admin-corrections__title">
              Request {c.id}: {statusText[c.status]}
            </h2>
            <dl className="admin-corrections__fields">
              <div>
                <dt>Record</dt>
                <dd>{c.record}</dd>
              </div>
              <div>
                <dt>Mobile</dt>
                <dd>{c.mobile ?? "Erased at the person's request"}</dd>
              </div>
              <div>
                <dt>Detail</dt>
                <dd>{c.field || "-"}</dd>
              </div>
              <div>
                <dt>What is wrong</dt>
                <dd className="admin-corrections__details">{c.details || "-"}</dd>
              </div>
              <div>
                <dt>Received</dt>
                <dd>{formatLongDate(c.createdAt)}</dd>
              </div>
              {c.decidedAt !== null && (
                <div>
                  <dt>Closed</dt>
                  <dd>{formatLongDate(c.decidedAt)}</dd>
                </div>
              )}
              {c.note !== null && (
                <div>
                  <dt>Note</dt>
                  <dd>{c.note}</dd>
                </div>
              )}
            </dl>
            {c.status === "open" && (
              <div className="admin-corrections__decide">
                <TextField
                  label={`Note for the person (request ${c.id})`}
                  multiline
                  rows={3}
                  maxLength={1000}
                  value={notes[c.id] ?? ""}
                  errorMessage={noteError?.id === c.id ? noteError.message : undefined}
                  isDisabled={deciding !== undefined}
                  onChange={(value) => actor.send({ type: "Type note", id: c.id, value })}
                />
                <div className="admin-corrections__buttons">
                  <Button
                    size="sm"
                    isDisabled={deciding !== undefined}
                    aria-label={`Mark done: request ${c.id}`}
                    onPress={() => actor.send({ type: "Mark done", id: c.id })}
                  >
                    Mark done
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    isDisabled={deciding !== undefined}
                    aria-label={`Mark rejected: request ${c.id}`}
                    onPress={() => actor.send({ type: "Mark rejected", id: c.id })}
                  >
                    Mark rejected
                  </Button>
                </div>
              </div>
            )}
          </li>
        ))}
      </ol>
    </AdminListPage>
  )
}
