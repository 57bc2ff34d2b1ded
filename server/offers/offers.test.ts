/**
 * The marketplace's API (issue 31) against the real server, on the embedded database and again on PostgreSQL
 * (TEST_DATABASE_URL): offers priced from the seeded catalogue and ranked by APR, lenders that do not match with their
 * reason, a bad request refused with nothing stored, the Key Fact Statement by proposal number, and the per-address
 * limit under a concurrent burst.
 *
 * The seeded Personal Loan figures (server/offers/seed.ts, sample values): for 750+, HDFC Bank 10.99% with a 2% fee,
 * ICICI Bank 11.24% with 1.5%, Tata Capital 11.49% with 2%, Bajaj Finance 11.99% with 2.5%; fees at least ₹1,000 and
 * at most ₹15,000, plus 18% GST. Worked by hand (and checked with a desk calculator to the paisa) for ₹5,00,000 over
 * 36 months:
 *   HDFC: r = 10.99/1200 = 0.00915833; (1+r)^36 = 1.388466; EMI = 500000 × r × 1.388466 / 0.388466 = ₹16,366.99;
 *         fee 2% = ₹10,000, GST ₹1,800, net disbursed ₹4,88,200; the monthly rate at which 36 × 16,366.99 is worth
 *         4,88,200 today is 1.05409%, × 12 = APR 12.65%.
 *   ICICI: EMI ₹16,426.24, fee ₹7,500 + ₹1,350, net ₹4,91,150, APR 12.48%.
 *   Tata: EMI ₹16,485.63, net ₹4,88,200, APR 13.15%.   Bajaj: EMI ₹16,604.77, fee ₹12,500 + ₹2,250, APR 14.09%.
 * So ICICI ranks first although HDFC's rate is lower: its smaller fee makes the cheaper loan.
 */
import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import { withEmptyCluster } from "../db/test-cluster.ts"
import { defaultLimits, roomyLimits } from "../limits/rules.ts"
import { type RunningServer, startServer } from "../main.ts"
import { databaseTargets, useTempDirs } from "../test-targets.ts"

const tempDir = useTempDirs()
const targets = databaseTargets("offers", tempDir)

const request = {
  loanType: "Personal Loan",
  amount: 500_000,
  tenureMonths: 36,
  employment: "Salaried",
  netMonthlyIncome: 100_000,
  existingEmis: 0,
  dateOfBirth: "1990-01-01",
  pincode: "560001",
  credit: { _tag: "Band", band: "750+" }
}

