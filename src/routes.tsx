/**
 * The one route table (spec section 2): every route, its aliases, its page meta, and the not-found page for
 * anything else. Every route but / is lazy-loaded.
 *
 * A screen a later issue builds points at `notBuiltYet` (the not-found page) until then: building it means
 * swapping that one `component` for `lazy(() => import("./features/<flow>/<Page>.tsx"))`. Paths, aliases and
 * meta stay where they are. The meta is data, so a prerender can read titles and descriptions without rendering.
 */
import type { ComponentType } from "react"
import { loanProducts } from "../domain/loan-products.ts"
import { company } from "./content/company.ts"
import HomePage from "./features/home/HomePage.tsx"
import { lazy } from "./ui/lazy-view.ts"
import type { PageMeta } from "./ui/meta.ts"

export interface AppRoute {
  /** A stable name for the route (tests, analytics, prerender). */
  readonly id: string
  /** The canonical path. Matching is case-insensitive and ignores a trailing slash (wouter). */
  readonly path: string
  /** Other paths that show the same screen. */
  readonly aliases: ReadonlyArray<string>
  /** The view. It reads its query string and location with wouter's hooks. */
  readonly component: ComponentType<any>
  /** Props for the view (e.g. which loan product a shared loan page shows). */
  readonly props?: Readonly<Record<string, unknown>>
  readonly meta: PageMeta
  /**
   * The paths of a route with parameters that are prerendered, each with its meta (blog posts; read at build time,
   * so the content stays out of the first bundle). Without it, an indexable route is prerendered at its path and
   * aliases, and a `noindex` one is never prerendered (the server answers the empty shell).
   */
  readonly prerenderPaths?: () => Promise<
    ReadonlyArray<{ readonly path: string; readonly meta: PageMeta; readonly lastModified?: string }>
  >
  /** The page's own JSON-LD (schema.org) beside the site's Organization; built at prerender time only. */
  readonly structuredData?: (page: SeoPage) => Promise<ReadonlyArray<Record<string, unknown>>>
  /**
   * The page reads its query string as it starts (the calculator's tab, the apply form's loan type): the browser
   * hydrates the prerendered HTML only under these queries, and renders afresh under any other.
   */
  readonly prerenderedQueries?: (path: string) => ReadonlyArray<string>
}

/** A prerendered page, as its structured data sees it. */
export interface SeoPage {
  /** The canonical path. */
  readonly path: string
  readonly meta: PageMeta
  /** The site's origin (SITE_URL), no trailing slash. */
  readonly siteUrl: string
}

/** Structured data is built at prerender time: its chunk is never loaded by a browser. */
const seo = () => import("./seo/structured-data.ts")

/** The not-found page: unknown routes, and screens not built yet. */
export const NotFoundPage = lazy(() => import("./features/not-found/NotFoundPage.tsx"))
const notBuiltYet = NotFoundPage

/** The lead's views (issue 2). */
const ApplyPage = lazy(() => import("./features/apply/ApplyPage.tsx"))
const TrackPage = lazy(() => import("./features/track/TrackPage.tsx"))
const StatusPage = lazy(() => import("./features/status/StatusPage.tsx"))
const CalculatorPage = lazy(() => import("./features/calculator/CalculatorPage.tsx"))
const TestimonialsPage = lazy(() => import("./features/testimonials/TestimonialsPage.tsx"))
const FeedbackPage = lazy(() => import("./features/testimonials/FeedbackPage.tsx"))
/** Content pages and contact (issue 4). */
const FaqsPage = lazy(() => import("./features/pages/FaqsPage.tsx"))
const BlogsPage = lazy(() => import("./features/pages/BlogsPage.tsx"))
const BlogArticlePage = lazy(() => import("./features/pages/BlogArticlePage.tsx"))
const AboutPage = lazy(() => import("./features/pages/AboutPage.tsx"))
const ContactPage = lazy(() => import("./features/contact/ContactPage.tsx"))
const ReferAndEarnPage = lazy(() => import("./features/pages/ReferAndEarnPage.tsx"))
/** Verified mobiles (issue 5): credit score, referral landing, redeem and rewards. */
const CreditScorePage = lazy(() => import("./features/credit-score/CreditScorePage.tsx"))
const CreditVerifyPage = lazy(() => import("./features/credit-score/CreditVerifyPage.tsx"))
const PersonalDetailsPage = lazy(() => import("./features/credit-score/PersonalDetailsPage.tsx"))
const ReferralPage = lazy(() => import("./features/referral/ReferralPage.tsx"))
const RedeemStartPage = lazy(() => import("./features/redeem/RedeemStartPage.tsx"))
const RedeemVerifyPage = lazy(() => import("./features/redeem/RedeemVerifyPage.tsx"))
const RewardsPage = lazy(() => import("./features/redeem/RewardsPage.tsx"))
/** The back office (issue 6): its own chunk, never in the public bundle. */
const AdminPage = lazy(() => import("./features/admin/AdminPage.tsx"))

