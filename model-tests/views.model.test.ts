// @vitest-environment jsdom
/**
 * Every generated path of the user-facing machines, run on the real view (view-harness.ts): the machine's paths,
 * the page's words. The views' live machines get fake actors in place of their Effect-backed ones (fake-actors.ts).
 */
import { afterEach, beforeAll, describe, it, vi } from "vitest"
import { views as adminCarouselViews } from "./admin-carousel.view.ts"
import { views as adminCorrectionsViews } from "./admin-corrections.view.ts"
import { views as adminEnquiriesViews } from "./admin-enquiries.view.ts"
import { views as adminEnquiryViews } from "./admin-enquiry.view.ts"
import { views as adminGrievancesViews } from "./admin-grievances.view.ts"
import { views as adminInboxViews } from "./admin-inbox.view.ts"
import { views as adminLoginViews } from "./admin-login.view.ts"
import { views as adminTestimonialsViews } from "./admin-testimonials.view.ts"
import { views as withdrawalsViews } from "./admin-withdrawals.view.ts"
import { views as calculatorViews } from "./calculator.view.ts"
import { views as carouselViews } from "./carousel.view.ts"
import { views as contactViews } from "./contact.view.ts"
import { views as copyViews } from "./copy.view.ts"
import { views as creditDetailsViews } from "./credit-details.view.ts"
import { views as enquiryViews } from "./enquiry.view.ts"
import { resetFakes } from "./fake-actors.ts"
import { views as feedbackViews } from "./feedback.view.ts"
import { views as grievanceFormViews } from "./grievance-form.view.ts"
import { views as grievanceLookupViews } from "./grievance-lookup.view.ts"
import { generatePaths } from "./harness.ts"
import { views as marqueeViews } from "./marquee.view.ts"
import { views as mobileEntryViews } from "./mobile-entry.view.ts"
import { views as myDataViews } from "./my-data.view.ts"
import { views as otpViews } from "./otp.view.ts"
import { views as redeemViews } from "./redeem.view.ts"
import { views as referralViews } from "./referral.view.ts"
import { views as rewardsViews } from "./rewards.view.ts"
import { views as statusViews } from "./status.view.ts"
import { views as testimonialsViews } from "./testimonials.view.ts"
import { views as trackViews } from "./track.view.ts"
import { runOnView, type ViewModel } from "./view-harness.ts"

vi.mock("../src/services/from-effect.ts", async () => {
  const { fakeFromEffect } = await import("./fake-actors.ts")
  return { fromEffect: () => fakeFromEffect(), makeFromEffect: () => () => fakeFromEffect() }
})
vi.mock("../src/services/from-lazy-effect.ts", async () => {
  const { fakeFromEffect } = await import("./fake-actors.ts")
  return { fromLazyEffect: () => fakeFromEffect() }
})

// The calculator's loan-type select waits for the person's first use of a prerendered page (issue 13); rendered afresh
// here, it loads at once.
vi.mock("../src/features/calculator/when-used.ts", () => ({
  whenUsed: () => Promise.resolve(),
  takePendingPress: () => false
}))

// Its chunk, loaded once here so that the first path does not wait on its transform.
await import("../src/features/calculator/LoanTypeSelect.tsx")

// The home carousel's live actor reads the slides the server put in the page, else the API: faked the same way.
vi.mock("../src/features/home/carousel-live.ts", async (importOriginal) => {
  const original = await importOriginal<typeof import("../src/features/home/carousel-live.ts")>()
  const { fakeFromEffect } = await import("./fake-actors.ts")
  const { carouselMachine } = await import("../machines/carousel.machine.ts")
  const loadSlides = fakeFromEffect() as unknown as typeof original.loadSlides
  return { ...original, loadSlides, liveCarouselMachine: carouselMachine.provide({ actors: { loadSlides } }) }
})

const allViews: ReadonlyArray<ViewModel<never>> = [
  ...carouselViews,
  ...otpViews,
  ...mobileEntryViews,
  ...withdrawalsViews,
  ...enquiryViews,
  ...trackViews,
  ...statusViews,
  ...copyViews,
  ...contactViews,
  ...calculatorViews,
  ...feedbackViews,
  ...creditDetailsViews,
  ...redeemViews,
  ...rewardsViews,
  ...referralViews,
  ...testimonialsViews,
  ...marqueeViews,
  ...adminLoginViews,
  ...adminEnquiriesViews,
  ...adminEnquiryViews,
  ...adminInboxViews,
  ...adminTestimonialsViews,
  ...adminCarouselViews,
  ...myDataViews,
  ...adminCorrectionsViews,
  ...grievanceFormViews,
  ...grievanceLookupViews,
  ...adminGrievancesViews
] as never

beforeAll(() => {
  // Logged failures (a carousel that could not load) are part of the paths.
  vi.spyOn(console, "warn").mockImplementation(() => {})
})
afterEach(resetFakes)

// MODEL_VIEWS=calculator,feedback runs only the views whose model name starts with one of those.
const only = process.env.MODEL_VIEWS?.split(",").filter((o) => o !== "")
const views = only ? allViews.filter((v) => only.some((o) => v.model.name.startsWith(o))) : allViews

describe.each(views.map((v) => [v.model.name, v] as const))("%s: every generated path on the page", (_, view) => {
  it.each(generatePaths(view.model).map((p) => [p.description, p] as const))("%s", async (_, path) => {
    await runOnView(view, path)
  })
})
