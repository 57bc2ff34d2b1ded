/**
 * The seeded slides' secondary buttons said "Learn More", which tells neither a person using a screen reader's
 * list of links nor a search engine where they go (Lighthouse: link text that says nothing). Each now names its
 * loan page. Only rows still carrying the seeded text and link change: a back-office edit is kept.
 */
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

export const secondaryButtonTexts = [
  ["personal", "/services/personal-loan", "About Personal Loans"],
  ["business", "/services/business-loan", "About Business Loans"],
  ["professional", "/services/professional-loan", "About Professional Loans"],
  ["home", "/services/home-loan", "About Home Loans"],
  ["auto", "/services/auto-loan", "About Auto Loans"],
  ["property", "/services/loan-against-property", "About Loans Against Property"],
  ["commercial-vehicle", "/services/commercial-vehicle-loan", "About Commercial Vehicle Loans"],
  ["working-capital", "/services/working-capital-loan", "About Working Capital Loans"]
] as const

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  for (const [id, url, text] of secondaryButtonTexts) {
    yield* sql`
      UPDATE carousel_slides SET secondary_button_text = ${text}
      WHERE id = ${id} AND secondary_button_url = ${url} AND secondary_button_text = 'Learn More'
    `
  }
})
