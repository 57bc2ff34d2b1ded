/**
 * The back office's HTTP contract (/api/admin), served beside domain/api.ts by the same server and used only by the
 * lazy /admin route, so none of it reaches the public bundle.
 *
 * Access: POST /api/admin/login sets an HttpOnly, SameSite=Strict session cookie (Secure over https) that expires
 * after 8 hours idle or 12 hours in all. Every other endpoint needs it (401 without). State-changing calls must also
 * come from this site: an `x-admin-request: 1` header (which a cross-site form cannot send and a cross-site script
 * cannot send without a preflight we never grant) and, when the browser sends one, an Origin equal to the host.
 */
import { Context, Schema } from "effect"
import {
  HttpApi,
  HttpApiEndpoint,
  HttpApiGroup,
  HttpApiMiddleware,
  HttpApiSchema,
  HttpApiSecurity,
  OpenApi
} from "effect/http-api"
import { describeRetryAfter, RequestValidation, UnsupportedMediaType, ValidationError } from "./api.ts"
import { ApplicationStatusSchema } from "./application-status.ts"
import { applicationTypes } from "./enquiry.ts"
import { GrievanceReply, GrievanceStatusSchema } from "./grievance-form.ts"
import { controlCharacterPattern, isPlainText, unsupportedCharactersMessage } from "./validation.ts"

/** The session cookie's name. */
export const adminCookieName = "loans_admin"
/** The header every state-changing call carries (the browser client adds it). */
export const adminRequestHeader = "x-admin-request"

export const adminMessages = {
  unauthorized: "Please sign in to continue.",
  wrongPassword: "Wrong username or password.",
  lockedOut: "Too many wrong passwords. Please try again in 15 minutes.",
  crossSite: "This request must come from the back office itself.",
  notFound: "No enquiry has this tracking ID.",
  usernameCharacters: unsupportedCharactersMessage("the username"),
  passwordCharacters: unsupportedCharactersMessage("the password"),
  noteCharacters: unsupportedCharactersMessage("the note"),
  noWithdrawal: "No withdrawal has this id.",
  alreadyPaid: "This withdrawal is already paid.",
  noTestimonial: "No testimonial waits for moderation with this id.",
  noSlide: "No slide has this id.",
  noCorrection: "No correction request has this id.",
  correctionDecided: "This correction request is already closed.",
  correctionNote: "Please write a note for the person (at most 1,000 characters)."
} as const

/** Lists (enquiries, the inbox) come in pages of this many rows, newest first. */
export const adminPageSize = 20

const Failure = { success: Schema.Literal(false), message: Schema.String }

/** 401: no session, an expired or forged one. */
export class Unauthorized extends Schema.TaggedError<Unauthorized>()("Unauthorized", Failure, { httpApiStatus: 401 }) {}
/** 401 at sign-in: the username or the password is wrong (never which). */
export class SignInRefused extends Schema.TaggedError<SignInRefused>()("SignInRefused", Failure, {
  httpApiStatus: 401
}) {}
/** 429: 5 wrong passwords within 15 minutes from one address for one account. */
export class LockedOut extends Schema.TaggedError<LockedOut>()(
  "LockedOut",
  { ...Failure, retryAfterSeconds: Schema.Int },
  { httpApiStatus: 429 }
) {}
/** 403: a state-changing call without the back office's header or from another origin. */
export class CrossSiteRefused extends Schema.TaggedError<CrossSiteRefused>()("CrossSiteRefused", Failure, {
  httpApiStatus: 403
}) {}
/** 404: no enquiry (or withdrawal, testimonial) by that id. */
export class AdminNotFound extends Schema.TaggedError<AdminNotFound>()("AdminNotFound", Failure, {
  httpApiStatus: 404
}) {}
/** 409: the lifecycle does not allow this move from the enquiry's status (or the status changed meanwhile). */
export class MoveRefused extends Schema.TaggedError<MoveRefused>()(
  "MoveRefused",
  { ...Failure, status: ApplicationStatusSchema, allowed: Schema.Array(Schema.String) },
  { httpApiStatus: 409 }
) {}
/** 409: the withdrawal is already paid. */
export class AlreadyPaid extends Schema.TaggedError<AlreadyPaid>()("AlreadyPaid", Failure, { httpApiStatus: 409 }) {}

export const StaffMember = Schema.Struct({ username: Schema.String, displayName: Schema.String })
export type StaffMember = typeof StaffMember.Type

