/**
 * The back office's HTTP contract, written out by hand (docs/architecture.md's route table): every route's method and
 * path, the errors each may answer with their statuses, the error bodies, and the query of the enquiry filter.
 */
import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import {
  AdminApi,
  AdminNotFound,
  AlreadyPaid,
  AuditEntry,
  adminCookieName,
  adminRequestHeader,
  CallRefused,
  ContactMessageRow,
  CreditEnquiryRow,
  CrossSiteRefused,
  callRefusedMessage,
  EnquiryDetail,
  EnquiryPage,
  EnquiryQuery,
  EnquiryRow,
  emptyFilter,
  enquiryQueryOf,
  LockedOut,
  LogCallRequest,
  MoveRefused,
  PendingTestimonial,
  SignInRefused,
  StaffMember,
  Unauthorized,
  Withdrawal
} from "./admin-api.ts"
import { validate } from "./validation.ts"

type Endpoint = { method: string; path: string; error: ReadonlySet<{ ast: { annotations?: Record<string, unknown> } }> }
const groups = (AdminApi as unknown as { groups: Record<string, { endpoints: Record<string, Endpoint> }> }).groups
const routes = Object.entries(groups).flatMap(([group, g]) =>
  Object.entries(g.endpoints).map(([name, e]) => `${group}.${name} ${e.method} ${e.path}`)
)
const errorsOf = (group: string, name: string) =>
  [...groups[group]!.endpoints[name]!.error].map(
    (s) => `${s.ast.annotations?.identifier} ${s.ast.annotations?.httpApiStatus}`
  )

describe("the back office's routes", () => {
  it("every route, its method and its path under /api/admin", () => {
    expect(routes).toEqual([
      "auth.login POST /api/admin/login",
      "auth.logout POST /api/admin/logout",
      "session.me GET /api/admin/session",
      "enquiries.list GET /api/admin/enquiries",
      "enquiries.detail GET /api/admin/enquiries/:trackingId",
      "enquiries.export GET /api/admin/export/enquiries.csv",
      "enquiries.move POST /api/admin/enquiries/:trackingId/moves",
      "enquiries.logCall POST /api/admin/enquiries/:trackingId/calls",
      "rewards.withdrawals GET /api/admin/withdrawals",
      "rewards.pay POST /api/admin/withdrawals/:id/paid",
      "testimonials.pending GET /api/admin/testimonials",
      "testimonials.picture GET /api/admin/testimonials/:id/picture",
      "testimonials.approve POST /api/admin/testimonials/:id/approve",
      "testimonials.reject POST /api/admin/testimonials/:id/reject",
      "inbox.contactMessages GET /api/admin/contact-messages",
      "inbox.creditEnquiries GET /api/admin/credit-enquiries",
      "carousel.slides GET /api/admin/carousel",
      "carousel.add POST /api/admin/carousel",
      "carousel.edit PUT /api/admin/carousel/:id",
      "carousel.move POST /api/admin/carousel/:id/move",
      "carousel.upload POST /api/admin/carousel/images",
      "corrections.list GET /api/admin/corrections",
      "corrections.decide POST /api/admin/corrections/:id/decision",
      "grievances.list GET /api/admin/grievances",
      "grievances.acknowledge POST /api/admin/grievances/:number/acknowledge",
      "grievances.reply POST /api/admin/grievances/:number/reply",
      "grievances.resolve POST /api/admin/grievances/:number/resolve",
      "messages.failedMessages GET /api/admin/messages/failed",
      "messages.retryMessage POST /api/admin/messages/:id/retry",
      "lenders.catalogue GET /api/admin/lenders",
      "lenders.history GET /api/admin/lenders/history",
      "lenders.save PUT /api/admin/lenders/:id"
    ])
  })

  it("the errors a route may answer, with their statuses", () => {
    expect(errorsOf("auth", "login")).toEqual([
      "SignInRefused 401",
      "LockedOut 429",
      "CrossSiteRefused 403",
      "UnsupportedMediaType 415"
    ])
    expect(errorsOf("enquiries", "move")).toEqual(expect.arrayContaining(["AdminNotFound 404", "MoveRefused 409"]))
    expect(errorsOf("enquiries", "detail")).toEqual(expect.arrayContaining(["AdminNotFound 404"]))
    expect(errorsOf("enquiries", "logCall")).toEqual(
      expect.arrayContaining(["AdminNotFound 404", "CallRefused 409", "UnsupportedMediaType 415"])
    )
    expect(errorsOf("rewards", "pay")).toEqual(expect.arrayContaining(["AdminNotFound 404", "AlreadyPaid 409"]))
    expect(errorsOf("lenders", "save")).toEqual(
      expect.arrayContaining(["AdminNotFound 404", "CatalogueChanged 409", "ValidationError 400"])
    )
  })

  it("every route, by the contract's request check: 400 ValidationError and 413 PayloadTooLarge", () => {
    type WithMiddleware = { middlewares: ReadonlySet<{ error: Endpoint["error"] }> }
    for (const [group, g] of Object.entries(groups))
      for (const [name, e] of Object.entries(g.endpoints)) {
        const declared = [...(e as unknown as WithMiddleware).middlewares].flatMap((m) =>
          [...m.error].map((s) => `${s.ast.annotations?.identifier} ${s.ast.annotations?.httpApiStatus}`)
        )
        expect(declared, `${group}.${name}`).toEqual(
          expect.arrayContaining(["ValidationError 400", "PayloadTooLarge 413"])
        )
      }
  })

  it("the session cookie and the header every staff request carries", () => {
    expect(adminCookieName).toBe("loans_admin")
    expect(adminRequestHeader).toBe("x-admin-request")
  })
})

