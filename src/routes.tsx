// Over 300 lines: the one route table of the design: every route, alias and page meta in a single place.
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
import { loanProducts, loanTypeLabelOf } from "../domain/loan-products.ts"
import { m } from "../i18n/paraglide/messages.js"
import { company } from "./content/company.ts"
import { notFoundText } from "./content/not-found.ts"
import type { SeoPage } from "./seo/structured-data.ts"
import { lazy } from "./ui/lazy-view.ts"
import type { PageMeta } from "./ui/meta.ts"
import { textOf } from "./ui/text.ts"

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
const LoanToolPage = lazy(() => import("./features/loan-tools/LoanToolPage.tsx"))
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
/** The link in a message that stops further messages about an application. */
const StopMessagesPage = lazy(() => import("./features/stop-messages/StopMessagesPage.tsx"))
/** Trust and compliance (issue 14): the legal pages. */
const LegalDocumentPage = lazy(() => import("./features/legal/LegalDocumentPage.tsx"))
const GrievancePage = lazy(() => import("./features/legal/GrievancePage.tsx"))
const LendingPartnersPage = lazy(() => import("./features/legal/LendingPartnersPage.tsx"))
/** The marketplace (issue 31): offers, the published matching method, each offer's Key Fact Statement. */
const OffersPage = lazy(() => import("./features/offers/OffersPage.tsx"))
const HowWeMatchPage = lazy(() => import("./features/offers/HowWeMatchPage.tsx"))
const KfsPage = lazy(() => import("./features/offers/KfsPage.tsx"))
const ChooseOfferPage = lazy(() => import("./features/offers/ChooseOfferPage.tsx"))
/** The back office: its own chunk and its own shell, never in the public bundle. */
const AdminPage = lazy(() => import("./features/admin/AdminPage.tsx"))

const brand = company.brandName

/**
 * A route's meta from its messages (i18n/messages/<locale>/common.json): its fields are read in the language in force
 * each time (the table is built once; the language may change after: the server, tests, the dev server).
 */
const metaOf = (title: () => string, description: () => string, indexable?: false): PageMeta => ({
  get title() {
    return title()
  },
  get description() {
    return description()
  },
  ...(indexable === false ? { indexable } : {})
})

/** The eight loan pages: one view; title and description from the product's data in domain/. */
const LoanPage = lazy(() => import("./features/loans/LoanPage.tsx"))

const loanRoutes: ReadonlyArray<AppRoute> = loanProducts.map((product) => ({
  id: `loan-${product.id}`,
  path: product.path,
  aliases: product.aliases,
  component: LoanPage,
  props: { productId: product.id },
  get meta(): PageMeta {
    return { title: `${product.label()}: ${textOf(product.tagline)}`, description: textOf(product.description) }
  },
  structuredData: (page) => seo().then((m) => m.loanPageData(product.id, page))
}))