/**
 * The signed-in staff member and the client address of the request, provided by the session middleware to every
 * handler behind it: what the audit log records of each change.
 */
export class CurrentStaff extends Context.Service<
  CurrentStaff,
  StaffMember & { readonly id: string; readonly client: string }
>()("loans/CurrentStaff") {}

export class AdminSession extends HttpApiMiddleware.Service<
  AdminSession,
  { provides: CurrentStaff; requires: never }
>()("loans/AdminSession", {
  security: { cookie: HttpApiSecurity.apiKey({ in: "cookie", key: adminCookieName }) },
  error: [Unauthorized, CrossSiteRefused]
}) {}

/** Text of at most `max` characters, without control characters (`multiline`: tab and line breaks allowed). */
const Text = (max: number, message = unsupportedCharactersMessage("this field"), multiline = false) =>
  Schema.String.check(isPlainText(message, { multiline }), Schema.isMaxLength(max))

export const SignIn = Schema.Struct({
  username: Text(100, adminMessages.usernameCharacters),
  password: Text(200, adminMessages.passwordCharacters)
})

/** The enquiry list's query (and the CSV export's): a search, filters, and the page. */
export const EnquiryQuery = Schema.Struct({
  /** A tracking ID, part of a name, or a mobile. */
  q: Schema.optional(Text(100)),
  status: Schema.optional(ApplicationStatusSchema),
  loanType: Schema.optional(Text(60)),
  applicationType: Schema.optional(Schema.Literals(applicationTypes)),
  page: Schema.optional(
    Schema.NumberFromString.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum: 100_000 }))
  )
})
export type EnquiryQuery = typeof EnquiryQuery.Type

/** The filter as staff set it in the list: the query's fields but the page, each one "" for any. */
export type EnquiryFilter = {
  readonly [K in Exclude<keyof EnquiryQuery, "page">]-?: Exclude<EnquiryQuery[K], undefined> | ""
}
export const emptyFilter: EnquiryFilter = { q: "", status: "", loanType: "", applicationType: "" }

/** The query of a filter and a page: blank fields and page 1 left out. */
export const enquiryQueryOf = (filter: EnquiryFilter, page = 1): EnquiryQuery => ({
  ...(filter.q.trim() === "" ? {} : { q: filter.q.trim() }),
  ...(filter.status === "" ? {} : { status: filter.status }),
  ...(filter.loanType === "" ? {} : { loanType: filter.loanType }),
  ...(filter.applicationType === "" ? {} : { applicationType: filter.applicationType }),
  ...(page === 1 ? {} : { page })
})

export const EnquiryRow = Schema.Struct({
  trackingId: Schema.String,
  name: Schema.String,
  phone: Schema.String,
  loanType: Schema.String,
  applicationType: Schema.String,
  status: ApplicationStatusSchema,
  location: Schema.String,
  createdAt: Schema.String,
  updatedAt: Schema.String
})
export type EnquiryRow = typeof EnquiryRow.Type

export const EnquiryPage = Schema.Struct({
  items: Schema.Array(EnquiryRow),
  total: Schema.Int,
  page: Schema.Int,
  pageSize: Schema.Int
})
export type EnquiryPage = typeof EnquiryPage.Type

export const AuditEntry = Schema.Struct({
  at: Schema.String,
  who: Schema.String,
  action: Schema.String,
  from: Schema.NullOr(Schema.String),
  to: Schema.NullOr(Schema.String),
  note: Schema.NullOr(Schema.String)
})
export type AuditEntry = typeof AuditEntry.Type

export const EnquiryDetail = Schema.Struct({
  ...EnquiryRow.fields,
  email: Schema.NullOr(Schema.String),
  referrer: Schema.NullOr(
    Schema.Struct({
      name: Schema.String,
      phone: Schema.String,
      email: Schema.NullOr(Schema.String),
      location: Schema.NullOr(Schema.String)
    })
  ),
  history: Schema.Array(Schema.Struct({ status: Schema.String, at: Schema.String })),
  audit: Schema.Array(AuditEntry)
})
export type EnquiryDetail = typeof EnquiryDetail.Type

export const MoveRequest = Schema.Struct({
  /** The staff action, e.g. 'Fix appointment' (the lifecycle of domain/application-status.ts). */
  event: Text(60),
  note: Schema.optional(Text(1000, adminMessages.noteCharacters, true))
})
export type MoveRequest = typeof MoveRequest.Type