describe("the back office's error bodies", () => {
  it.each([
    [Unauthorized, "Unauthorized"],
    [SignInRefused, "SignInRefused"],
    [CrossSiteRefused, "CrossSiteRefused"],
    [AdminNotFound, "AdminNotFound"],
    [AlreadyPaid, "AlreadyPaid"]
  ] as const)("%o says success false, its tag and a message", (schema, tag) => {
    const body = { _tag: tag, success: false, message: "m" }
    expect(validate(schema as never, body)).toEqual([])
    expect(validate(schema as never, { ...body, success: true })).not.toEqual([])
    expect(validate(schema as never, { _tag: tag, success: false })).not.toEqual([])
    expect(validate(schema as never, { ...body, _tag: "Other" })).not.toEqual([])
  })
  it("LockedOut adds the seconds to wait, MoveRefused the status and the moves allowed", () => {
    expect(validate(LockedOut, { _tag: "LockedOut", success: false, message: "m", retryAfterSeconds: 60 })).toEqual([])
    expect(validate(LockedOut, { _tag: "LockedOut", success: false, message: "m" })).not.toEqual([])
    const moved = { _tag: "MoveRefused", success: false, message: "m", status: "Call Back", allowed: ["Reject"] }
    expect(validate(MoveRefused, moved)).toEqual([])
    expect(validate(MoveRefused, { ...moved, allowed: undefined })).not.toEqual([])
    expect(
      Schema.encodeSync(MoveRefused)(
        new MoveRefused({ success: false, message: "m", status: "Call Back", allowed: [] })
      )
    ).toEqual({
      _tag: "MoveRefused",
      success: false,
      message: "m",
      status: "Call Back",
      allowed: []
    })
  })
  it("CallRefused adds why (no calls, outside the window) and the person's window", () => {
    const refused = {
      _tag: "CallRefused",
      success: false,
      message: "m",
      reason: "outside-window",
      callFrom: 18,
      callTo: 21
    }
    expect(validate(CallRefused, refused)).toEqual([])
    expect(validate(CallRefused, { ...refused, reason: "no-calls" })).toEqual([])
    expect(validate(CallRefused, { ...refused, reason: "busy" })).not.toEqual([])
    expect(validate(CallRefused, { ...refused, callTo: undefined })).not.toEqual([])
  })
  it("a logged call's outcome is one of four, its note optional plain text of at most 1,000 characters", () => {
    expect(validate(LogCallRequest, { outcome: "reached" })).toEqual([])
    expect(validate(LogCallRequest, { outcome: "call-back-later", note: "After 7 pm\nat home" })).toEqual([])
    expect(validate(LogCallRequest, { outcome: "voicemail" })).not.toEqual([])
    expect(validate(LogCallRequest, { outcome: "reached", note: "a".repeat(1001) })).not.toEqual([])
    expect(validate(LogCallRequest, {})).not.toEqual([])
  })
  it("says why a call may not be logged, with the window in India time", () => {
    expect(callRefusedMessage("no-calls", 9, 21)).toBe("Messages only: this person asked not to be called.")
    expect(callRefusedMessage("outside-window", 9, 12)).toBe(
      "Outside this person's call window: call between 09:00 and 12:00 India time."
    )
  })
  it.each([
    ["StaffMember", StaffMember],
    ["EnquiryRow", EnquiryRow],
    ["EnquiryPage", EnquiryPage],
    ["AuditEntry", AuditEntry],
    ["EnquiryDetail", EnquiryDetail],
    ["Withdrawal", Withdrawal],
    ["PendingTestimonial", PendingTestimonial],
    ["ContactMessageRow", ContactMessageRow],
    ["CreditEnquiryRow", CreditEnquiryRow]
  ] as const)("%s refuses an empty object", (_, schema) => {
    expect(validate(schema as never, {})).not.toEqual([])
  })
})

describe("the enquiry filter's query", () => {
  it("starts with every field blank", () => {
    expect(emptyFilter).toEqual({ q: "", status: "", loanType: "", applicationType: "", lender: "" })
  })
  it("leaves out blank fields and page 1, trims the search", () => {
    expect(enquiryQueryOf(emptyFilter)).toEqual({})
    expect(enquiryQueryOf({ ...emptyFilter, q: "   " }, 1)).toEqual({})
    expect(
      enquiryQueryOf(
        { q: " Ravi ", status: "Call Back", loanType: "Home Loan", applicationType: "Referral", lender: "icici-bank" },
        3
      )
    ).toEqual({
      q: "Ravi",
      status: "Call Back",
      loanType: "Home Loan",
      applicationType: "Referral",
      lender: "icici-bank",
      page: 3
    })
    expect(enquiryQueryOf({ ...emptyFilter, status: "Rejected" }, 2)).toEqual({ status: "Rejected", page: 2 })
    expect(enquiryQueryOf({ ...emptyFilter, lender: "none" })).toEqual({ lender: "none" })
  })
  it("takes a lender's id from the catalogue, or none, as the lender filter; anything else is refused", () => {
    const decode = Schema.decodeUnknownSync(EnquiryQuery)
    expect(decode({ lender: "icici-bank" })).toEqual({ lender: "icici-bank" })
    expect(decode({ lender: "none" })).toEqual({ lender: "none" })
    for (const bad of ["ICICI", "icici bank", "", "icici-bank-", "x".repeat(61)]) {
      expect(() => decode({ lender: bad }), bad).toThrow("Lender must be a lender's id from the catalogue, or none")
    }
  })
})
