/**
 * The home carousel's slides (spec sections 3 and 7: GET /api/carousel), seeded with one slide per loan product and
 * one for refer-and-earn. Images are our own SVGs in public/carousel/. `is_active` hides a slide without deleting it.
 */
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

const apply = (loanType: string) => `/apply?loanType=${encodeURIComponent(loanType)}`

const slide = (
  id: string,
  heading: string,
  text: string,
  primary: readonly [text: string, url: string],
  secondary: readonly [text: string, url: string] | undefined
) => ({
  id,
  image_url: `/carousel/${id}.svg`,
  heading,
  text,
  is_primary_button_enabled: true,
  primary_button_text: primary[0],
  primary_button_url: primary[1],
  is_secondary_button_enabled: secondary !== undefined,
  secondary_button_text: secondary?.[0] ?? "",
  secondary_button_url: secondary?.[1] ?? ""
})

export const seedSlides = [
  slide(
    "personal",
    "Personal loans from 11.9% a year",
    "For a wedding, travel or an emergency: funds in 24-48 hours after approval.",
    ["Apply Now", apply("Personal Loan")],
    ["Learn More", "/services/personal-loan"]
  ),
  slide(
    "business",
    "Business loans that grow with you",
    "Rates from 13.25% for professionals and 16% for other businesses, with a CIBIL score of 675 or more.",
    ["Apply Now", apply("Business Loan")],
    ["Learn More", "/services/business-loan"]
  ),
  slide(
    "professional",
    "Loans for doctors, architects and professionals",
    "Up to ₹50 lakh for your practice, repaid over up to 60 months.",
    ["Apply Now", apply("Professional Loan")],
    ["Learn More", "/services/professional-loan"]
  ),
  slide(
    "home",
    "Home loans from 8.45%",
    "Borrow from ₹5 lakh to ₹5 crore for the home you want, with tenures up to 30 years.",
    ["Apply Now", apply("Home Loan")],
    ["Learn More", "/services/home-loan"]
  ),
  slide(
    "auto",
    "Drive home your new car",
    "Auto loans from 9.50% with quick approval and flexible tenures.",
    ["Apply Now", apply("Auto Loan")],
    ["Learn More", "/services/auto-loan"]
  ),
  slide(
    "property",
    "Unlock the value of your property",
    "Loans against property up to ₹10 crore, for salaried and self-employed borrowers.",
    ["Apply Now", apply("Loan Against Property")],
    ["Learn More", "/services/loan-against-property"]
  ),
  slide(
    "commercial-vehicle",
    "Finance your next truck, bus or tipper",
    "Commercial vehicle loans up to 100% of the chassis value, from 9.50%.",
    ["Apply Now", apply("Commercial Vehicle Loan")],
    ["Learn More", "/services/commercial-vehicle-loan"]
  ),
  slide(
    "working-capital",
    "Working capital when your business needs it",
    "Keep stock, salaries and suppliers paid: for businesses with 3 years of vintage and a CIBIL score of 685+.",
    ["Apply Now", apply("Working Capital Loan")],
    ["Learn More", "/services/working-capital-loan"]
  ),
  slide(
    "refer-and-earn",
    "Start Earning in Just Few Clicks",
    "Refer a friend for a loan and earn reward points when their loan is disbursed.",
    ["Refer Now", "/resources/apply-now?applicationType=Referral"],
    ["How It Works", "/refer-and-earn"]
  )
] as const

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    CREATE TABLE carousel_slides (
      id text PRIMARY KEY,
      position integer NOT NULL,
      image_url text NOT NULL,
      heading text NOT NULL,
      text text NOT NULL,
      is_primary_button_enabled boolean NOT NULL DEFAULT false,
      primary_button_url text NOT NULL DEFAULT '',
      primary_button_text text NOT NULL DEFAULT '',
      is_secondary_button_enabled boolean NOT NULL DEFAULT false,
      secondary_button_url text NOT NULL DEFAULT '',
      secondary_button_text text NOT NULL DEFAULT '',
      is_active boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now()
    )
  `
  yield* sql`CREATE INDEX carousel_slides_position_idx ON carousel_slides (position) WHERE is_active`
  for (const [position, s] of seedSlides.entries()) {
    yield* sql`INSERT INTO carousel_slides ${sql.insert({ ...s, position })}`
  }
})