describe.each(targets)("loan offers on $name", (target) => {
  let server: RunningServer
  let limited: RunningServer
  let address = 0

  const post = (s: RunningServer, body: unknown, from = `203.0.113.${++address % 250}`) =>
    fetch(`${s.url}/api/offers`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": from },
      body: JSON.stringify(body)
    })
  const proposals = () =>
    server.run(
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        return yield* sql<{ n: number }>`SELECT count(*)::int AS n FROM offer_proposals`
      })
    )

  beforeAll(async () => {
    vi.spyOn(console, "log").mockImplementation(() => {})
    server = await startServer({
      port: 0,
      host: "127.0.0.1",
      dataDir: withEmptyCluster(tempDir("loans-offers-")),
      distDir: tempDir("loans-dist-"),
      limits: roomyLimits(),
      ...target.settings()
    })
  }, 180_000)

  afterAll(async () => {
    if (limited) await limited.close()
    if (server) {
      await target.cleanup(server)
      await server.close()
    }
    vi.restoreAllMocks()
  })

  it("every matching lender's offer, ranked by APR: the smaller fee puts ICICI Bank ahead of HDFC Bank's lower rate", async () => {
    const response = await post(server, request)
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body.catalogueVersion).toBe(1)
    expect(
      body.offers.map((o: Record<string, any>) => [o.lender.legalName, o.ratePercent, o.emi, o.processingFee, o.apr])
    ).toEqual([
      ["ICICI Bank Limited", 11.24, 16_426.24, 7_500, 12.48],
      ["HDFC Bank Limited", 10.99, 16_366.99, 10_000, 12.65],
      ["Tata Capital Limited", 11.49, 16_485.63, 10_000, 13.15],
      ["Bajaj Finance Limited", 11.99, 16_604.77, 12_500, 14.09]
    ])
    const hdfc = body.offers[1]
    expect([hdfc.processingFeeGst, hdfc.netDisbursed, hdfc.amount, hdfc.cappedBy]).toEqual([
      1_800,
      488_200,
      500_000,
      null
    ])
    expect(hdfc.proposalNumber).toMatch(/^[A-Z2-9]{20}$/u)
    expect(new Set(body.offers.map((o: { proposalNumber: string }) => o.proposalNumber)).size).toBe(4)
    expect(body.noMatches).toEqual([])
  })

  it("a lender that does not match is listed with its reason and figure", async () => {
    const body = await (await post(server, { ...request, netMonthlyIncome: 20_000 })).json()
    expect(body.offers).toEqual([])
    expect(body.noMatches).toHaveLength(4)
    for (const { reason } of body.noMatches) expect(reason).toEqual({ _tag: "IncomeBelowMinimum", minimum: 25_000 })
  })

  it("a bad request is refused with each field's message, and no proposal is stored", async () => {
    const before = (await proposals())[0]!.n
    const response = await post(server, { ...request, pincode: "012345", tenureMonths: 0 })
    expect(response.status).toBe(400)
    const body = await response.json()
    expect(body._tag).toBe("ValidationError")
    expect(JSON.stringify(body.errors)).toContain("Please enter your 6-digit pincode.")
    expect(JSON.stringify(body.errors)).toContain("Please enter a tenure of 1 to 360 months, in whole months.")
    expect((await proposals())[0]!.n).toBe(before)
  })

  it("the Key Fact Statement of a proposal: its terms, the lender's grievance officer and cooling-off, the schedule", async () => {
    const body = await (await post(server, request)).json()
    const hdfc = body.offers.find((o: { lender: { id: string } }) => o.lender.id === "hdfc-bank")
    const response = await fetch(`${server.url}/api/offers/kfs/${hdfc.proposalNumber}`)
    expect(response.status).toBe(200)
    const kfs = await response.json()
    expect(kfs.offer).toEqual(hdfc)
    expect(kfs.loanType).toBe("Personal Loan")
    expect(kfs.lender.legalName).toBe("HDFC Bank Limited")
    expect(kfs.lender.coolingOffDays).toBe(3)
    expect(kfs.schedule).toHaveLength(36)
    expect(kfs.schedule[0]).toMatchObject({ month: 1, opening: 500_000, instalment: 16_366.99 })
    // interest of the first month: 5,00,000 × 10.99% / 12 = ₹4,579.17
    expect(kfs.schedule[0].interest).toBe(4_579.17)
    expect(kfs.schedule[35].closing).toBe(0)
    // The penal charges in both languages, for the English and the Hindi page.
    expect([kfs.offer.penalCharges, kfs.offer.penalChargesHi]).toEqual([
      "2% a month on the overdue instalment, for the days it is overdue",
      "बकाया किस्त पर 2% प्रति माह, उतने दिनों के लिए जितने दिन वह बकाया रहे"
    ])
  })

  it("a proposal keeps no personal data: not the date of birth, income or pincode the person typed", async () => {
    const body = await (await post(server, { ...request, dateOfBirth: "1987-06-05", pincode: "411038" })).json()
    const rows = await server.run(
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        return yield* sql<{ row: string }>`
          SELECT row_to_json(p)::text AS row FROM offer_proposals p WHERE proposal_number = ${body.offers[0].proposalNumber}
        `
      })
    )
    expect(rows).toHaveLength(1)
    for (const typed of ["1987-06-05", "411038", "100000"]) expect(rows[0]!.row).not.toContain(typed)
  })

  it("an unknown proposal number: 404 with a plain message", async () => {
    const response = await fetch(`${server.url}/api/offers/kfs/ABCDEFGHJKMNPQRSTVWX`)
    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({
      _tag: "ProposalNotFound",
      message: "This offer is no longer open. Please look at the offers again."
    })
  })

  it("a proposal past its three working days is no longer open", async () => {
    const body = await (await post(server, request)).json()
    const number = body.offers[0].proposalNumber
    await server.run(
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        yield* sql`UPDATE offer_proposals SET valid_until = current_date - 1 WHERE proposal_number = ${number}`
      })
    )
    expect((await fetch(`${server.url}/api/offers/kfs/${number}`)).status).toBe(404)
  })

  it("a burst from one address gets exactly the limit's look-ups (60 a minute), the rest 429 with Retry-After", async () => {
    limited = await startServer({
      port: 0,
      host: "127.0.0.1",
      dataDir: withEmptyCluster(tempDir("loans-offers-limited-")),
      distDir: tempDir("loans-dist-"),
      ...target.settings()
    })
    expect(defaultLimits.offers).toEqual({ max: 60, windowSeconds: 60 })
    const answers = await Promise.all(Array.from({ length: 75 }, () => post(limited, request, "198.51.100.9")))
    const statuses = answers.map((r) => r.status)
    expect(statuses.filter((s) => s === 200)).toHaveLength(60)
    expect(statuses.filter((s) => s === 429)).toHaveLength(15)
    const refused = answers.find((r) => r.status === 429)!
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0)
  }, 120_000)
})
