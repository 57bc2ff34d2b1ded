/**
 * The back office's HTTP contract (/api/admin), served beside domain/api.ts by the same server and used only by the
 * lazy /admin route, so none of it reaches the public bundle.
 *
 * Access: POST /api/admin/login sets an HttpOnly, SameSite=Strict session cookie (Secure over https) that expires
 * after 8 hours idle or 12 hours in all. Every other endpoint needs it (401 without). State-changing calls must also
 * come from this site: an `x-admin-request: 1` header (which a cross-site form cannot send and a cross-site script
 * cannot send without a preflight we never grant) and, when the browser sends one, an Origin equal to the host.
 *
 * Each group lives in its own file under domain/admin-api/ (the slide rules apart from the carousel group, the
 * failures in failures.ts); this file composes the contract and is the one the server, the client and the machines
 * import.
 */
import { HttpApi, OpenApi } from "effect/http-api"
import { AdminCarouselGroup } from "./admin-api/carousel.ts"
import { AdminCorrectionsGroup } from "./admin-api/corrections.ts"
import { AdminEnquiriesGroup } from "./admin-api/enquiries.ts"
import { AdminGrievancesGroup } from "./admin-api/grievances.ts"
import { AdminInboxGroup } from "./admin-api/inbox.ts"
import { AdminLendersGroup } from "./admin-api/lenders.ts"
import { AdminMessagesGroup } from "./admin-api/messages.ts"
import { AdminRewardsGroup } from "./admin-api/rewards.ts"
import { AdminAuthGroup, AdminSessionGroup } from "./admin-api/session.ts"
import { AdminTestimonialsGroup } from "./admin-api/testimonials.ts"
import { describeRetryAfter, RequestValidation } from "./api.ts"

export { AdminCarouselGroup, carouselUploadLimits, SlideImageUpload } from "./admin-api/carousel.ts"
export { adminMessages, adminPageSize } from "./admin-api/common.ts"
export {
  AdminCorrectionsGroup,
  CorrectionDecision,
  CorrectionRow
} from "./admin-api/corrections.ts"
export {
  AdminEnquiriesGroup,
  AuditEntry,
  type CallOutcome,
  callAction,
  callOutcomeLabels,
  callOutcomes,
  callRefusedMessage,
  EnquiryDetail,
  type EnquiryFilter,
  EnquiryLender,
  EnquiryPage,
  EnquiryQuery,
  EnquiryRow,
  emptyFilter,
  enquiryQueryOf,
  LogCallRequest,
  MoveRequest,
  noLender
} from "./admin-api/enquiries.ts"
export {
  type AdminCallFailure,
  AdminFailure,
  AdminNotFound,
  AlreadyPaid,
  CallRefused,
  CatalogueChanged,
  CorrectionDecided,
  CrossSiteRefused,
  GrievanceMoveRefused,
  LockedOut,
  MoveRefused,
  readAdminFailure,
  SignInRefused,
  Unauthorized
} from "./admin-api/failures.ts"
export { AdminGrievance, AdminGrievancesGroup, grievanceAdminMessages } from "./admin-api/grievances.ts"
export { AdminInboxGroup, ContactMessageRow, CreditEnquiryRow } from "./admin-api/inbox.ts"
export {
  AdminLendersGroup,
  CatalogueVersion,
  catalogueHistoryLength,
  SavedVersion
} from "./admin-api/lenders.ts"
export { AdminMessagesGroup, FailedMessage } from "./admin-api/messages.ts"
export { AdminRewardsGroup, Withdrawal } from "./admin-api/rewards.ts"
export {
  AdminAuthGroup,
  AdminSession,
  AdminSessionGroup,
  adminCookieName,
  adminRequestHeader,
  CurrentStaff,
  SignIn,
  StaffMember
} from "./admin-api/session.ts"
export {
  AdminSlide,
  isButtonLink,
  missingHindi,
  SlideInput,
  slideImagePattern,
  slideMessages
} from "./admin-api/slides.ts"
export { AdminTestimonialsGroup, PendingTestimonial } from "./admin-api/testimonials.ts"

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
  .add(AdminMessagesGroup)
  .add(AdminLendersGroup)
  .middleware(RequestValidation)
  .prefix("/api/admin")
  .annotateMerge(
    OpenApi.annotations({ title: "Loan marketplace back office", version: "1.0.0", transform: describeRetryAfter })
  ) {}