/**
 * The flow viewer (docs/flows.md): in `npm run dev` and in builds made with FLOWS=1 only. A default production build
 * sees import.meta.env.FLOWS as "" (scripts/flows-vite.ts), so this list is empty and the viewer's chunk is never
 * built; the server refuses /flows too unless FLOWS=1. A developer's tool: English only.
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
    meta: metaOf(
      () => m.common_meta_site_title({ brand }),
      () => m.common_meta_home_description({ brand })
    )
  },
  ...loanRoutes,
  {
    id: "calculator",
    path: "/resources/emi-calculator",
    aliases: ["/resources/eligibility-calculator", "/eligibility"],
    component: CalculatorPage,
    prerenderedQueries: (path) => ["", `calc=${calculatorTabForPath(path)}`],
    meta: metaOf(m.common_meta_calculator_title, m.common_meta_calculator_description),
    // The eligibility paths open on the Eligibility Calculator (CalculatorPage), and are named for it.
    metaFor: ({ path }) =>
      calculatorTabForPath(path) === "eligibility"
        ? metaOf(m.common_meta_eligibility_title, m.common_meta_eligibility_description)
        : metaOf(m.common_meta_emi_title, m.common_meta_emi_description)
  },
  // The loan tools (issue 32): the inputs live in the query string; the prerendered page is the tool's defaults.
  {
    id: "prepayment-calculator",
    path: "/resources/prepayment-calculator",
    aliases: [],
    component: LoanToolPage,
    props: { tool: "prepayment" },
    prerenderedQueries: () => [""],
    meta: metaOf(m.tools_prepayment_title, m.tools_prepayment_description)
  },
  {
    id: "foreclosure-calculator",
    path: "/resources/foreclosure-calculator",
    aliases: [],
    component: LoanToolPage,
    props: { tool: "foreclosure" },
    prerenderedQueries: () => [""],
    meta: metaOf(m.tools_foreclosure_title, m.tools_foreclosure_description)
  },
  {
    id: "balance-transfer-calculator",
    path: "/resources/balance-transfer-calculator",
    aliases: [],
    component: LoanToolPage,
    props: { tool: "transfer" },
    prerenderedQueries: () => [""],
    meta: metaOf(m.tools_transfer_title, m.tools_transfer_description)
  },
  {
    id: "apply",
    path: "/resources/apply-now",
    aliases: ["/apply"],
    component: ApplyPage,
    prerenderedQueries: () => [""],
    meta: metaOf(m.common_meta_apply_title, m.common_meta_apply_description),
    // Named for the loan type the link asks for (?loanType=), as the form opens on it. domain/loans.ts carries
    // Schema, so it loads with the form rather than in the entry bundle.
    metaFor: async ({ search }) => {
      const { loanTypeFromQuery } = await import("../domain/loans.ts")
      const loanType = loanTypeFromQuery(new URLSearchParams(search).get("loanType"))
      // The loan type as the page's language names it ("पर्सनल लोन"), not the API's value.
      return metaOf(
        () => m.common_meta_apply_for_title({ loanType: loanTypeLabelOf(loanType) }),
        () => m.common_meta_apply_for_description({ loanType: loanTypeLabelOf(loanType) })
      )
    }
  },
  {
    id: "track",
    path: "/track-now",
    aliases: ["/resources/track-now"],
    component: TrackPage,
    meta: metaOf(m.common_meta_track_title, m.common_meta_track_description)
  },
  {
    id: "status",
    path: "/application-status",
    aliases: [],
    component: StatusPage,
    meta: metaOf(m.common_meta_status_title, m.common_meta_status_description, false)
  },
  {
    id: "faqs",
    path: "/resources/faqs",
    aliases: ["/faqs"],
    component: FaqsPage,
    structuredData: (page) => seo().then((m) => m.faqPageData(page)),
    meta: metaOf(m.common_meta_faqs_title, m.common_meta_faqs_description)
  },
  {
    id: "blogs",
    path: "/resources/blogs",
    aliases: [],
    component: BlogsPage,
    meta: metaOf(m.common_meta_blogs_title, () => m.common_meta_blogs_description({ brand }))
  },
  {
    id: "blog-article",
    path: "/resources/blogs/:slug",
    aliases: [],
    component: BlogArticlePage,
    prerenderPaths: () => seo().then((m) => m.blogArticlePages()),
    structuredData: (page) => seo().then((m) => m.blogArticleData(page)),
    meta: metaOf(m.common_meta_blogs_title, () => m.common_meta_blog_article_description({ brand })),
    // The article's own title and summary (content/blogs, loaded with the article); an unknown slug is not found.
    metaFor: async ({ params }) => {
      const { blogArticleBySlug } = await import("./content/blogs/index.ts")
      const article = blogArticleBySlug(params.slug ?? "")
      return article
        ? { title: article.title, description: article.summary }
        : metaOf(m.common_meta_article_not_found_title, notFoundText, false)
    }
  },
  {
    id: "testimonials",
    path: "/resources/testimonials",
    aliases: ["/testimonials"],
    component: TestimonialsPage,
    meta: metaOf(m.common_meta_testimonials_title, () => m.common_meta_testimonials_description({ brand }))
  },
  {
    id: "feedback",
    path: "/resources/testimonials/customer-feedback",
    aliases: ["/customer-feedback"],
    component: FeedbackPage,
    meta: metaOf(m.common_meta_feedback_title, () => m.common_meta_feedback_description({ brand }))
  },
  {
    id: "about",
    path: "/about",
    aliases: [],
    component: AboutPage,
    meta: metaOf(m.common_meta_about_title, () => m.common_meta_about_description({ brand }))
  },
  {
    id: "contact",
    path: "/contact",
    aliases: [],
    component: ContactPage,
    meta: metaOf(m.common_meta_contact_title, () => m.common_meta_contact_description({ brand }))
  },
  {
    id: "credit-score",
    path: "/credit-score",
    aliases: [],
    component: CreditScorePage,
    meta: metaOf(m.common_meta_credit_score_title, m.common_meta_credit_score_description)
  },
  {
    id: "credit-score-otp",
    path: "/credit-score/verify-mobile",
    aliases: [],
    component: CreditVerifyPage,
    meta: metaOf(m.common_meta_verify_mobile_title, m.common_meta_verify_mobile_description, false)
  },
  {
    id: "credit-score-details",
    path: "/credit-score/personal-details",
    aliases: [],
    component: PersonalDetailsPage,
    meta: metaOf(m.common_meta_credit_score_details_title, m.common_meta_credit_score_details_description, false)
  },
  {
    id: "refer-and-earn",
    path: "/refer-and-earn",
    aliases: [],
    component: ReferAndEarnPage,
    meta: metaOf(m.common_meta_refer_and_earn_title, m.common_meta_refer_and_earn_description)
  },
  {
    id: "referral",
    path: "/referral",
    aliases: [],
    component: ReferralPage,
    meta: metaOf(m.common_meta_referral_title, m.common_meta_referral_description, false)
  },
  {
    id: "redeem-start",
    path: "/redeem/start",
    aliases: [],
    component: RedeemStartPage,
    meta: metaOf(m.common_meta_redeem_start_title, m.common_meta_redeem_start_description, false)
  },
  {
    id: "redeem-otp",
    path: "/redeem/verify-mobile",
    aliases: [],
    component: RedeemVerifyPage,
    meta: metaOf(m.common_meta_verify_mobile_title, m.common_meta_verify_mobile_description, false)
  },
  {
    id: "redeem-rewards",
    path: "/redeem/rewards",
    aliases: [],
    component: RewardsPage,
    meta: metaOf(m.common_meta_redeem_rewards_title, m.common_meta_redeem_rewards_description, false)
  },
  {
    id: "my-data",
    path: "/my-data",
    aliases: [],
    component: MyDataPage,
    meta: metaOf(m.common_meta_my_data_title, m.common_meta_my_data_description, false)
  },
  {
    // One person's link: never indexed, never prerendered.
    id: "stop-messages",
    path: "/messages/stop/:token",
    aliases: [],
    component: StopMessagesPage,
    meta: metaOf(m.my_data_stop_meta_title, m.my_data_stop_meta_description, false)
  },
  {
    id: "privacy",
    path: "/privacy",
    aliases: ["/privacy-policy"],
    component: LegalDocumentPage,
    props: { document: "privacy" },
    meta: metaOf(m.common_meta_privacy_title, () => m.common_meta_privacy_description({ brand }))
  },
  {
    id: "terms",
    path: "/terms",
    aliases: ["/terms-of-use"],
    component: LegalDocumentPage,
    props: { document: "terms" },
    meta: metaOf(m.common_meta_terms_title, () => m.common_meta_terms_description({ brand }))
  },
  {
    id: "grievance-redressal",
    path: "/grievance-redressal",
    aliases: [],
    component: GrievancePage,
    meta: metaOf(m.common_meta_grievance_title, m.common_meta_grievance_description)
  },
  {
    id: "lending-partners",
    path: "/lending-partners",
    aliases: [],
    component: LendingPartnersPage,
    meta: metaOf(m.common_meta_lending_partners_title, () => m.common_meta_lending_partners_description({ brand }))
  },
  {
    id: "offers-how-we-match",
    path: "/offers/how-we-match",
    aliases: [],
    component: HowWeMatchPage,
    meta: metaOf(m.offers_how_meta_title, m.offers_how_meta_description)
  },
  {
    // A Key Fact Statement is one person's offer: never indexed, never prerendered.
    id: "offers-kfs",
    path: "/offers/kfs/:proposalNumber",
    aliases: [],
    component: KfsPage,
    meta: metaOf(m.offers_kfs_meta_title, m.offers_kfs_meta_description, false)
  },
  {
    // One person's application for one offer: never indexed, never prerendered.
    id: "offers-choose",
    path: "/offers/choose/:proposalNumber",
    aliases: [],
    component: ChooseOfferPage,
    meta: metaOf(m.offers_choose_meta_title, m.offers_choose_meta_description, false)
  },
  {
    id: "offers",
    path: "/offers",
    aliases: [],
    component: OffersPage,
    meta: metaOf(m.offers_meta_title, m.offers_meta_description)
  },
  {
    // The back office stays English (issue 15, point 7).
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
  meta: metaOf(m.common_meta_not_found_title, notFoundText, false)
}

/** Every path of the table with its route, aliases included (what the router matches, in order). */
export const routePaths: ReadonlyArray<readonly [path: string, route: AppRoute]> = routes.flatMap((route) =>
  [route.path, ...route.aliases].map((path) => [path, route] as const)
)