const brand = company.brandName

/** The eight loan pages (issue 3): one view; title and description from the product's data in domain/. */
const LoanPage = lazy(() => import("./features/loans/LoanPage.tsx"))

const loanRoutes: ReadonlyArray<AppRoute> = loanProducts.map((product) => ({
  id: `loan-${product.id}`,
  path: product.path,
  aliases: product.aliases,
  component: LoanPage,
  props: { productId: product.id },
  meta: { title: `${product.name}: ${product.tagline}`, description: product.description },
  structuredData: (page) => seo().then((m) => m.loanPageData(product.id, page))
}))

/**
 * The flow viewer (docs/flows.md): in `npm run dev` and in builds made with FLOWS=1 only. A default production build
 * sees import.meta.env.FLOWS as "" (scripts/flows-vite.ts), so this list is empty and the viewer's chunk is never
 * built; the server refuses /flows too unless FLOWS=1.
 */
const flowRoutes: ReadonlyArray<AppRoute> =
  import.meta.env.FLOWS === "1"
    ? [
        {
          id: "flows",
          path: "/flows",
          aliases: [],
          component: lazy(() => import("./features/flows/FlowsPage.tsx")),
          meta: {
            title: "Flows",
            description: "Every flow of the site as a statechart, and a live view of the pages in use.",
            indexable: false
          }
        }
      ]
    : []

