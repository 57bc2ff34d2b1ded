/** Status messages that kept failing (docs/messages.md): oldest first, each with a Retry that queues it again. */
import { useActorRef, useSelector } from "@xstate/react"
import { formatLongDate } from "../../../domain/format.ts"
import { Button } from "../../ui/Button.tsx"
import { Link } from "../../ui/Link.tsx"
import { loadStatus } from "../../ui/LoadState.tsx"
import { AdminListPage } from "./AdminListPage.tsx"
import { AdminTable } from "./AdminTable.tsx"
import { liveAdminMessagesMachine } from "./live.ts"
import { useStaffEvents } from "./useStaffEvents.ts"

const channelNames = { sms: "SMS", whatsapp: "WhatsApp", email: "E-mail" } as const

export function MessagesView({ onUnauthorized }: { readonly onUnauthorized: () => void }) {
  const actor = useActorRef(liveAdminMessagesMachine)
  useStaffEvents(actor, onUnauthorized)
  const state = useSelector(actor, (s) => s.value)
  const { messages, retrying, error } = useSelector(actor, (s) => s.context)

  return (
    <AdminListPage
      titleId="admin-messages-title"
      title="Failed messages"
      busy={state === "loading" || state === "retrying"}
      status={loadStatus(state, messages.length === 0)}
      failure={error}
      onRetry={() => actor.send({ type: "Try again" })}
      empty="No failed messages."
    >
      <AdminTable
        caption="Status messages the gateways kept refusing, oldest first"
        columns={["Tracking ID", "Channel", "Status", "Attempts", "Last error", "Queued", "Action"]}
      >
        {messages.map((m) => (
          <tr key={m.id}>
            <td>
              <Link href={`/admin/enquiries/${m.trackingId}`}>{m.trackingId}</Link>
            </td>
            <td>{channelNames[m.channel]}</td>
            <td>{m.status}</td>
            <td>{m.attempts}</td>
            <td>{m.lastError ?? "Not known"}</td>
            <td>{formatLongDate(m.queuedAt)}</td>
            <td>
              <Button
                size="sm"
                isDisabled={retrying !== undefined}
                aria-label={`Retry the ${channelNames[m.channel]} for ${m.trackingId}`}
                onPress={() => actor.send({ type: "Retry", id: m.id })}
              >
                Retry
              </Button>
            </td>
          </tr>
        ))}
      </AdminTable>
    </AdminListPage>
  )
}
