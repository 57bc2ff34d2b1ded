/**
 * The `enquiries` group of domain/admin-api.ts: the list, the CSV export, one enquiry, lifecycle moves and logged
 * calls.
 */
import { Effect } from "effect"
import { HttpServerResponse } from "effect/http"
import { HttpApiBuilder } from "effect/http-api"
import {
  AdminNotFound,
  adminMessages,
  CallRefused,
  callRefusedMessage,
  MoveRefused
} from "../../../domain/admin-api.ts"
import { allowedMoves, moveRefusedMessage } from "../../../domain/application-status.ts"
import { toCsv } from "../../../domain/csv.ts"
import { ServerAdminApi } from "../api.ts"
import { AdminEnquiries, type ExportRow } from "./repo.ts"

const notFound = () => new AdminNotFound({ success: false, message: adminMessages.notFound })

const csvOf = (rows: ReadonlyArray<ExportRow>) =>
  toCsv(
    [
      "Tracking ID",
      "Name",
      "Mobile",
      "Email",
      "Loan type",
      "Application type",
      "Status",
      "Location",
      "Referrer",
      "Referrer mobile",
      "Received",
      "Last updated",
      "Lender",
      "Proposal number"
    ],
    rows.map((r) => [
      r.trackingId,
      r.name,
      r.phone,
      r.email,
      r.loanType,
      r.applicationType,
      r.status,
      r.location,
      r.referrerName,
      r.referrerPhone,
      r.createdAt,
      r.updatedAt,
      r.lender,
      r.proposalNumber
    ])
  )

export const AdminEnquiriesHttp = HttpApiBuilder.group(
  ServerAdminApi,
  "enquiries",
  Effect.fn(function* (handlers) {
    const enquiries = yield* AdminEnquiries
    return handlers
      .handle("list", ({ query }) => Effect.map(enquiries.list(query), (data) => ({ success: true as const, data })))
      .handle("export", ({ query }) =>
        Effect.map(enquiries.exportRows(query), (rows) =>
          HttpServerResponse.text(csvOf(rows), {
            contentType: "text/csv; charset=utf-8",
            headers: {
              "content-disposition": `attachment; filename="enquiries-${new Date().toISOString().slice(0, 10)}.csv"`
            }
          })
        )
      )
      .handle("detail", ({ params }) =>
        enquiries.detail(params.trackingId).pipe(
          Effect.map((data) => ({ success: true as const, data })),
          Effect.catchTag("EnquiryNotFound", () => Effect.fail(notFound()))
        )
      )
      .handle("move", ({ params, payload }) =>
        enquiries.move(params.trackingId, payload.event, payload.note).pipe(
          Effect.map((data) => ({ success: true as const, data })),
          Effect.catchTag("EnquiryNotFound", () => Effect.fail(notFound())),
          Effect.catchTag("MoveNotAllowed", ({ status, event }) =>
            Effect.fail(
              new MoveRefused({
                success: false,
                message: moveRefusedMessage(status, event),
                status,
                allowed: allowedMoves(status).map((m) => m.event)
              })
            )
          )
        )
      )
      .handle("logCall", ({ params, payload }) =>
        enquiries.logCall(params.trackingId, payload.outcome, payload.note).pipe(
          Effect.map((data) => ({ success: true as const, data })),
          Effect.catchTag("EnquiryNotFound", () => Effect.fail(notFound())),
          Effect.catchTag("CallNotAllowed", ({ reason, callFrom, callTo }) =>
            Effect.fail(
              new CallRefused({
                success: false,
                message: callRefusedMessage(reason, callFrom, callTo),
                reason,
                callFrom,
                callTo
              })
            )
          )
        )
      )
  })
)