export const Withdrawal = Schema.Struct({
  id: Schema.String,
  referrerPhone: Schema.String,
  referrerName: Schema.NullOr(Schema.String),
  points: Schema.Int,
  itemCount: Schema.Int,
  requestedAt: Schema.String,
  paidAt: Schema.NullOr(Schema.String)
})
export type Withdrawal = typeof Withdrawal.Type

const Ok = <S extends Schema.Top>(data: S) => Schema.Struct({ success: Schema.Literal(true), data })

export class AdminAuthGroup extends HttpApiGroup.make("auth").add(
  HttpApiEndpoint.post("login", "/login", {
    payload: SignIn,
    success: Ok(StaffMember),
    error: [SignInRefused, LockedOut, CrossSiteRefused, UnsupportedMediaType]
  }),
  HttpApiEndpoint.post("logout", "/logout", {
    success: Schema.Struct({ success: Schema.Literal(true) }),
    error: CrossSiteRefused
  })
) {}

export class AdminSessionGroup extends HttpApiGroup.make("session")
  .add(HttpApiEndpoint.get("me", "/session", { success: Ok(StaffMember) }))
  .middleware(AdminSession) {}

export class AdminEnquiriesGroup extends HttpApiGroup.make("enquiries")
  .add(
    HttpApiEndpoint.get("list", "/enquiries", { query: EnquiryQuery, success: Ok(EnquiryPage) }),
    HttpApiEndpoint.get("detail", "/enquiries/:trackingId", {
      params: { trackingId: Text(40) },
      success: Ok(EnquiryDetail),
      error: AdminNotFound
    }),
    /** Every enquiry matching the list's query (no paging) as CSV, formula-like cells kept as text (domain/csv.ts). */
    HttpApiEndpoint.get("export", "/export/enquiries.csv", {
      query: EnquiryQuery,
      success: Schema.String.pipe(HttpApiSchema.asText({ contentType: "text/csv" }))
    }),
    HttpApiEndpoint.post("move", "/enquiries/:trackingId/moves", {
      params: { trackingId: Text(40) },
      payload: MoveRequest,
      success: Ok(EnquiryDetail),
      error: [AdminNotFound, MoveRefused, UnsupportedMediaType]
    })
  )
  .middleware(AdminSession) {}

export class AdminRewardsGroup extends HttpApiGroup.make("rewards")
  .add(
    HttpApiEndpoint.get("withdrawals", "/withdrawals", { success: Ok(Schema.Array(Withdrawal)) }),
    HttpApiEndpoint.post("pay", "/withdrawals/:id/paid", {
      params: { id: Text(60) },
      success: Ok(Withdrawal),
      error: [AdminNotFound, AlreadyPaid]
    })
  )
  .middleware(AdminSession) {}

export const PendingTestimonial = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  email: Schema.NullOr(Schema.String),
  loanType: Schema.String,
  content: Schema.String,
  rating: Schema.Int,
  submittedAt: Schema.String,
  /** /api/admin/testimonials/:id/picture when the feedback came with a picture. */
  pictureUrl: Schema.NullOr(Schema.String)
})
export type PendingTestimonial = typeof PendingTestimonial.Type

export class AdminTestimonialsGroup extends HttpApiGroup.make("testimonials")
  .add(
    /** Feedback waiting for moderation, oldest first. */
    HttpApiEndpoint.get("pending", "/testimonials", { success: Ok(Schema.Array(PendingTestimonial)) }),
    /** The picture of a testimonial waiting for moderation (served sandboxed, like the public pictures). */
    HttpApiEndpoint.get("picture", "/testimonials/:id/picture", {
      params: { id: Text(20) },
      success: Schema.Uint8Array.pipe(HttpApiSchema.asUint8Array({ contentType: "image/*" })),
      error: AdminNotFound
    }),
    HttpApiEndpoint.post("approve", "/testimonials/:id/approve", {
      params: { id: Text(20) },
      success: Schema.Struct({ success: Schema.Literal(true) }),
      error: AdminNotFound
    }),
    HttpApiEndpoint.post("reject", "/testimonials/:id/reject", {
      params: { id: Text(20) },
      success: Schema.Struct({ success: Schema.Literal(true) }),
      error: AdminNotFound
    })
  )
  .middleware(AdminSession) {}

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

