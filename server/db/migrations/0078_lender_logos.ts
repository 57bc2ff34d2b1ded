/**
 * A lender's logo (issue 31: "each offer shows the lender's name and logo"): a lender of the catalogue may name one of
 * our partner lettermarks (domain/lenders.ts, `logo`). The catalogue is kept whole in lender_catalogues.catalogue, so
 * no column changes. A database whose catalogue was written before logos existed gets the next version with the logo
 * of each lender the catalogue started with (server/offers/seed.ts), changed by "logos"; a lender staff added, or one
 * that already has a logo, is left as it is. An empty table (a new database) is seeded with the logos already.
 */
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

/** The starting lenders' logos, written out: this step must not change when the seed does. */
const logos: Readonly<Record<string, string>> = {
  "hdfc-bank": "HDFCBank.svg",
  "icici-bank": "ICICIBank.svg",
  "state-bank-of-india": "StateBankOfIndia.svg",
  "axis-bank": "AxisBank.svg",
  "kotak-mahindra-bank": "KotakMahindraBank.svg",
  "idfc-first-bank": "IDFCFirstBank.svg",
  "bajaj-finance": "BajajFinserv.svg",
  "tata-capital": "TataCapital.svg",
  "aditya-birla-finance": "AdityaBirlaCapital.svg",
  "poonawalla-fincorp": "PoonawallaFincorp.svg",
  "shriram-finance": "ShriramFinance.svg",
  "mahindra-finance": "MahindraFinance.svg",
  cholamandalam: "CholamandalamFinance.svg",
  "lic-housing-finance": "LICHousingFinance.svg",
  "pnb-housing-finance": "PNBHousingFinance.svg",
  "bajaj-housing-finance": "BajajHousingFinance.svg"
}

interface StoredCatalogue {
  readonly version: number
  readonly lenders: ReadonlyArray<{ readonly id: string; readonly logo?: string }>
}

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const rows = yield* sql<{ version: number; catalogue: unknown }>`
    SELECT version, catalogue FROM lender_catalogues ORDER BY version DESC LIMIT 1
  `
  const row = rows[0]
  if (row === undefined) return
  const newest = (typeof row.catalogue === "string" ? JSON.parse(row.catalogue) : row.catalogue) as StoredCatalogue
  const missing = newest.lenders.filter((l) => l.logo === undefined && logos[l.id] !== undefined)
  if (missing.length === 0) return
  const next = {
    ...newest,
    version: row.version + 1,
    lenders: newest.lenders.map((l) => (l.logo === undefined && logos[l.id] ? { ...l, logo: logos[l.id] } : l))
  }
  yield* sql`
    INSERT INTO lender_catalogues (version, catalogue, changed_by)
    VALUES (${next.version}, ${JSON.stringify(next)}::jsonb, 'logos')
  `
})
