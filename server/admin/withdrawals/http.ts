/** The `rewards` group of domain/admin-api.ts: reward withdrawals, and marking one paid. */
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { AdminNotFound, AlreadyPaid, adminMessages } from "../../../domain/admin-api.ts"
import { ServerAdminApi } from "../api.ts"
import { AdminWithdrawals } from "./repo.ts"

export const AdminWithdrawalsHttp = HttpApiBuilder.group(
  ServerAdminApi,
  "rewards",
  Effect.fn(function* (handlers) {
    const withdrawals = yield* AdminWithdrawals
    return handlers
      .handle("withdrawals", () => Effect.map(withdrawals.list, (data) => ({ success: true as const, data })))
      .handle("pay", ({ params }) =>
        withdrawals.pay(params.id).pipe(
          Effect.map((data) => ({ success: true as const, data })),
          Effect.catchTag("WithdrawalNotFound", () =>
            Effect.fail(new AdminNotFound({ success: false, message: adminMessages.noWithdrawal }))
          ),
          Effect.catchTag("WithdrawalAlreadyPaid", () =>
            Effect.fail(new AlreadyPaid({ success: false, message: adminMessages.alreadyPaid }))
          )
        )
      )
  })
)
