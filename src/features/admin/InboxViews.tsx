/** The read-only inboxes: contact messages and credit-score enquiries (PAN masked), newest first, pages of 20. */
import { useActorRef, useSelector } from "@xstate/react"
import type { ReactNode } from "react"
import type { ContactMessageRow, CreditEnquiryRow } from "../../../domain/admin-api.ts"
import { formatLongDate } from "../../../domain/format.ts"
import { loadStatus } from "../../ui/LoadState.tsx"
import { Pager } from "../../ui/Pager.tsx"
import { AdminListPage } from "./AdminListPage.tsx"
import { AdminTable } from "./AdminTable.tsx"
import { liveContactInboxMachine, liveCreditInboxMachine } from "./live.ts"
import { useStaffEvents } from "./useStaffEvents.ts"

type InboxMachine = typeof liveContactInboxMachine

function Inbox<A>({
  machine,
  title,
  id,
  empty,
  onUnauthorized,
  render
}: {
  readonly machine: InboxMachine
  readonly title: string
  readonly id: string
  readonly empty: string
  readonly onUnauthorized: () => void
  readonly render: (items: ReadonlyArray<A>) => ReactNode
}) {
  const actor = useActorRef(machine)
  useStaffEvents(actor, onUnauthorized)
  const state = useSelector(actor, (s) => s.value)
  const { result, error, page } = useSelector(actor, (s) => s.context)
  const pages = result === undefined ? 1 : Math.max(1, Math.ceil(result.total / result.pageSize))
  return (
    <AdminListPage
      titleId={id}
      title={title}
      busy={state === "loading"}
      status={loadStatus(state, result?.items.length === 0)}
      failure={error}
      onRetry={() => actor.send({ type: "Try again" })}
      empty={empty}
    >
      {result !== undefined && (
        <>
          <p role="status" className="admin__count">
            {result.total} in all
          </p>
          {render(result.items as ReadonlyArray<A>)}
          <Pager page={page} pages={pages} onGoTo={(to) => actor.send({ type: "Go to page", page: to })} />
        </>
      )}
    </AdminListPage>
  )
}

export function ContactInbox({ onUnauthorized }: { readonly onUnauthorized: () => void }) {
  return (
    <Inbox<ContactMessageRow>
      machine={liveContactInboxMachine}
      title="Contact messages"
      id="admin-contact-title"
      empty="No messages yet."
      onUnauthorized={onUnauthorized}
      render={(items) => (
        <AdminTable
          caption="Contact messages, newest first"
          wrap
          columns={["Received", "Name", "Email", "Mobile", "Message"]}
        >
          {items.map((m) => (
            <tr key={m.id}>
              <td>{formatLongDate(m.receivedAt)}</td>
              <td>{m.name}</td>
              <td>{m.email}</td>
              <td>{m.phone}</td>
              <td className="admin-table__message">{m.message}</td>
            </tr>
          ))}
        </AdminTable>
      )}
    />
  )
}

export function CreditInbox({ onUnauthorized }: { readonly onUnauthorized: () => void }) {
  return (
    <Inbox<CreditEnquiryRow>
      machine={liveCreditInboxMachine}
      title="Credit-score enquiries"
      id="admin-credit-title"
      empty="No credit-score enquiries yet."
      onUnauthorized={onUnauthorized}
      render={(items) => (
        <AdminTable
          caption="Credit-score enquiries, newest first"
          columns={["Received", "Name", "Mobile", "Email", "PAN", "City", "State", "Pincode"]}
        >
          {items.map((c) => (
            <tr key={c.id}>
              <td>{formatLongDate(c.receivedAt)}</td>
              <td>{c.name}</td>
              <td>{c.phone}</td>
              <td>{c.email}</td>
              <td>{c.panMasked}</td>
              <td>{c.city}</td>
              <td>{c.state}</td>
              <td>{c.pincode}</td>
            </tr>
          ))}
        </AdminTable>
      )}
    />
  )
}
