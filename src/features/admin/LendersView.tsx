/**
 * The lender catalogue (/admin/lenders): every lender with its kind, whether it is taking applications and its
 * products; a lender's form (LenderForm.tsx) saved as the next version of the catalogue; the message when someone
 * saved a newer version meanwhile; and the history of versions, newest first.
 */
import { useActorRef, useSelector } from "@xstate/react"
import { Form, Heading } from "react-aria-components"
import { formatLongDate } from "../../../domain/format.ts"
import type { LenderKind } from "../../../domain/lenders.ts"
import { lenderMessages } from "../../../machines/admin-lenders.machine.ts"
import { Button } from "../../ui/Button.tsx"
import { LoadState, loadStatus } from "../../ui/LoadState.tsx"
import { AdminTable } from "./AdminTable.tsx"
import { LenderForm } from "./LenderForm.tsx"
import { liveAdminLendersMachine } from "./live.ts"
import { useStaffEvents } from "./useStaffEvents.ts"

const kindText: Record<LenderKind, string> = { bank: "Bank", nbfc: "NBFC", hfc: "Housing finance company" }

export function LendersView({ onUnauthorized }: { readonly onUnauthorized: () => void }) {
  const actor = useActorRef(liveAdminLendersMachine)
  useStaffEvents(actor, onUnauthorized)
  const state = useSelector(actor, (s) => s.value)
  const { catalogue, history, selected, draft, errors, conflict, error } = useSelector(actor, (s) => s.context)
  const busy = state === "loading" || state === "saving"
  const lender = catalogue?.lenders.find((l) => l.id === selected)

  return (
    <section aria-labelledby="admin-lenders-title" aria-busy={busy}>
      <Heading level={1} id="admin-lenders-title">
        Lender catalogue
      </Heading>
      <LoadState
        status={loadStatus(state === "saving" ? "ready" : state, catalogue === undefined)}
        failure={error}
        onRetry={() => actor.send({ type: "Try again" })}
        empty="The catalogue has no lenders yet."
        noteClassName="admin__error"
      >
        <p>Version {catalogue?.version}. Every save makes a new version; offers are priced from the newest.</p>
        <AdminTable caption="Lenders" columns={["Lender", "Kind", "Taking applications", "Products", "Edit"]}>
          {catalogue?.lenders.map((l) => (
            <tr key={l.id}>
              <td>{l.legalName}</td>
              <td>{kindText[l.kind]}</td>
              <td>{l.takingApplications ? "Yes" : "No (paused)"}</td>
              <td>{catalogue.products.filter((p) => p.lenderId === l.id).length}</td>
              <td>
                <Button
                  size="sm"
                  variant="secondary"
                  isDisabled={busy}
                  aria-label={`Edit ${l.legalName}`}
                  onPress={() => actor.send({ type: "Open lender", id: l.id })}
                >
                  Edit
                </Button>
              </td>
            </tr>
          ))}
        </AdminTable>

        {lender !== undefined && draft !== undefined && (
          <section className="admin-lender card" aria-labelledby="admin-lender-title">
            <Heading level={2} id="admin-lender-title">
              {lender.legalName}
            </Heading>
            <p>Editing from version {draft.baseVersion}.</p>
            <Form
              validationBehavior="aria"
              onSubmit={(e) => {
                e.preventDefault()
                actor.send({ type: "Save" })
              }}
            >
              <LenderForm
                key={`${lender.id}-${draft.baseVersion}`}
                draft={draft}
                errors={errors}
                onChange={(next) => actor.send({ type: "Change", draft: next })}
              />
              <div className="admin-lender__conflict" role="alert">
                {conflict && (
                  <>
                    <p>{lenderMessages.conflict}</p>
                    <Button variant="secondary" size="sm" onPress={() => actor.send({ type: "Reload" })}>
                      Reload
                    </Button>
                  </>
                )}
              </div>
              <div className="admin-lender__buttons">
                <Button type="submit" isDisabled={busy}>
                  {state === "saving" ? "Saving..." : "Save"}
                </Button>
                <Button variant="secondary" isDisabled={busy} onPress={() => actor.send({ type: "Close lender" })}>
                  Close
                </Button>
              </div>
            </Form>
          </section>
        )}

        <Heading level={2} id="admin-lender-history">
          Version history
        </Heading>
        <AdminTable caption="Version history, newest first" columns={["Version", "Saved by", "When", "What changed"]}>
          {history.map((v) => (
            <tr key={v.version}>
              <td>{v.version}</td>
              <td>{v.changedBy}</td>
              <td>{formatLongDate(v.createdAt)}</td>
              <td className="admin-lender__summary">{v.summary}</td>
            </tr>
          ))}
        </AdminTable>
      </LoadState>
    </section>
  )
}