export const routes: ReadonlyArray<AppRoute> = [
  {
    id: "home",
    path: "/",
    aliases: [],
    component: HomePage,
    structuredData: (page) => seo().then((m) => m.homePageData(page)),
    meta: {
      title: `${brand}: personal, business and home loans in India`,
      description: `Compare eight loan products, plan your EMI, apply online and track your application with ${brand}. Quick approvals, flexible options and competitive rates.`
    }
  },
  ...loanRoutes,
  {
    id: "calculator",
    path: "/resources/emi-calculator",
    aliases: ["/resources/eligibility-calculator", "/eligibility"],
    component: CalculatorPage,
    prerenderedQueries: (path) => (/eligibility/iu.test(path) ? ["", "calc=eligibility"] : ["", "calc=emi"]),
    meta: {
      title: "EMI and Eligibility Calculator",
      description:
        "Plan your EMI and check how much you can borrow: amount, rate and tenure in, EMI, interest and total payment out."
    }
  },
  {
    id: "apply",
    path: "/resources/apply-now",
    aliases: ["/apply"],
    component: ApplyPage,
    prerenderedQueries: () => [""],
    meta: {
      title: "Apply Now",
      description:
        "Send a loan enquiry for yourself or refer a friend. Our team calls you back; track it any time with your tracking ID."
    }
  },
  {
    id: "track",
    path: "/track-now",
    aliases: ["/resources/track-now"],
    component: TrackPage,
    meta: {
      title: "Track Your Application",
      description: "Enter the tracking ID you received after your loan enquiry to see where your application stands."
    }
  },
  {
    id: "status",
    path: "/application-status",
    aliases: [],
    component: StatusPage,
    meta: {
      title: "Application Status",
      description: "The progress of your loan application, step by step.",
      indexable: false
    }
  },
  {
    id: "faqs",
    path: "/resources/faqs",
    aliases: ["/faqs"],
    component: FaqsPage,
    structuredData: (page) => seo().then((m) => m.faqPageData(page)),
    meta: {
      title: "FAQ's",
      description:
        "Answers to common questions about our loans: eligibility, documents, approval times and tracking your application."
    }
  },
  {
    id: "blogs",
    path: "/resources/blogs",
    aliases: [],
    component: BlogsPage,
    meta: { title: "Blogs", description: `Guides and news on loans, credit scores and personal finance from ${brand}.` }
  },
  {
    id: "blog-article",
    path: "/resources/blogs/:slug",
    aliases: [],
    component: BlogArticlePage,
    prerenderPaths: () => seo().then((m) => m.blogArticlePages()),
    structuredData: (page) => seo().then((m) => m.blogArticleData(page)),
    // The article sets its own title and description (content/blogs).
    meta: {
      title: "Blogs",
      description: `A guide to borrowing in India from ${brand}: credit scores, EMIs, documents and choosing a loan.`
    }
  },
  {
    id: "testimonials",
    path: "/resources/testimonials",
    aliases: ["/testimonials"],
    component: TestimonialsPage,
    meta: { title: "Testimonials", description: `What our customers say about borrowing with ${brand}.` }
  },
  {
    id: "feedback",
    path: "/resources/testimonials/customer-feedback",
    aliases: ["/customer-feedback"],
    component: FeedbackPage,
    meta: {
      title: "Leave Your Feedback",
      description: `Tell us how ${brand} did: rate your experience and share your feedback.`
    }
  },
  {
    id: "about",
    path: "/about",
    aliases: [],
    component: AboutPage,
    meta: {
      title: "About Us",
      description: `Who we are, our mission, vision and values, and why borrowers choose ${brand}.`
    }
  },
  {
    id: "contact",
    path: "/contact",
    aliases: [],
    component: ContactPage,
    meta: {
      title: "Contact Us",
      description: `Reach ${brand}: our Bengaluru head office, Pune branch, phone numbers and e-mail, or send us a message.`
    }
  },
  {
    id: "credit-score",
    path: "/credit-score",
    aliases: [],
    component: CreditScorePage,
    meta: {
      title: "Check Credit Score",
      description: "Check your credit score for free: enter your mobile number to start."
    }
  },
  {
    id: "credit-score-otp",
    path: "/credit-score/verify-mobile",
    aliases: [],
    component: CreditVerifyPage,
    meta: {
      title: "Verify Mobile Number",
      description: "Enter the one-time password sent to your mobile.",
      indexable: false
    }
  },
  {
    id: "credit-score-details",
    path: "/credit-score/personal-details",
    aliases: [],
    component: PersonalDetailsPage,
    meta: { title: "Personal Details", description: "Your details for the credit score check.", indexable: false }
  },
  {
    id: "refer-and-earn",
    path: "/refer-and-earn",
    aliases: [],
    component: ReferAndEarnPage,
    meta: {
      title: "Refer & Earn",
      description:
        "Refer a friend for a loan and earn reward points when their loan is disbursed. Start earning in just a few clicks."
    }
  },
  {
    id: "referral",
    path: "/referral",
    aliases: [],
    component: ReferralPage,
    meta: {
      title: "Referral",
      description: "You were referred for a loan: confirm your mobile number to continue.",
      indexable: false
    }
  },
  {
    id: "redeem-start",
    path: "/redeem/start",
    aliases: [],
    component: RedeemStartPage,
    meta: {
      title: "Redeem Rewards",
      description: "Enter your mobile number to see and withdraw your referral rewards.",
      indexable: false
    }
  },
  {
    id: "redeem-otp",
    path: "/redeem/verify-mobile",
    aliases: [],
    component: RedeemVerifyPage,
    meta: {
      title: "Verify Mobile Number",
      description: "Enter the one-time password sent to your mobile.",
      indexable: false
    }
  },
  {
    id: "redeem-rewards",
    path: "/redeem/rewards",
    aliases: [],
    component: RewardsPage,
    meta: { title: "Your Rewards", description: "Your referral reward points and withdrawals.", indexable: false }
  },
  {
    id: "admin",
    path: "/admin",
    aliases: ["/admin/*"],
    component: AdminPage,
    meta: { title: "Back office", description: "The lender's back office.", indexable: false }
  },
  ...flowRoutes
]

/** Anything else. */
export const notFoundRoute: AppRoute = {
  id: "not-found",
  path: "*",
  aliases: [],
  component: NotFoundPage,
  meta: {
    title: "Page Not Found",
    description: "The page you are looking for doesn't exist or has been moved",
    indexable: false
  }
}

/** Every path of the table with its route, aliases included (what the router matches, in order). */
export const routePaths: ReadonlyArray<readonly [path: string, route: AppRoute]> = routes.flatMap((route) =>
  [route.path, ...route.aliases].map((path) => [path, route] as const)
)
