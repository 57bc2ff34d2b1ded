/** The read-only inboxes: contact messages and credit-score enquiries, in pages. */
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { Ok } from "./common.ts"
import { EnquiryQuery } from "./enquiries.ts"
import { AdminSession } from "./session.ts"

export const ContactMessageRow = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  email: Schema.String,
  phone: Schema.String,
  message: Schema.String,
  receivedAt: Schema.String
})
export type ContactMessageRow = typeof ContactMessageRow.Type

/** A credit-score enquiry as staff see it: the PAN only masked (ABCDE****F). */
export const CreditEnquiryRow = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  gender: Schema.String,
  email: Schema.String,
  phone: Schema.String,
  panMasked: Schema.String,
  city: Schema.String,
  state: Schema.String,
  pincode: Schema.String,
  receivedAt: Schema.String
})
export type CreditEnquiryRow = typeof CreditEnquiryRow.Type

const InboxPage = <S extends Schema.Top>(item: S) =>
  Schema.Struct({ items: Schema.Array(item), total: Schema.Int, page: Schema.Int, pageSize: Schema.Int })

const PageQuery = { page: EnquiryQuery.fields.page }

/** Read-only: newest first, pages of 20. */
export class AdminInboxGroup extends HttpApiGroup.make("inbox")
  .add(
    HttpApiEndpoint.get("contactMessages", "/contact-messages", {
      query: PageQuery,
      success: Ok(InboxPage(ContactMessageRow))
    }),
    HttpApiEndpoint.get("creditEnquiries", "/credit-enquiries", {
      query: PageQuery,
      success: Ok(InboxPage(CreditEnquiryRow))
    })
  )
  .middleware(AdminSession) {}
