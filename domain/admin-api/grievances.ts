/** The grievance queue: open or resolved grievances, and acknowledging, replying to and resolving one. */
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { UnsupportedMediaType } from "../failures.ts"
import { GrievanceReply, GrievanceStatusSchema } from "../grievance-form.ts"
import { Ok, Text } from "./common.ts"
import { AdminNotFound, GrievanceMoveRefused } from "./failures.ts"
import { AdminSession } from "./session.ts"

/** A grievance as staff work it (issue 14, point 3): who raised it, what about, and where it stands. */
export const AdminGrievance = Schema.Struct({
  number: Schema.String,
  /** Null once the person erased their data on "My data" (`erasedAt`): so are the e-mail, description and reply. */
  name: Schema.NullOr(Schema.String),
  mobile: Schema.NullOr(Schema.String),
  email: Schema.NullOr(Schema.String),
  trackingId: Schema.NullOr(Schema.String),
  category: Schema.String,
  description: Schema.NullOr(Schema.String),
  status: GrievanceStatusSchema,
  receivedAt: Schema.String,
  dueDate: Schema.String,
  /** Whole days to the due date, India time: 0 on the day, negative once overdue. */
  daysLeft: Schema.Int,
  reply: Schema.NullOr(Schema.String),
  repliedAt: Schema.NullOr(Schema.String),
  resolvedAt: Schema.NullOr(Schema.String),
  /** When the person erased their data: the grievance then reads "Removed at your request". */
  erasedAt: Schema.NullOr(Schema.String)
})
export type AdminGrievance = typeof AdminGrievance.Type

export const grievanceAdminMessages = {
  notFound: "No grievance has this number.",
  moveRefused: (status: string, action: string) =>
    `This grievance is ${status}, so it cannot be ${({ Acknowledge: "acknowledged", Reply: "replied to", Resolve: "resolved" } as Record<string, string>)[action] ?? action} now.`
} as const

const GrievanceNumberParam = { number: Text(40) }

/** The grievance queue: open ones by due date (soonest first), or the resolved ones, newest first. */
export class AdminGrievancesGroup extends HttpApiGroup.make("grievances")
  .add(
    HttpApiEndpoint.get("list", "/grievances", {
      query: { show: Schema.optional(Schema.Literals(["open", "resolved"])) },
      success: Ok(Schema.Array(AdminGrievance))
    }),
    HttpApiEndpoint.post("acknowledge", "/grievances/:number/acknowledge", {
      params: GrievanceNumberParam,
      success: Ok(AdminGrievance),
      error: [AdminNotFound, GrievanceMoveRefused]
    }),
    HttpApiEndpoint.post("reply", "/grievances/:number/reply", {
      params: GrievanceNumberParam,
      payload: GrievanceReply,
      success: Ok(AdminGrievance),
      error: [AdminNotFound, GrievanceMoveRefused, UnsupportedMediaType]
    }),
    HttpApiEndpoint.post("resolve", "/grievances/:number/resolve", {
      params: GrievanceNumberParam,
      success: Ok(AdminGrievance),
      error: [AdminNotFound, GrievanceMoveRefused]
    })
  )
  .middleware(AdminSession) {}