export const slideMessages = {
  heading: "Please enter a heading (at most 80 characters).",
  text: "The text must be at most 200 characters.",
  image: "Please upload an image for the slide.",
  buttonText: "Please enter the button's text (at most 30 characters).",
  buttonUrl: "Please enter a link starting with / or https://.",
  picture: "Please choose a JPEG, PNG, GIF, WebP or SVG image of at most 2 MB.",
  saved: "Slide saved.",
  textCharacters: unsupportedCharactersMessage("the text"),
  headingHi: "The Hindi heading must be at most 80 characters, on one line.",
  textHi: "The Hindi text must be at most 200 characters.",
  textHiCharacters: unsupportedCharactersMessage("the Hindi text"),
  buttonTextHi: "The Hindi button text must be at most 30 characters, on one line."
} as const

/** Our own slide images (/carousel/...) or uploaded ones (/api/carousel/images/...). */
export const slideImagePattern = /^\/(?:carousel\/[\w.-]+|api\/carousel\/images\/[\w-]+)$/u
/** The origin a path is resolved against to see where a browser would take it; never a real site. */
const linkBase = "https://link.invalid"
/**
 * Whether a path, read the way a browser reads it, stays on this site: resolved against a stand-in origin, the origin
 * stays that one and the normalised path does not start with `//` (`/.//x`, `/%2e//x` and `/a/..//x` normalise to
 * `//x`, which a router or a redirect would read as the host `x`).
 */
