/**
 * The grievance queue (issue 14, point 3): open grievances by due date with the days left, or the resolved ones.
 * Opening one shows who raised it and what about, and the steps its status allows: Acknowledge, a reply with Send
 * reply, and Resolve. Every step is audited by the server. A grievance whose person erased their data keeps its
 * number, category, status and dates; its details read "Removed at the person's request" and its steps go on.
 */
import { useActorRef, useSelector } from "@xstate/react"
import { Heading } from "react-aria-components"
import { formatLongDate } from "../../../domain/format.ts"
import { nextGrievanceStatus } from "../../../domain/grievance.ts"
import { daysLeftText, formatDueDate, maxGrievanceReply } from "../../../domain/grievance-form.ts"
import { Button } from "../../ui/Button.tsx"
import { LoadState, loadStatus } from "../../ui/LoadState.tsx"
import { TextField } from "../../ui/TextField.tsx"
import { AdminTable } from "./AdminTable.tsx"
import { liveAdminGrievancesMachine } from "./live.ts"
import { useStaffEvents } from "./useStaffEvents.ts"

/** A grievance whose person erased their data on "My data" (their details, words and our reply are gone). */
const removedText = "Removed at the person's request"

export function GrievancesView({ onUnauthorized }: { readonly onUnauthorized: () => void }) {
  const actor = useActorRef(liveAdminGrievancesMachine)
  useStaffEvents(actor, onUnauthorized)
  const state = useSelector(actor, (s) => s.value)
  const { grievances, show, selected, reply, replyError, error } = useSelector(actor, (s) => s.context)
  const stepping = state !== "ready"
  const opened = grievances.find((g) => g.number === selected)
  const can = (event: "Acknowledge" | "Reply" | "Resolve") =>
    opened !== undefined && nextGrievanceStatus(opened.status, event) !== undefined

  return (
    <section aria-labelledby="admin-grievances-title" aria-busy={state === "loading" || state === "stepping"}>
      <Heading level={1} id="admin-grievances-title">
        Grievances
      </Heading>
      <div className="admin-grievances__views">
        <Button
          size="sm"
          variant={show === "open" ? "primary" : "secondary"}
          aria-pressed={show === "open"}
          isDisabled={state !== "ready"}
          onPress={() => show !== "open" && actor.send({ type: "Show", show: "open" })}
        >
          Open, by due date
        </Button>
        <Button
          size="sm"
          variant={show === "resolved" ? "primary" : "secondary"}
          aria-pressed={show === "resolved"}
          isDisabled={state !== "ready"}
          onPress={() => show !== "resolved" && actor.send({ type: "Show", show: "resolved" })}
        >
          Resolved
        </Button>
      </div>
      <LoadState
        status={loadStatus(state, grievances.length === 0)}
        failure={error}
        onRetry={() => actor.send({ type: "Try again" })}
        empty={show === "open" ? "No open grievances." : "No resolved grievances yet."}
        noteClassName="admin__error"
      >
        <AdminTable
          caption={show === "open" ? "Open grievances, the soonest due first" : "Resolved grievances, newest first"}
          columns={[
            "Number",
            "Category",
            "Received",
            "Reply due",
            "Status",
            <span key="open" className="visually-hidden">
              Open
            </span>
          ]}
        >
          {grievances.map((g) => (
            <tr key={g.number} aria-current={g.number === selected ? "true" : undefined}>
              <td className="admin-grievances__number">{g.number}</td>
              <td>{g.category}</td>
              <td>{formatLongDate(g.receivedAt)}</td>
              <td>
                {formatDueDate(g.dueDate)}
                {g.status !== "Resolved" && (
                  <span className={g.daysLeft < 0 ? "admin-grievances__late" : "admin-grievances__days"}>
                    {" "}
                    ({daysLeftText(g.daysLeft)})
                  </span>
                )}
              </td>
              <td>
                {g.status}
                {g.erasedAt !== null && <span className="admin-grievances__removed">Removed</span>}
              </td>
              <td>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={`Open ${g.number}`}
                  onPress={() => actor.send({ type: "Open", number: g.number })}
                >
                  Open
                </Button>
              </td>
            </tr>
          ))}
        </AdminTable>
      </LoadState>
      {opened && (
        <section className="admin-grievance card" aria-labelledby="admin-grievance-title">
          <Heading level={2} id="admin-grievance-title">
            Grievance {opened.number}
          </Heading>
          <dl className="admin-grievance__facts">
            <div>
              <dt>Status</dt>
              <dd>{opened.status}</dd>
            </div>
            <div>
              <dt>Raised by</dt>
              <dd>
                {opened.erasedAt !== null
                  ? `${removedText} (on ${formatLongDate(opened.erasedAt)})`
                  : `${opened.name}, ${opened.mobile}, ${opened.email}`}
              </dd>
            </div>
            <div>
              <dt>Tracking ID</dt>
              <dd>{opened.erasedAt !== null ? removedText : (opened.trackingId ?? "None given")}</dd>
            </div>
            <div>
              <dt>Category</dt>
              <dd>{opened.category}</dd>
            </div>
            <div>
              <dt>Reply due</dt>
              <dd>
                {formatDueDate(opened.dueDate)}
                {opened.status !== "Resolved" ? ` (${daysLeftText(opened.daysLeft)})` : ""}
              </dd>
            </div>
          </dl>
          <h3>Description</h3>
          <p className="admin-grievance__text">{opened.erasedAt !== null ? removedText : opened.description}</p>
          {(opened.reply !== null || (opened.erasedAt !== null && opened.repliedAt !== null)) && (
            <>
              <h3>Our reply</h3>
              <p className="admin-grievance__text">{opened.reply ?? removedText}</p>
            </>
          )}
          {can("Reply") && (
            <TextField
              label="Reply"
              multiline
              rows={4}
              value={reply}
              maxLength={maxGrievanceReply}
              errorMessage={replyError}
              isDisabled={stepping}
              description={
                opened.erasedAt !== null
                  ? "The person erased their data: they cannot see this reply. Do not write their details here."
                  : "The person sees this reply when they check the grievance's status."
              }
              onChange={(value) => actor.send({ type: "Type reply", value })}
            />
          )}
          <div className="admin-grievance__actions">
            {can("Acknowledge") && (
              <Button isDisabled={stepping} onPress={() => actor.send({ type: "Acknowledge" })}>
                Acknowledge
              </Button>
            )}
            {can("Reply") && (
              <Button isDisabled={stepping} onPress={() => actor.send({ type: "Send reply" })}>
                Send reply
              </Button>
            )}
            {can("Resolve") && (
              <Button isDisabled={stepping} onPress={() => actor.send({ type: "Resolve" })}>
                Resolve
              </Button>
            )}
            <Button variant="secondary" isDisabled={stepping} onPress={() => actor.send({ type: "Close" })}>
              Close
            </Button>
          </div>
        </section>
      )}
    </section>
  )
}
