/**
 * "Choose this offer" (issue 31, section 3) against the real server, on the embedded database and again on PostgreSQL
 * (TEST_DATABASE_URL): the person's mobile verified by OTP (an `offer` token), their details, and a consent naming the
 * lender make an enquiry carrying the offer's lender and proposal number; the status look-up names the lender. Refused
 * without a verified mobile (401), for an unknown or expired proposal (404), for an offer another mobile chose (409),
 * for bad input (400, with the field's message, in Hindi too), and beyond the per-address limit (429): none of them
 * writes anything.
 *
 * The request is the one server/offers/offers.test.ts works by hand (Personal Loan, ₹5,00,000 over 36 months, 750+):
 * ICICI Bank Limited ranks first.
 */
import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import { withEmptyCluster } from "../db/test-cluster.ts"
import { roomyLimits } from "../limits/rules.ts"
import { type RunningServer, startServer } from "../main.ts"
import { databaseTargets, useTempDirs } from "../test-targets.ts"
import { Tokens } from "../tokens/tokens.ts"

const tempDir = useTempDirs()
const targets = databaseTargets("choose", tempDir)

const terms = {
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

const person = {
  first_name: "Asha",
  last_name: "Rao",
  phone: "9876543210",
  email: "asha@example.in",
  location: "Pune",
  consent: true
}

describe.each(targets)('"Choose this offer" on $name', (target) => {
  let server: RunningServer
  let address = 0

  const from = () => `203.0.113.${++address % 250}`
  const json = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": from(), ...headers },
      body: JSON.stringify(body)
    })
  const tokenFor = (mobile: string, purpose: "offer" | "grievance" | "my-data" = "offer") =>
    server
      .run(Tokens.use((t) => t.issue(mobile, purpose)))
      .then((t) => ({ authorization: `Bearer ${t.token}` }) as Record<string, string>)
  /** ICICI Bank's offer for the worked request: a fresh proposal each time. */
  const iciciOffer = async (): Promise<{ proposalNumber: string; lender: { legalName: string } }> => {
    const body = await (await json("/api/offers", terms)).json()
    return body.offers.find((o: { lender: { id: string } }) => o.lender.id === "icici-bank")
  }
  const query = <A extends object>(run: (sql: SqlClient.SqlClient) => Effect.Effect<ReadonlyArray<A>, unknown>) =>
    server.run(
      Effect.orDie(
        Effect.gen(function* () {
          return yield* run(yield* SqlClient.SqlClient)
        })
      )
    )
  /** Enquiries and consent records stored, to show a refusal writes nothing. */
  const stored = () =>
    query(
      (sql) => sql<{ enquiries: number; consents: number }>`
        SELECT (SELECT count(*)::int FROM loan_enquiries) AS enquiries, (SELECT count(*)::int FROM consents) AS consents
      `
    ).then((rows) => rows[0])

  beforeAll(async () => {
    vi.spyOn(console, "log").mockImplementation(() => {})
    server = await startServer({
      port: 0,
      host: "127.0.0.1",
      dataDir: withEmptyCluster(tempDir("loans-choose-")),
      distDir: tempDir("loans-dist-"),
      limits: roomyLimits(),
      ...target.settings()
    })
  }, 180_000)

  afterAll(async () => {
    if (server) {
      await target.cleanup(server)
      await server.close()
    }
    vi.restoreAllMocks()
  })

  it("makes an enquiry with the offer's lender and proposal number, a consent naming that lender, and the look-up names it", async () => {
    const offer = await iciciOffer()
    expect(offer.lender.legalName).toBe("ICICI Bank Limited")
    const response = await json(
      "/api/offers/choose",
      { ...person, proposalNumber: offer.proposalNumber },
      await tokenFor(person.phone)
    )
    expect(response.status).toBe(201)
    const body = await response.json()
    expect(body.success).toBe(true)
    expect(body.lender).toBe("ICICI Bank Limited")
    expect(body.trackingId).toMatch(/^[A-Z0-9]{5}-[A-Z0-9]{5}$/u)

    const [row] = await query(
      (sql) => sql<Record<string, string>>`
        SELECT application_type, loan_type, first_name, last_name, phone, email, location, status, lender_id,
          lender_name, proposal_number
        FROM loan_enquiries WHERE tracking_id = ${body.trackingId}
      `
    )
    expect(row).toEqual({
      application_type: "Self",
      loan_type: "Personal Loan",
      first_name: "Asha",
      last_name: "Rao",
      phone: "9876543210",
      email: "asha@example.in",
      location: "Pune",
      status: "Call Back",
      lender_id: "icici-bank",
      lender_name: "ICICI Bank Limited",
      proposal_number: offer.proposalNumber
    })
    const consents = await query(
      (sql) => sql<Record<string, string>>`
        SELECT c.purpose, c.mobile, c.email, c.lender_id, c.lender_name FROM consents c
        JOIN loan_enquiries e ON e.id = c.enquiry_id WHERE e.tracking_id = ${body.trackingId}
      `
    )
    expect(consents).toEqual([
      {
        purpose: "loan-enquiry",
        mobile: "9876543210",
        email: "asha@example.in",
        lender_id: "icici-bank",
        lender_name: "ICICI Bank Limited"
      }
    ])

    const tracked = await fetch(`${server.url}/api/loan-enquiries/track-application/${body.trackingId}`)
    expect(tracked.status).toBe(200)
    const { data } = await tracked.json()
    expect([data.name, data.loanType, data.status, data.lender]).toEqual([
      "Asha R.",
      "Personal Loan",
      "Call Back",
      "ICICI Bank Limited"
    ])
  })

  it('each sharing with a lender is on "My data" (what, with whom, when); an erasure keeps it without the mobile', async () => {
    const mobile = "9345678901"
    const offer = await iciciOffer()
    const made = await (
      await json(
        "/api/offers/choose",
        { ...person, phone: mobile, proposalNumber: offer.proposalNumber },
        await tokenFor(mobile)
      )
    ).json()
    const myData = await tokenFor(mobile, "my-data")
    const viewed = await fetch(`${server.url}/api/my-data`, { headers: { ...myData, "x-forwarded-for": from() } })
    expect(viewed.status).toBe(200)
    const { data } = await viewed.json()
    expect(data.shares).toHaveLength(1)
    const [share] = data.shares
    expect([share.trackingId, share.lenderName, share.details]).toEqual([
      made.trackingId,
      "ICICI Bank Limited",
      ["name", "mobile", "email", "location", "offer"]
    ])
    expect(Math.abs(Date.parse(share.sharedAt) - Date.now())).toBeLessThan(60_000)
    expect(data.consents).toHaveLength(1)

    const erased = await json("/api/my-data/erase", { confirm: true }, myData)
    expect(erased.status).toBe(200)
    expect((await erased.json()).counts.shares).toBe(1)
    const kept = await query(
      (sql) => sql<{ mobile: string | null; lender_name: string; erased: boolean }>`
        SELECT mobile, lender_name, erased_at IS NOT NULL AS erased FROM lender_shares WHERE tracking_id = ${made.trackingId}
      `
    )
    expect(kept).toEqual([{ mobile: null, lender_name: "ICICI Bank Limited", erased: true }])
  })

  it("an enquiry from the apply form names no lender in its look-up", async () => {
    const made = await json("/api/loan-enquiries", {
      applicationType: "Self",
      loanType: "Home Loan",
      first_name: "Ravi",
      last_name: "Kumar",
      phone: "9123456780",
      referralPhone: "",
      location: "Nagpur",
      consent: true
    })
    expect(made.status).toBe(201)
    const { trackingId } = await made.json()
    const { data } = await (await fetch(`${server.url}/api/loan-enquiries/track-application/${trackingId}`)).json()
    expect(data.name).toBe("Ravi K.")
    expect("lender" in data).toBe(false)
  })

  it("the same mobile choosing the offer again gets the same tracking ID; another mobile gets 409 and writes nothing", async () => {
    const offer = await iciciOffer()
    const choice = { ...person, phone: "9988776655", proposalNumber: offer.proposalNumber }
    const first = await (await json("/api/offers/choose", choice, await tokenFor(choice.phone))).json()
    const before = await stored()
    const again = await json("/api/offers/choose", choice, await tokenFor(choice.phone))
    expect(again.status).toBe(201)
    expect((await again.json()).trackingId).toBe(first.trackingId)
    const other = await json("/api/offers/choose", { ...choice, phone: "9811122233" }, await tokenFor("9811122233"))
    expect(other.status).toBe(409)
    expect(await other.json()).toEqual({
      _tag: "ProposalTaken",
      success: false,
      message: "This offer was already chosen. Please look at the offers again."
    })
    expect(await stored()).toEqual(before)
  })

  it("without a verified mobile: 401, for no token, a token of another mobile or of another purpose; nothing written", async () => {
    const offer = await iciciOffer()
    const choice = { ...person, proposalNumber: offer.proposalNumber }
    const before = await stored()
    for (const headers of [{}, await tokenFor("9000000001"), await tokenFor(person.phone, "grievance")]) {
      const response = await json("/api/offers/choose", choice, headers)
      expect(response.status).toBe(401)
      expect((await response.json()).message).toBe(
        "Please verify your mobile number with the OTP to choose this offer."
      )
    }
    expect(await stored()).toEqual(before)
  })

  it("an unknown or expired proposal: 404 with the catalog's message; nothing written", async () => {
    const offer = await iciciOffer()
    // Its three working days are over: it held until yesterday.
    await query(
      (sql) => sql`
        UPDATE offer_proposals SET valid_until = current_date - 1 WHERE proposal_number = ${offer.proposalNumber}
        RETURNING proposal_number
      `
    )
    const token = await tokenFor(person.phone)
    const before = await stored()
    for (const proposalNumber of [offer.proposalNumber, "ABCDEFGHJKMNPQRSTVWX"]) {
      const response = await json("/api/offers/choose", { ...person, proposalNumber }, token)
      expect(response.status).toBe(404)
      expect(await response.json()).toEqual({
        _tag: "ProposalNotFound",
        success: false,
        message: "This offer is no longer open. Please look at the offers again."
      })
    }
    expect(await stored()).toEqual(before)
  })

  it("bad input: 400 with each field's message (in Hindi when asked), before the token is read; nothing written", async () => {
    const offer = await iciciOffer()
    const before = await stored()
    const bad = { ...person, proposalNumber: offer.proposalNumber, email: "", phone: "12345", consent: false }
    const response = await json("/api/offers/choose", bad, await tokenFor(person.phone))
    expect(response.status).toBe(400)
    const text = JSON.stringify((await response.json()).errors)
    expect(text).toContain("Please enter your email address.")
    expect(text).toContain("Mobile number must be 10 digits")
    expect(text).toContain("Please agree to the Privacy Policy to continue.")
    const hindi = await json(
      "/api/offers/choose",
      { ...bad, phone: person.phone, consent: true },
      { "accept-language": "hi" }
    )
    expect(hindi.status).toBe(400)
    expect(JSON.stringify((await hindi.json()).errors)).toContain("कृपया अपना ईमेल पता दर्ज करें")
    expect(await stored()).toEqual(before)
  })

  it("stores how the person wants to hear from us with the offer's enquiry, and refuses a preference without a channel", async () => {
    const offer = await iciciOffer()
    const before = await stored()
    const refused = await json(
      "/api/offers/choose",
      { ...person, proposalNumber: offer.proposalNumber, contact: { channels: [], callFrom: 9, callTo: 21 } },
      await tokenFor(person.phone)
    )
    expect(refused.status).toBe(400)
    expect((await refused.json()).errors).toEqual([
      { path: "contact.channels", message: "Choose at least one way to hear from us." }
    ])
    expect(await stored()).toEqual(before)

    const chosen = await json(
      "/api/offers/choose",
      {
        ...person,
        proposalNumber: offer.proposalNumber,
        contact: { channels: ["whatsapp", "email"], callFrom: 9, callTo: 21 }
      },
      await tokenFor(person.phone)
    )
    expect(chosen.status).toBe(201)
    const { trackingId } = await chosen.json()
    const [row] = await query(
      (sql) => sql<{ channels: ReadonlyArray<string>; call_from: number; call_to: number }>`
        SELECT contact_channels AS channels, call_from, call_to FROM loan_enquiries WHERE tracking_id = ${trackingId}
      `
    )
    expect(row).toEqual({ channels: ["whatsapp", "email"], call_from: 9, call_to: 21 })
  })

  it("keeps the language the offer was chosen in, for the messages about it", async () => {
    const localeOf = async (acceptLanguage: string | undefined) => {
      const offer = await iciciOffer()
      const response = await json(
        "/api/offers/choose",
        { ...person, proposalNumber: offer.proposalNumber },
        { ...(await tokenFor(person.phone)), ...(acceptLanguage ? { "accept-language": acceptLanguage } : {}) }
      )
      expect(response.status).toBe(201)
      const { trackingId } = await response.json()
      const [row] = await query(
        (sql) => sql<{ locale: string }>`SELECT locale FROM loan_enquiries WHERE tracking_id = ${trackingId}`
      )
      return row?.locale
    }
    expect(await localeOf("hi")).toBe("hi")
    expect(await localeOf(undefined)).toBe("en")
  })
})