const staysOnSite = (path: string): boolean => {
  if (path.includes("\\")) return false
  try {
    const resolved = new URL(path, linkBase)
    return resolved.origin === linkBase && !resolved.pathname.startsWith("//")
  } catch {
    return false
  }
}
/** One round of percent-decoding of the ASCII characters (the ones that can make a host); a broken `%` stays as is. */
const decodeAscii = (s: string): string =>
  s.replace(/%([0-7][0-9a-f])/giu, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
/** Every form a path takes when it is percent-decoded again and again (`%252f` is `%2f` is `/`); undefined if endless. */
const decodings = (path: string): ReadonlyArray<string> | undefined => {
  const forms = [path]
  for (let i = 0; i < 4; i++) {
    const decoded = decodeAscii(forms[i] as string)
    if (decoded === forms[i]) return forms
    forms.push(decoded)
  }
  return undefined
}
/**
 * A button's link stays on this site or goes to an https:// address (slideMessages.buttonUrl). A path starts with `/`
 * and stays on this site in every form a browser, a router or a redirect may give it: as written and percent-decoded,
 * normalised by the platform's URL parser (so `//host`, `/\host`, `/.//host`, `/%2e//host`, `/%2fhost` are refused).
 * An address is `https://` and a host with no user information (`https://x@host`, `https://x:y@host` and
 * `https://@host` are refused: a reader sees `x`, the browser goes to `host`). No spaces, control characters or
 * backslashes anywhere.
 */
export const isButtonLink = (url: string): boolean => {
  if (controlCharacterPattern.test(url) || /[\s\\]/u.test(url)) return false
  if (url.startsWith("/")) {
    const forms = decodings(url)
    return forms?.every(staysOnSite) === true
  }
  const authority = /^https:\/\/([^/?#]*)/iu.exec(url)?.[1]
  if (authority === undefined || authority === "" || authority.includes("@")) return false
  try {
    const parsed = new URL(url)
    return parsed.protocol === "https:" && parsed.hostname !== "" && parsed.username === "" && parsed.password === ""
  } catch {
    return false
  }
}

const buttonsFilled = Schema.makeFilter(
  (o: {
    isPrimaryButtonEnabled: boolean
    primaryButtonText: string
    primaryButtonUrl: string
    isSecondaryButtonEnabled: boolean
    secondaryButtonText: string
    secondaryButtonUrl: string
  }) => {
    const issues: Array<Schema.FilterIssue> = []
    for (const which of ["primary", "secondary"] as const) {
      const enabled = which === "primary" ? o.isPrimaryButtonEnabled : o.isSecondaryButtonEnabled
      const text = which === "primary" ? o.primaryButtonText : o.secondaryButtonText
      const url = which === "primary" ? o.primaryButtonUrl : o.secondaryButtonUrl
      if (enabled && text.trim() === "") issues.push({ path: [`${which}ButtonText`], issue: slideMessages.buttonText })
      if (enabled && !isButtonLink(url)) issues.push({ path: [`${which}ButtonUrl`], issue: slideMessages.buttonUrl })
    }
    return issues
  }
)

const LinkField = Schema.String.check(
  Schema.makeFilter((s: string) =>
    s === "" || (s.length <= 300 && isButtonLink(s)) ? undefined : slideMessages.buttonUrl
  )
)
const ButtonText = Schema.String.check(
  isPlainText(slideMessages.buttonText),
  Schema.isMaxLength(30, { message: slideMessages.buttonText })
)

/** The Hindi of a slide's words: the English field's limits, empty allowed (not written yet). */
const HindiText = {
  heading: Schema.String.check(
    isPlainText(slideMessages.headingHi),
    Schema.isMaxLength(80, { message: slideMessages.headingHi })
  ),
  text: Schema.String.check(
    isPlainText(slideMessages.textHiCharacters, { multiline: true }),
    Schema.isMaxLength(200, { message: slideMessages.textHi })
  ),
  buttonText: Schema.String.check(
    isPlainText(slideMessages.buttonTextHi),
    Schema.isMaxLength(30, { message: slideMessages.buttonTextHi })
  )
}

/** A slide as staff write it: the public fields, and whether it is shown. Enabled buttons need their text and link. */
export const SlideInput = Schema.Struct({
  heading: Schema.String.check(
    isPlainText(slideMessages.heading),
    Schema.makeFilter((s: string) => (s.trim() !== "" && s.length <= 80 ? undefined : slideMessages.heading))
  ),
  text: Schema.String.check(
    isPlainText(slideMessages.textCharacters, { multiline: true }),
    Schema.isMaxLength(200, { message: slideMessages.text })
  ),
  imageUrl: Schema.String.check(
    isPlainText(slideMessages.image),
    Schema.isPattern(slideImagePattern, { message: slideMessages.image })
  ),
  isPrimaryButtonEnabled: Schema.Boolean,
  primaryButtonText: ButtonText,
  primaryButtonUrl: LinkField,
  isSecondaryButtonEnabled: Schema.Boolean,
  secondaryButtonText: ButtonText,
  secondaryButtonUrl: LinkField,
  isActive: Schema.Boolean,
  // The same words in Hindi, for /hi/. Left out or empty: not written yet (/hi/ shows the English of that field).
  headingHi: Schema.optionalKey(HindiText.heading),
  textHi: Schema.optionalKey(HindiText.text),
  primaryButtonTextHi: Schema.optionalKey(HindiText.buttonText),
  secondaryButtonTextHi: Schema.optionalKey(HindiText.buttonText)
}).check(buttonsFilled)
export type SlideInput = typeof SlideInput.Type

/** A slide as the back office reads it: the Hindi fields always there, empty where the Hindi is not written. */
export const AdminSlide = Schema.Struct({
  id: Schema.String,
  position: Schema.Int,
  ...SlideInput.fields,
  headingHi: HindiText.heading,
  textHi: HindiText.text,
  primaryButtonTextHi: HindiText.buttonText,
  secondaryButtonTextHi: HindiText.buttonText
})
export type AdminSlide = typeof AdminSlide.Type

/**
 * The slide's words shown on /hi/ that have no Hindi yet: the heading always, the text when there is one, a button's
 * text when the button is shown. The back office marks such a slide "Hindi missing".
 */
export const missingHindi = (
  slide: SlideInput
): ReadonlyArray<"heading" | "text" | "first button" | "second button"> => {
  const blank = (s: string | undefined) => (s ?? "").trim() === ""
  return [
    ...(blank(slide.headingHi) ? (["heading"] as const) : []),
    ...(!blank(slide.text) && blank(slide.textHi) ? (["text"] as const) : []),
    ...(slide.isPrimaryButtonEnabled && blank(slide.primaryButtonTextHi) ? (["first button"] as const) : []),
    ...(slide.isSecondaryButtonEnabled && blank(slide.secondaryButtonTextHi) ? (["second button"] as const) : [])
  ]
}

export const carouselUploadLimits = {
  maxParts: 4,
  maxFieldSize: 1024,
  maxFileSize: 3 * 1024 * 1024,
  maxTotalSize: 3 * 1024 * 1024
} as const
export const SlideImageUpload = Schema.Struct({
  image: Schema.String.annotate({ format: "binary", description: "JPEG, PNG, GIF, WebP or SVG, at most 2 MB" })
}).pipe(HttpApiSchema.asMultipartStream(carouselUploadLimits))

export class AdminCarouselGroup extends HttpApiGroup.make("carousel")
  .add(
    /** Every slide, shown or not, in order. */
    HttpApiEndpoint.get("slides", "/carousel", { success: Ok(Schema.Array(AdminSlide)) }),
    HttpApiEndpoint.post("add", "/carousel", {
      payload: SlideInput,
      success: Ok(AdminSlide),
      error: UnsupportedMediaType
    }),
    HttpApiEndpoint.put("edit", "/carousel/:id", {
      params: { id: Text(60) },
      payload: SlideInput,
      success: Ok(AdminSlide),
      error: [AdminNotFound, UnsupportedMediaType]
    }),
    /** One place earlier or later; the slides in their new order. */
    HttpApiEndpoint.post("move", "/carousel/:id/move", {
      params: { id: Text(60) },
      payload: Schema.Struct({ direction: Schema.Literals(["earlier", "later"]) }),
      success: Ok(Schema.Array(AdminSlide)),
      error: [AdminNotFound, UnsupportedMediaType]
    }),
    /** An image for a slide (checked by its bytes); its address goes in the slide's imageUrl. */
    HttpApiEndpoint.post("upload", "/carousel/images", {
      payload: SlideImageUpload,
      success: Ok(Schema.Struct({ imageUrl: Schema.String })),
      error: [ValidationError, UnsupportedMediaType]
    })
  )
  .middleware(AdminSession) {}

/** 409: the correction request was already marked done or rejected. */
export class CorrectionDecided extends Schema.TaggedError<CorrectionDecided>()("CorrectionDecided", Failure, {
  httpApiStatus: 409
}) {}

/**
 * A correction request from "My data" (domain/my-data.ts) as staff see it. After the person's erasure it keeps only
 * its record, status and dates (`mobile` null, `field` and `details` empty).
 */
export const CorrectionRow = Schema.Struct({
  id: Schema.String,
  mobile: Schema.NullOr(Schema.String),
  record: Schema.String,
  field: Schema.String,
  details: Schema.String,
  status: Schema.Literals(["open", "done", "rejected"]),
  note: Schema.NullOr(Schema.String),
  createdAt: Schema.String,
  decidedAt: Schema.NullOr(Schema.String)
})
export type CorrectionRow = typeof CorrectionRow.Type

export const CorrectionDecision = Schema.Struct({
  decision: Schema.Literals(["done", "rejected"]),
  note: Schema.String.check(
    isPlainText(adminMessages.noteCharacters, { multiline: true }),
    Schema.makeFilter((s: string) => (s.trim() !== "" && s.length <= 1000 ? undefined : adminMessages.correctionNote))
  )
})
export type CorrectionDecision = typeof CorrectionDecision.Type

/** Correction requests: open ones first (oldest first), then closed ones (newest first), at most 200. */
export class AdminCorrectionsGroup extends HttpApiGroup.make("corrections")
  .add(
    HttpApiEndpoint.get("list", "/corrections", { success: Ok(Schema.Array(CorrectionRow)) }),
    HttpApiEndpoint.post("decide", "/corrections/:id/decision", {
      params: { id: Text(20) },
      payload: CorrectionDecision,
      success: Ok(CorrectionRow),
      error: [AdminNotFound, CorrectionDecided, UnsupportedMediaType]
    })
  )
  .middleware(AdminSession) {}

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

/** 409: the grievance's status does not allow this step (domain/grievance.ts), or it changed meanwhile. */
export class GrievanceMoveRefused extends Schema.TaggedError<GrievanceMoveRefused>()(
  "GrievanceMoveRefused",
  { ...Failure, status: GrievanceStatusSchema, allowed: Schema.Array(Schema.String) },
  { httpApiStatus: 409 }
) {}

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

export class AdminApi extends HttpApi.make("admin")
  .add(AdminAuthGroup)
  .add(AdminSessionGroup)
  .add(AdminEnquiriesGroup)
  .add(AdminRewardsGroup)
  .add(AdminTestimonialsGroup)
  .add(AdminInboxGroup)
  .add(AdminCarouselGroup)
  .add(AdminCorrectionsGroup)
  .add(AdminGrievancesGroup)
  .middleware(RequestValidation)
  .prefix("/api/admin")
  .annotateMerge(
    OpenApi.annotations({ title: "Loan marketplace back office", version: "1.0.0", transform: describeRetryAfter })
  ) {}
