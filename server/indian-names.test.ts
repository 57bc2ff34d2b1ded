/**
 * Names and places written in Indian scripts reach the database as written (spec section 5: letters, spaces,
 * apostrophes and hyphens; letters of Indian scripts are letters): an enquiry, a contact message, a feedback and a
 * grievance, in English and in Hindi requests. The credit check's PAN card names stay Latin: a Devanagari name gets
 * the Hindi message that names the PAN card. On the embedded database, and again on PostgreSQL when
 * TEST_DATABASE_URL is set.
 */
import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import { roomyLimits } from "./limits/rules.ts"
import { type RunningServer, startServer } from "./main.ts"
import { databaseTargets, useTempDirs } from "./test-targets.ts"
import { Tokens } from "./tokens/tokens.ts"

const tempDir = useTempDirs()
const targets = databaseTargets("indian_names", tempDir)

/** Our Hindi words for a PAN card name, written out: the oracle, never imported from domain/. */
const hindiPanName =
  "नाम PAN कार्ड के अनुसार अंग्रेज़ी अक्षरों (A-Z) में लिखें: इसमें केवल ये अक्षर, स्पेस, एपॉस्ट्रॉफ़ी (') और हाइफ़न (-) ही हो सकते हैं।"

describe.each(targets)("names in Indian scripts on $name", (target) => {
  let server: RunningServer

  beforeAll(async () => {
    vi.spyOn(console, "log").mockImplementation(() => {})
    server = await startServer({
      port: 0,
      host: "127.0.0.1",
      distDir: tempDir("loans-indian-names-dist-"),
      limits: roomyLimits(),
      ...target.settings()
    })
  })

  afterAll(async () => {
    if (server) {
      await target.cleanup(server)
      await server.close()
    }
    vi.restoreAllMocks()
  })

  const post = (route: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${route}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(body)
    })
  const rows = <A extends object>(query: (sql: SqlClient.SqlClient) => Effect.Effect<ReadonlyArray<A>, unknown>) =>
    server.run(
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        return yield* Effect.orDie(query(sql))
      })
    )

  describe.each([
    ["en", "9812300001"],
    ["hi", "9812300002"]
  ])("with Accept-Language %s", (language, mobile) => {
    const headers = { "accept-language": language }

    it("takes a Self enquiry from रवि कुमार of पुणे, and a referral by राधा, stored as written", async () => {
      const self = await post(
        "/api/loan-enquiries",
        {
          applicationType: "Self",
          loanType: "Personal Loan",
          first_name: "रवि",
          last_name: "कुमार",
          phone: mobile,
          referralPhone: "",
          email: `ravi-${language}@example.in`,
          location: "पुणे",
          consent: true
        },
        headers
      )
      expect(self.status).toBe(201)
      const { trackingId } = (await self.json()) as { trackingId: string }
      expect(
        await rows(
          (sql) => sql`SELECT first_name, last_name, location FROM loan_enquiries WHERE tracking_id = ${trackingId}`
        )
      ).toEqual([{ first_name: "रवि", last_name: "कुमार", location: "पुणे" }])

      const referral = await post(
        "/api/loan-enquiries",
        {
          applicationType: "Referral",
          loanType: "Home Loan",
          first_name: "மீனா",
          last_name: "",
          phone: mobile.replace(/^98/u, "87"),
          referralPhone: mobile,
          email: `meena-${language}@example.in`,
          location: "சென்னை",
          referralName: "राधा O'Brien-राव",
          referralEmail: `radha-${language}@example.in`,
          referralLocation: "ಬೆಂಗಳೂರು",
          consent: true
        },
        headers
      )
      expect(referral.status).toBe(201)
      const { trackingId: referralId } = (await referral.json()) as { trackingId: string }
      expect(
        await rows(
          (sql) => sql`
            SELECT first_name, location, referral_name, referral_location FROM loan_enquiries
            WHERE tracking_id = ${referralId}
          `
        )
      ).toEqual([
        { first_name: "மீனா", location: "சென்னை", referral_name: "राधा O'Brien-राव", referral_location: "ಬೆಂಗಳೂರು" }
      ])
    })

    it("takes a contact message from रवि कुमार, stored as written", async () => {
      const email = `contact-${language}@example.in`
      const response = await post(
        "/api/contact-us",
        { name: "रवि कुमार", email, phone: mobile, message: "कृपया मुझे कॉल करें।", consent: true },
        headers
      )
      expect(response.status).toBe(200)
      expect(await rows((sql) => sql`SELECT name FROM contact_messages WHERE email = ${email}`)).toEqual([
        { name: "रवि कुमार" }
      ])
    })

    it("takes a feedback from रवि कुमार, stored as written", async () => {
      const email = `feedback-${language}@example.in`
      const response = await post(
        "/api/testimonials",
        { name: "रवि कुमार", email, loanType: "Home Loan", feedback: "बहुत अच्छी सेवा।", rating: 5 },
        headers
      )
      expect(response.status).toBe(201)
      expect(await rows((sql) => sql`SELECT user_name FROM testimonials WHERE email = ${email}`)).toEqual([
        { user_name: "रवि कुमार" }
      ])
    })

    it("takes a grievance from रवि कुमार, stored as written", async () => {
      const email = `grievance-${language}@example.in`
      const token = (await server.run(Tokens.use((t) => t.issue(mobile, "grievance")))).token
      const response = await post(
        "/api/grievances",
        {
          name: "रवि कुमार",
          mobile,
          email,
          trackingId: "",
          category: "Loan enquiry",
          description: "मेरी पूछताछ का कोई उत्तर नहीं आया।"
        },
        { ...headers, authorization: `Bearer ${token}` }
      )
      expect(response.status).toBe(201)
      expect(await rows((sql) => sql`SELECT name FROM grievances WHERE email = ${email}`)).toEqual([
        { name: "रवि कुमार" }
      ])
    })
  })

  it("refuses a Devanagari name on the credit check with the message naming the PAN card, and stores nothing", async () => {
    const mobile = "9812300003"
    const token = (await server.run(Tokens.use((t) => t.issue(mobile, "credit-score")))).token
    const response = await post(
      "/api/cibil-enquiries",
      {
        first_name: "रवि",
        last_name: "Kumar",
        gender: "Male",
        email: "ravi.credit@example.in",
        phone: mobile,
        panNumber: "ABCDE1234F",
        dob: "1990-04-12",
        address: "12 MG Road",
        pincode: "411001",
        city: "Pune",
        state: "Maharashtra",
        acceptTerms: true
      },
      { "accept-language": "hi", authorization: `Bearer ${token}` }
    )
    expect(response.status).toBe(400)
    const body = (await response.json()) as { errors: ReadonlyArray<{ path: string; message: string }> }
    expect(body.errors).toEqual([{ path: "first_name", message: hindiPanName }])
    expect(await rows((sql) => sql`SELECT 1 FROM credit_enquiries WHERE phone = ${mobile}`)).toEqual([])
  })
})
