/**
 * The back office's client: the contract of domain/admin-api.ts over same-origin fetch (the session cookie goes
 * along), every call with the `x-admin-request: 1` header the server requires of state-changing calls. Only the
 * lazy /admin route imports this.
 */
import { Effect } from "effect"
import {
  AdminApi,
  adminRequestHeader,
  type CallOutcome,
  type EnquiryFilter,
  enquiryQueryOf,
  type SlideInput
} from "../../../domain/admin-api.ts"
import type { GrievanceEventName } from "../../../domain/grievance.ts"
import type { LenderEdit } from "../../../domain/lender-edit.ts"
import type { LenderChoice } from "../../../machines/admin-enquiries.machine.ts"
import type { InboxPage } from "../../../machines/admin-inbox.machine.ts"
import type { Staff } from "../../../machines/admin-login.machine.ts"
import { makeApiClient } from "../../services/api-client.ts"

const adminFetch: typeof globalThis.fetch = (input, init) => {
  const headers = new Headers(init?.headers)
  headers.set(adminRequestHeader, "1")
  return globalThis.fetch(input, { ...init, headers, credentials: "same-origin" })
}

export const adminClient = makeApiClient(AdminApi, { fetch: adminFetch })

export const checkSession = (): Effect.Effect<Staff | undefined> =>
  adminClient.session.me().pipe(
    Effect.map((answer): Staff | undefined => answer.data),
    Effect.orElseSucceed((): Staff | undefined => undefined)
  )

export const signIn = ({ username, password }: { username: string; password: string }) =>
  adminClient.auth.login({ payload: { username, password } }).pipe(Effect.map((answer): Staff => answer.data))

export const signOut = () => Effect.asVoid(adminClient.auth.logout())

export const fetchEnquiries = ({ filter, page }: { filter: EnquiryFilter; page: number }) =>
  adminClient.enquiries.list({ query: enquiryQueryOf(filter, page) }).pipe(Effect.map((answer) => answer.data))

export const fetchEnquiry = ({ trackingId }: { trackingId: string }) =>
  adminClient.enquiries.detail({ params: { trackingId } }).pipe(Effect.map((answer) => answer.data))

export const moveEnquiry = ({ trackingId, event, note }: { trackingId: string; event: string; note: string }) =>
  adminClient.enquiries
    .move({ params: { trackingId }, payload: note.trim() === "" ? { event } : { event, note } })
    .pipe(Effect.map((answer) => answer.data))

export const logCall = ({ trackingId, outcome, note }: { trackingId: string; outcome: CallOutcome; note: string }) =>
  adminClient.enquiries
    .logCall({ params: { trackingId }, payload: note.trim() === "" ? { outcome } : { outcome, note } })
    .pipe(Effect.map((answer) => answer.data))

export const fetchWithdrawals = () => adminClient.rewards.withdrawals().pipe(Effect.map((answer) => answer.data))

export const payWithdrawal = ({ id }: { id: string }) =>
  adminClient.rewards.pay({ params: { id } }).pipe(Effect.map((answer) => answer.data))

export const fetchPendingTestimonials = () =>
  adminClient.testimonials.pending().pipe(Effect.map((answer) => answer.data))

export const decideTestimonial = ({ id, decision }: { id: string; decision: "approve" | "reject" }) =>
  Effect.asVoid(
    decision === "approve"
      ? adminClient.testimonials.approve({ params: { id } })
      : adminClient.testimonials.reject({ params: { id } })
  )

export const fetchContactMessages = ({ page }: { page: number }) =>
  adminClient.inbox
    .contactMessages({ query: page === 1 ? {} : { page } })
    .pipe(Effect.map((answer): InboxPage<unknown> => answer.data))

export const fetchCreditEnquiries = ({ page }: { page: number }) =>
  adminClient.inbox
    .creditEnquiries({ query: page === 1 ? {} : { page } })
    .pipe(Effect.map((answer): InboxPage<unknown> => answer.data))

export const fetchSlides = () => adminClient.carousel.slides().pipe(Effect.map((answer) => answer.data))

export const uploadSlideImage = ({ file }: { file: Blob }) => {
  const form = new FormData()
  form.append("image", file, file instanceof File ? file.name : "image")
  return adminClient.carousel.upload({ payload: form }).pipe(Effect.map((answer) => answer.data.imageUrl))
}

export const saveSlide = ({ id, slide }: { id: string | undefined; slide: SlideInput }) =>
  (id === undefined
    ? adminClient.carousel.add({ payload: slide })
    : adminClient.carousel.edit({ params: { id }, payload: slide })
  ).pipe(Effect.map((answer) => answer.data))

export const moveSlide = ({ id, direction }: { id: string; direction: "earlier" | "later" }) =>
  adminClient.carousel.move({ params: { id }, payload: { direction } }).pipe(Effect.map((answer) => answer.data))

export const fetchCorrections = () => adminClient.corrections.list().pipe(Effect.map((answer) => answer.data))

export const decideCorrection = ({ id, decision, note }: { id: string; decision: "done" | "rejected"; note: string }) =>
  adminClient.corrections.decide({ params: { id }, payload: { decision, note } }).pipe(Effect.map((a) => a.data))

export const fetchGrievances = ({ show }: { show: "open" | "resolved" }) =>
  adminClient.grievances.list({ query: show === "open" ? {} : { show } }).pipe(Effect.map((answer) => answer.data))

export const stepGrievance = ({ number, event, reply }: { number: string; event: GrievanceEventName; reply: string }) =>
  (event === "Acknowledge"
    ? adminClient.grievances.acknowledge({ params: { number } })
    : event === "Reply"
      ? adminClient.grievances.reply({ params: { number }, payload: { reply } })
      : adminClient.grievances.resolve({ params: { number } })
  ).pipe(Effect.map((answer) => answer.data))

export const fetchFailedMessages = () => adminClient.messages.failedMessages().pipe(Effect.map((answer) => answer.data))

export const retryMessage = ({ id }: { id: string }) =>
  adminClient.messages.retryMessage({ params: { id } }).pipe(Effect.map((answer) => answer.data))
/** The catalogue's lenders for the enquiry list's lender filter, by name. */
export const fetchLenderChoices = () =>
  adminClient.lenders
    .catalogue()
    .pipe(
      Effect.map(
        (answer): ReadonlyArray<LenderChoice> =>
          answer.data.lenders
            .map((l) => ({ id: l.id, name: l.legalName }))
            .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
      )
    )

export const fetchLenders = () =>
  Effect.all({ catalogue: adminClient.lenders.catalogue(), history: adminClient.lenders.history() }).pipe(
    Effect.map(({ catalogue, history }) => ({ catalogue: catalogue.data, history: history.data }))
  )

export const saveLender = ({ id, edit }: { id: string; edit: LenderEdit }) =>
  adminClient.lenders.save({ params: { id }, payload: edit }).pipe(Effect.map((answer) => answer.data))
