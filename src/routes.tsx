/**
 * The one route table (spec section 2): every route, its aliases, its page meta, and the not-found page for
 * anything else. Every route is lazy-loaded.
 *
 * The table is the only source of a page's meta (title, description, indexing): the shell writes it into the
 * document for the route it shows, and a prerender reads the same data without rendering. A page whose meta
 * depends on where it is (the calculator's two paths, the apply form's loan type, a blog article) gets it from the
 * route's `metaFor`; the views set none of their own.
 */
import type { ComponentType } from "react"
import { calculatorTabForPath } from "../domain/calculator-path.ts"
import { loanProducts } from "../domain/loan-products.ts"
import { company } from "./content/company.ts"
import { notFoundText } from "./content/not-found.ts"
import { lazy } from "./ui/lazy-view.ts"
import type { PageMeta } from "./ui/meta.ts"

/** Where a page is: what its meta may depend on. */
export interface PageAt {
  /** The pathname, as the person typed it (an alias stays an alias). */
  readonly path: string
  /** The query string, without '?'. */
  readonly search: string
  /** The route's path parameters (`:slug`). */
  readonly params: Readonly<Record<string, string | undefined>>
}

export interface AppRoute {
  /** A stable name for the route (tests, analytics, prerender). */
  readonly id: string
  /** The canonical path. Matching is case-insensitive and ignores a trailing slash (wouter). */
  readonly path: string
  /** Other paths that show the same screen. */
  readonly aliases: ReadonlyArray<string>
  /** The view. It reads its query string and location with wouter's hooks. */
  // biome-ignore lint/suspicious/noExplicitAny: each view takes its own props (given in `props`)
  readonly component: ComponentType<any>
  /** Props for the view (e.g. which loan product a shared loan page shows). */
  readonly props?: Readonly<Record<string, unknown>>
  /** The page's meta; for a route with `metaFor`, its meta where the function knows no better. */
  readonly meta: PageMeta
  /**
   * The meta where it depends on the path, the query or the content. It may load what it needs (a blog article's
   * title) lazily, so the entry bundle does not carry it.
   */
  readonly metaFor?: (at: PageAt) => PageMeta | Promise<PageMeta>
  /** The view brings its own shell (the back office): the public navbar, footer and widgets stay away. */
  readonly ownShell?: boolean
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

/** The meta of a route at a place: `metaFor` if the route has one, otherwise its `meta`. */
export const pageMeta = (route: AppRoute, at: PageAt): PageMeta | Promise<PageMeta> =>
  route.metaFor ? route.metaFor(at) : route.meta

/** The not-found page: any path the table does not know. */
export const NotFoundPage = lazy(() => import("./features/not-found/NotFoundPage.tsx"))

// The home page too: its sections stay out of the entry chunk every other page's first visit downloads.
const HomePage = lazy(() => import("./features/home/HomePage.tsx"))
const ApplyPage = lazy(() => import("./features/apply/ApplyPage.tsx"))
const TrackPage = lazy(() => import("./features/track/TrackPage.tsx"))
const StatusPage = lazy(() => import("./features/status/StatusPage.tsx"))
const CalculatorPage = lazy(() => import("./features/calculator/CalculatorPage.tsx"))
const TestimonialsPage = lazy(() => import("./features/testimonials/TestimonialsPage.tsx"))
const FeedbackPage = lazy(() => import("./features/testimonials/FeedbackPage.tsx"))
const FaqsPage = lazy(() => import("./features/pages/FaqsPage.tsx"))
const BlogsPage = lazy(() => import("./features/pages/BlogsPage.tsx"))
const BlogArticlePage = lazy(() => import("./features/pages/BlogArticlePage.tsx"))
const AboutPage = lazy(() => import("./features/pages/AboutPage.tsx"))
const ContactPage = lazy(() => import("./features/contact/ContactPage.tsx"))
const ReferAndEarnPage = lazy(() => import("./features/pages/ReferAndEarnPage.tsx"))
/** Verified mobiles: credit score, referral landing, redeem and rewards. */
const CreditScorePage = lazy(() => import("./features/credit-score/CreditScorePage.tsx"))
const CreditVerifyPage = lazy(() => import("./features/credit-score/CreditVerifyPage.tsx"))
const PersonalDetailsPage = lazy(() => import("./features/credit-score/PersonalDetailsPage.tsx"))
const ReferralPage = lazy(() => import("./features/referral/ReferralPage.tsx"))
const RedeemStartPage = lazy(() => import("./features/redeem/RedeemStartPage.tsx"))
const RedeemVerifyPage = lazy(() => import("./features/redeem/RedeemVerifyPage.tsx"))
const RewardsPage = lazy(() => import("./features/redeem/RewardsPage.tsx"))
const MyDataPage = lazy(() => import("./features/my-data/MyDataPage.tsx"))
/** Trust and compliance (issue 14): the legal pages. */
const LegalDocumentPage = lazy(() => import("./features/legal/LegalDocumentPage.tsx"))
const GrievancePage = lazy(() => import("./features/legal/GrievancePage.tsx"))
const LendingPartnersPage = lazy(() => import("./features/legal/LendingPartnersPage.tsx"))
/** The back office: its own chunk and its own shell, never in the public bundle. */
const AdminPage = lazy(() => import("./features/admin/AdminPage.tsx"))

const brand = company.brandName

/** The eight loan pages: one view; title and description from the product's data in domain/. */
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
    prerenderedQueries: (path) => ["", `calc=${calculatorTabForPath(path)}`],
    meta: {
      title: "EMI and Eligibility Calculator",
      description:
        "Plan your EMI and check how much you can borrow: amount, rate and tenure in, EMI, interest and total payment out."
    },
    // The eligibility paths open on the Eligibility Calculator (CalculatorPage), and are named for it.
    metaFor: ({ path }) =>
      calculatorTabForPath(path) === "eligibility"
        ? {
            title: "Eligibility Calculator",
            description:
              "Check how much personal loan you can borrow from your net monthly income and existing EMIs, and the EMI it comes with."
          }
        : {
            title: "EMI Calculator",
            description:
              "Plan your EMI for any of our eight loans: set amount, rate and tenure to see the EMI, total interest, total payment and the full amortization schedule."
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
    },
    // Named for the loan type the link asks for (?loanType=), as the form opens on it. domain/loans.ts carries
    // Schema, so it loads with the form rather than in the entry bundle.
    metaFor: async ({ search }) => {
      const { loanTypeFromQuery } = await import("../domain/loans.ts")
      const loanType = loanTypeFromQuery(new URLSearchParams(search).get("loanType"))
      return {
        title: `Apply For ${loanType}`,
        description: `Send an enquiry for a ${loanType} for yourself or refer a friend. Our team calls you back; track it any time with your tracking ID.`
      }
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
      description:
        "See the progress of your loan application: call back, appointment, login, underwriting, approval and disbursal.",
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
    meta: {
      title: "Blogs",
      description: `A guide to borrowing in India from ${brand}: credit scores, EMIs, documents and choosing a loan.`
    },
    // The article's own title and summary (content/blogs, loaded with the article); an unknown slug is not found.
    metaFor: async ({ params }) => {
      const { blogArticleBySlug } = await import("./content/blogs/index.ts")
      const article = blogArticleBySlug(params.slug ?? "")
      return article
        ? { title: article.title, description: article.summary }
        : { title: "Article Not Found", description: notFoundText, indexable: false }
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
      description:
        "Check your credit score for free: enter your mobile number, verify it with an OTP and see where you stand on the 300-900 scale."
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
    id: "my-data",
    path: "/my-data",
    aliases: [],
    component: MyDataPage,
    meta: {
      title: "My Data",
      description: "See, download, correct or erase the data we hold for your mobile number.",
      indexable: false
    }
  },
  {
    id: "privacy",
    path: "/privacy",
    aliases: ["/privacy-policy"],
    component: LegalDocumentPage,
    props: { document: "privacy" },
    meta: {
      title: "Privacy Policy",
      description: `What ${brand} collects on each form, why, how long we keep it, who we share it with, and your rights under the DPDP Act.`
    }
  },
  {
    id: "terms",
    path: "/terms",
    aliases: ["/terms-of-use"],
    component: LegalDocumentPage,
    props: { document: "terms" },
    meta: {
      title: "Terms of Use",
      description: `The terms on which ${brand} offers its loan marketplace: our service, fees, your part, and complaints.`
    }
  },
  {
    id: "grievance-redressal",
    path: "/grievance-redressal",
    aliases: [],
    component: GrievancePage,
    meta: {
      title: "Grievance Redressal",
      description: `Our Grievance Officer's name, e-mail, phone and address: a reply within 30 days, and the RBI Integrated Ombudsman if unresolved.`
    }
  },
  {
    id: "lending-partners",
    path: "/lending-partners",
    aliases: [],
    component: LendingPartnersPage,
    meta: {
      title: "Our Lending Partners",
      description: `The banks and NBFCs regulated by the Reserve Bank of India that ${brand} works with as a lending service provider.`
    }
  },
  {
    id: "admin",
    path: "/admin",
    aliases: ["/admin/*"],
    component: AdminPage,
    meta: { title: "Back office", description: "The lender's back office.", indexable: false },
    ownShell: true
  },
  ...flowRoutes
]

/** Anything else. */
export const notFoundRoute: AppRoute = {
  id: "not-found",
  path: "*",
  aliases: [],
  component: NotFoundPage,
  meta: { title: "Page Not Found", description: notFoundText, indexable: false }
}

/** Every path of the table with its route, aliases included (what the router matches, in order). */
export const routePaths: ReadonlyArray<readonly [path: string, route: AppRoute]> = routes.flatMap((route) =>
  [route.path, ...route.aliases].map((path) => [path, route] as const)
)
