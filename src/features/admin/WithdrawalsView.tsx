/** Reward withdrawals: unpaid first; 'Mark paid' settles one (the referrer then sees 'Reward Disbursed'). */
import { useActorRef, useSelector } from "@xstate/react"
import { formatIndianNumber, formatLongDate } from "../../../domain/format.ts"
import { Button } from "../../ui/Button.tsx"
import { loadStatus } from "../../ui/LoadState.tsx"
import { AdminListPage } from "./AdminListPage.tsx"
import { AdminTable } from "./AdminTable.tsx"
import { liveAdminWithdrawalsMachine } from "./live.ts"
import { useStaffEvents } from "./useStaffEvents.ts"

const points = (n: number) => `${formatIndianNumber(n)} ${n === 1 ? "point" : "points"}`

export function WithdrawalsView({ onUnauthorized }: { readonly onUnauthorized: () => void }) {
  const actor = useActorRef(liveAdminWithdrawalsMachine)
  useStaffEvents(actor, onUnauthorized)
  const state = useSelector(actor, (s) => s.value)
  const { withdrawals, paying, error } = useSelector(actor, (s) => s.context)

  return (
    <AdminListPage
      titleId="admin-withdrawals-title"
      title="Reward withdrawals"
      busy={state === "loading" || state === "paying"}
      status={loadStatus(state, withdrawals.length === 0)}
      failure={error}
      onRetry={() => actor.send({ type: "Try again" })}
      empty="No withdrawal requests yet."
    >
      <AdminTable
        caption="Withdrawal requests, unpaid first"
        columns={["Referrer", "Mobile", "Points", "Referrals", "Requested", "Paid"]}
      >
        {withdrawals.map((w) => (
          <tr key={w.id}>
            <td>{w.referrerName ?? "Not known"}</td>
            <td>{w.referrerPhone}</td>
            <td>{points(w.points)}</td>
            <td>{w.itemCount}</td>
            <td>{formatLongDate(w.requestedAt)}</td>
            <td>
              {w.paidAt !== null ? (
                `Paid ${formatLongDate(w.paidAt)}`
              ) : (
                <Button
                  size="sm"
                  isDisabled={paying !== undefined}
                  aria-label={`Mark paid: ${points(w.points)} to ${w.referrerPhone}`}
                  onPress={() => actor.send({ type: "Mark paid", id: w.id })}
                >
                  Mark paid
                </Button>
              )}
            </td>
          </tr>
        ))}
      </AdminTable>
    </AdminListPage>
  )
}
