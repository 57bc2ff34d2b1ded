/**
 * Testimonials: the 21 published customer stories of the spec's products (spec section 2 "Testimonials"), and
 * feedback from the form, stored unapproved until the back office approves it. A picture sent with feedback is kept
 * in testimonial_pictures (bytes, checked image type) and served by a random public id.
 */
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

const seeds: ReadonlyArray<{
  readonly name: string
  readonly city: string
  readonly product: string
  readonly rating: number
  readonly date: string
  readonly content: string
}> = [
  {
    name: "Priya Sharma",
    city: "Jaipur",
    product: "Personal Loan",
    rating: 5,
    date: "2025-02-14",
    content:
      "My sister's wedding was six weeks away when I applied. They compared three lenders for me, the EMI fit my salary, and the money reached my account in two days."
  },
  {
    name: "Arjun Nair",
    city: "Kochi",
    product: "Personal Loan",
    rating: 5,
    date: "2024-11-03",
    content:
      "I moved two credit card balances into one personal loan at a far lower rate. My advisor explained every charge, even the processing fee, before I signed."
  },
  {
    name: "Sneha Kulkarni",
    city: "Pune",
    product: "Personal Loan",
    rating: 4,
    date: "2024-08-21",
    content:
      "Needed funds for my mother's knee surgery at short notice. Documents were collected online and I got a call back the same evening. Smooth and honest."
  },
  {
    name: "Rajesh Agarwal",
    city: "Surat",
    product: "Business Loan",
    rating: 5,
    date: "2025-01-09",
    content:
      "We run a small saree unit. The business loan paid for two new looms before the Diwali rush. Paperwork was light and the rate beat what our bank quoted."
  },
  {
    name: "Fatima Shaikh",
    city: "Hyderabad",
    product: "Business Loan",
    rating: 5,
    date: "2024-12-02",
    content:
      "As a first-time entrepreneur with a bakery I worried about my CIBIL score. They found a lender who understood my GST returns and approved me within a week."
  },
  {
    name: "Harpreet Singh",
    city: "Ludhiana",
    product: "Business Loan",
    rating: 4,
    date: "2024-06-18",
    content:
      "Expanded my auto parts shop with a ₹15 lakh business loan. Tracking the application online meant I always knew where it stood. I recommend them to fellow traders."
  },
  {
    name: "Karthik Subramanian",
    city: "Chennai",
    product: "Home Loan",
    rating: 5,
    date: "2025-03-12",
    content:
      "Buying our first flat felt overwhelming. They got us a home loan at 8.5% and coordinated the legal and technical checks with the builder for us."
  },
  {
    name: "Ananya Das",
    city: "Kolkata",
    product: "Home Loan",
    rating: 5,
    date: "2024-10-27",
    content:
      "The balance transfer of my home loan saves me nearly ₹4,000 on every EMI. They handled the foreclosure letter from my old bank, so I hardly visited a branch."
  },
  {
    name: "Vikram Reddy",
    city: "Bengaluru",
    product: "Home Loan",
    rating: 4,
    date: "2024-05-15",
    content:
      "Self-employed people often struggle to get a home loan. My relationship manager knew exactly which documents lenders wanted; the loan was sanctioned in 12 days."
  },
  {
    name: "Suresh Patil",
    city: "Nashik",
    product: "Loan Against Property",
    rating: 5,
    date: "2025-04-08",
    content:
      "I mortgaged our shop to fund my son's master's degree abroad. The valuation was fair, the tenure flexible, and the money reached the university on time."
  },
  {
    name: "Meenakshi Iyer",
    city: "Coimbatore",
    product: "Loan Against Property",
    rating: 5,
    date: "2024-09-10",
    content:
      "We used a loan against property to grow our textile trading business. The rate was far below an unsecured loan, and they explained everything in Tamil for my father."
  },
  {
    name: "Deepak Malhotra",
    city: "New Delhi",
    product: "Loan Against Property",
    rating: 4,
    date: "2024-07-02",
    content:
      "Legal verification took a little longer than expected, but I was kept informed at every step and the final terms were exactly what I was promised."
  },
  {
    name: "Gurpreet Kaur",
    city: "Amritsar",
    product: "Commercial Vehicle Loan",
    rating: 5,
    date: "2025-01-28",
    content:
      "Our transport firm added two trucks with a loan covering almost the full chassis value. The EMIs are planned around our monthly freight payments."
  },
  {
    name: "Ramesh Yadav",
    city: "Nagpur",
    product: "Commercial Vehicle Loan",
    rating: 5,
    date: "2024-11-19",
    content:
      "I drove for others for 12 years. With their help I financed my own mini truck and now deliver for local wholesalers. Respectful staff and a quick approval."
  },
  {
    name: "Mohammed Irfan",
    city: "Lucknow",
    product: "Commercial Vehicle Loan",
    rating: 4,
    date: "2024-04-23",
    content:
      "Financed a used tipper for my construction work. They found a lender who took my old vehicle in exchange as part of the deal. The whole process took about ten days."
  },
  {
    name: "Neha Gupta",
    city: "Indore",
    product: "Auto Loan",
    rating: 5,
    date: "2025-02-25",
    content:
      "Bought my first car with an auto loan arranged in three days. The EMI calculator on the site matched my final EMI to the rupee."
  },
  {
    name: "Aditya Joshi",
    city: "Ahmedabad",
    product: "Auto Loan",
    rating: 4,
    date: "2024-12-16",
    content:
      "I compared the dealer's finance offer with theirs; theirs was cheaper with no hidden charges. Documents went over e-mail, with no running around."
  },
  {
    name: "Lakshmi Narayanan",
    city: "Madurai",
    product: "Auto Loan",
    rating: 5,
    date: "2024-08-05",
    content:
      "Retired teacher here. I wanted a small car to visit my grandchildren and feared my pension would not qualify. They found a lender who accepted it. Thank you!"
  },
  {
    name: "Sanjay Mehta",
    city: "Mumbai",
    product: "Working Capital Loan",
    rating: 5,
    date: "2025-03-03",
    content:
      "Our pharma distribution business had cash stuck in 90-day receivables. A working capital limit keeps stock moving and suppliers paid on time."
  },
  {
    name: "Kavita Deshmukh",
    city: "Aurangabad",
    product: "Working Capital Loan",
    rating: 4,
    date: "2024-10-08",
    content:
      "Demand for our packaging unit peaks before festivals. The working capital loan came through in time to buy raw material in bulk at a better price."
  },
  {
    name: "Abdul Rahman",
    city: "Bhopal",
    product: "Working Capital Loan",
    rating: 5,
    date: "2024-06-11",
    content:
      "Straight advice on an overdraft versus a term loan for my hardware store. They suggested the cheaper option even though it was a smaller loan. Honest people."
  }
]

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    CREATE TABLE testimonials (
      id bigserial PRIMARY KEY,
      user_name text NOT NULL,
      city text,
      email text,
      product_type text NOT NULL,
      content text NOT NULL,
      rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
      testimonial_date date NOT NULL,
      source text NOT NULL CHECK (source IN ('seed', 'feedback')),
      approved boolean NOT NULL DEFAULT false,
      approved_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )
  `
  yield* sql`CREATE INDEX testimonials_published_idx ON testimonials (testimonial_date DESC, id DESC) WHERE approved`
  yield* sql`CREATE INDEX testimonials_moderation_idx ON testimonials (created_at) WHERE NOT approved`

  yield* sql`
    CREATE TABLE testimonial_pictures (
      testimonial_id bigint PRIMARY KEY REFERENCES testimonials (id) ON DELETE CASCADE,
      public_id text NOT NULL UNIQUE,
      content_type text NOT NULL
        CHECK (content_type IN ('image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/svg+xml')),
      bytes bytea NOT NULL CHECK (octet_length(bytes) BETWEEN 1 AND 2097152),
      created_at timestamptz NOT NULL DEFAULT now()
    )
  `

  for (const s of seeds) {
    yield* sql`
      INSERT INTO testimonials ${sql.insert({
        user_name: s.name,
        city: s.city,
        product_type: s.product,
        content: s.content,
        rating: s.rating,
        testimonial_date: s.date,
        source: "seed",
        approved: true
      })}
    `
  }
  yield* sql`UPDATE testimonials SET approved_at = created_at WHERE source = 'seed'`
})
