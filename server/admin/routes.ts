/**
 * The back office on the server: one folder per capability (domain/admin-api.ts has one group for each), each with
 * its repository (repo.ts) and its handlers (http.ts); staff access in session/ over auth.ts; the audit log in
 * audit.ts, written with the CurrentStaff the session middleware provides.
 */
import { Layer } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { RequestValidationLive } from "../http/validation.ts"
import { Rewards } from "../rewards/repo.ts"
import { Testimonials } from "../testimonials/repo.ts"
import { ServerAdminApi } from "./api.ts"
import { Audit } from "./audit.ts"
import { AdminCarouselHttp, CarouselImageRoute } from "./carousel/http.ts"
import { AdminCarousel } from "./carousel/repo.ts"
import { AdminCorrectionsHttp } from "./corrections/http.ts"
import { AdminCorrections } from "./corrections/repo.ts"
import { AdminEnquiriesHttp } from "./enquiries/http.ts"
import { AdminEnquiries } from "./enquiries/repo.ts"
import { AdminGrievancesHttp } from "./grievances/http.ts"
import { AdminGrievances } from "./grievances/repo.ts"
import { InboxHttp } from "./inbox/http.ts"
import { Inbox } from "./inbox/repo.ts"
import { AdminLendersHttp } from "./lenders/http.ts"
import { AdminLenders } from "./lenders/repo.ts"
import { AdminMessagesHttp } from "./messages/http.ts"
import { AdminMessages } from "./messages/repo.ts"
import { ModerationHttp } from "./moderation/http.ts"
import { Moderation } from "./moderation/repo.ts"
import { AdminAuthHttp, AdminSessionHttp, AdminSessionMiddleware } from "./session/http.ts"
import { AdminWithdrawalsHttp } from "./withdrawals/http.ts"
import { AdminWithdrawals } from "./withdrawals/repo.ts"

/** The back office's repositories (AdminAuth aside), over the database and the public repositories they use. */
export const AdminRepositories = Layer.mergeAll(
  AdminEnquiries.layer,
  AdminWithdrawals.layer,
  Moderation.layer,
  Inbox.layer,
  AdminCarousel.layer,
  AdminCorrections.layer,
  AdminGrievances.layer,
  AdminMessages.layer,
  AdminLenders.layer
).pipe(Layer.provide([Audit.layer, Rewards.layer, Testimonials.layer]))

/** The back office's routes (/api/admin, and the public slide images), over AdminAuth and AdminRepositories. */
export const AdminRoutes = Layer.mergeAll(
  HttpApiBuilder.layer(ServerAdminApi).pipe(
    Layer.provide([
      AdminAuthHttp,
      AdminSessionHttp,
      AdminEnquiriesHttp,
      AdminWithdrawalsHttp,
      ModerationHttp,
      InboxHttp,
      AdminCarouselHttp,
      AdminCorrectionsHttp,
      AdminGrievancesHttp,
      AdminMessagesHttp,
      AdminLendersHttp
    ]),
    Layer.provide([AdminSessionMiddleware, RequestValidationLive])
  ),
  CarouselImageRoute
)
