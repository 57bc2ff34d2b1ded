/**
 * Recorded consent (issue 14, point 2) on the real server, on both databases: a loan enquiry, a Contact Us message
 * and a credit check without consent answer 400 with the message and write nothing; with it, a consent record is
 * stored with the submission (purpose, notice version, time, channel, what it is attached to, who gave it).
 */
import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import { referralEnquiry as referralFixture, selfEnquiry } from "../../domain/enquiry.fixtures.ts"
import { roomyLimits } from "../limits/rules.ts"
import { type RunningServer, startServer } from "../main.ts"
import { databaseTargets, useTempDirs } from "../test-targets.ts"
import { Tokens } from "../tokens/tokens.ts"
import { Consents } from "./repo.ts"

/** Our words (issue 14), written out: the oracle, never imported from domain/. */
const ours = {
  consent: "Please agree to the Privacy Policy to continue.",
  terms: "Please accept the terms and conditions.",
  version: "2026-11-24"
} as const

const tempDir = useTempDirs()
const targets = databaseTargets("consent", tempDir)

/** A referral whose referrer (Ravi) is nobody else in this file. */
const referralEnquiry = {
  ...referralFixture,
  referralPhone: "9123456780",
  referralName: "Ravi Kumar",
  referralEmail: "ravi@example.in"
}
const contact = {
  name: "Asha Rao",
  email: "asha@example.in",
  phone: "9876543210",
  message: "Please call me.",
  consent: true
}
const creditEnquiry = (phone: string) => ({
  first_name: "Asha",
  last_name: "Rao",
  gender: "Female",
  email: "asha.credit@example.in",
  phone,
  panNumber: "ABCDE1234F",
  dob: "1990-04-12",
  address: "12 MG Road",
  pincode: "560001",
  city: "Bengaluru",
  state: "Karnataka",
  acceptTerms: true
})

const without = <A extends Record<string, unknown>>(o: A, key: keyof A) => {
  const { [key]: _, ...rest } = o
  return rest
}

describe.each(targets)("consent on $name", (target) => {
  let server: RunningServer

  beforeAll(async () => {
    vi.spyOn(console, "log").mockImplementation(() => {})
    server = await startServer({
      port: 0,
      host: "127.0.0.1",
      distDir: tempDir("loans-dist-"),
      requestLog: false,
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
  const countOf = async (table: string) =>
    (await rows<{ n: number }>((sql) => sql`SELECT count(*)::int AS n FROM ${sql(table)}`))[0]!.n
  type ConsentRow = {
    purpose: string
    notice_version: string
    channel: string
    given_at: Date
    enquiry_id: string | null
    credit_enquiry_id: string | null
    contact_message_id: string | null
    mobile: string | null
    email: string | null
  }
  const consentsOf = (where: (sql: SqlClient.SqlClient) => ReturnType<SqlClient.SqlClient["unsafe"]>) =>
    rows<ConsentRow>(
      (sql) => sql`
        SELECT purpose, notice_version, channel, given_at, enquiry_id::text AS enquiry_id,
          credit_enquiry_id::text AS credit_enquiry_id, contact_message_id::text AS contact_message_id, mobile, email
        FROM consents WHERE ${where(sql)} ORDER BY id
      `
    )

  const expectRefused = async (response: Response, field: string, message: string) => {
    expect(response.status).toBe(400)
    const body = await response.json()
    expect(body.success).toBe(false)
    expect(body.errors).toEqual([{ path: field, message }])
    expect(body.message).toBe(message)
  }

  describe("loan enquiries", () => {
    it.each([
      ["a Self enquiry without consent", without(selfEnquiry, "consent")],
      ["a Self enquiry with consent false", { ...selfEnquiry, consent: false }],
      ["a Referral without consent", without(referralEnquiry, "consent")],
      ["a Referral with consent false", { ...referralEnquiry, consent: false }],
      ["consent as the string 'true'", { ...selfEnquiry, consent: "true" }]
    ])("%s: 400 with the message, and nothing written", async (_case, payload) => {
      const before = [await countOf("loan_enquiries"), await countOf("consents"), await countOf("idempotency_keys")]
      const response = await post("/api/loan-enquiries", payload, { "idempotency-key": crypto.randomUUID() })
      if (typeof (payload as { consent?: unknown }).consent === "string") {
        expect(response.status).toBe(400)
        expect((await response.json()).errors.map((e: { path: string }) => e.path)).toEqual(["consent"])
      } else await expectRefused(response, "consent", ours.consent)
      expect([await countOf("loan_enquiries"), await countOf("consents"), await countOf("idempotency_keys")]).toEqual(
        before
      )
    })

    it("a Self enquiry stores its consent record: purpose, version, time, web, the enquiry, the applicant", async () => {
      const started = Date.now()
      const response = await post("/api/loan-enquiries", selfEnquiry)
      expect(response.status).toBe(201)
      const { trackingId } = await response.json()
      const [enquiry] = await rows<{ id: string }>(
        (sql) => sql`SELECT id::text AS id FROM loan_enquiries WHERE tracking_id = ${trackingId}`
      )
      const stored = await consentsOf((sql) => sql`enquiry_id = ${enquiry!.id}`)
      expect(stored).toEqual([
        {
          purpose: "loan-enquiry",
          notice_version: ours.version,
          channel: "web",
          given_at: expect.any(Date),
          enquiry_id: enquiry!.id,
          credit_enquiry_id: null,
          contact_message_id: null,
          mobile: "9876543210",
          email: "asha@example.in"
        }
      ])
      expect(stored[0]!.given_at.getTime()).toBeGreaterThanOrEqual(started - 5_000)
      expect(stored[0]!.given_at.getTime()).toBeLessThanOrEqual(Date.now() + 5_000)
    })

    it("a Referral's consent is the referrer's, who filled the form", async () => {
      const response = await post("/api/loan-enquiries", referralEnquiry)
      expect(response.status).toBe(201)
      const { trackingId } = await response.json()
      const stored = await consentsOf(
        (sql) => sql`enquiry_id = (SELECT id FROM loan_enquiries WHERE tracking_id = ${trackingId})`
      )
      expect(stored.map((c) => [c.purpose, c.mobile, c.email])).toEqual([
        ["loan-enquiry", "9123456780", "ravi@example.in"]
      ])
    })

    it("a retry with the same Idempotency-Key stores one enquiry and one consent record", async () => {
      const key = crypto.randomUUID()
      const payload = { ...selfEnquiry, phone: "9000012345" }
      const first = await post("/api/loan-enquiries", payload, { "idempotency-key": key })
      const again = await post("/api/loan-enquiries", payload, { "idempotency-key": key })
      expect([first.status, again.status]).toEqual([201, 201])
      const { trackingId } = await first.json()
      expect((await again.json()).trackingId).toBe(trackingId)
      const stored = await consentsOf(
        (sql) => sql`enquiry_id IN (SELECT id FROM loan_enquiries WHERE phone = ${"9000012345"})`
      )
      expect(stored).toHaveLength(1)
    })
  })

  describe("Contact Us", () => {
    it.each([
      ["without consent", without(contact, "consent")],
      ["with consent false", { ...contact, consent: false }]
    ])("%s: 400 with the message, and nothing written", async (_case, payload) => {
      const before = [await countOf("contact_messages"), await countOf("consents")]
      await expectRefused(await post("/api/contact-us", payload), "consent", ours.consent)
      expect([await countOf("contact_messages"), await countOf("consents")]).toEqual(before)
    })

    it("stores the message with its consent record", async () => {
      const response = await post("/api/contact-us", { ...contact, phone: "9811122233" })
      expect(response.status).toBe(200)
      const [message] = await rows<{ id: string }>(
        (sql) => sql`SELECT id::text AS id FROM contact_messages WHERE phone = ${"9811122233"}`
      )
      const stored = await consentsOf((sql) => sql`contact_message_id = ${message!.id}`)
      expect(stored).toMatchObject([
        {
          purpose: "contact",
          notice_version: ours.version,
          channel: "web",
          enquiry_id: null,
          credit_enquiry_id: null,
          mobile: "9811122233",
          email: "asha@example.in"
        }
      ])
    })
  })

  describe("the records as kept, and a submission without consent", () => {
    const referralToken = async (mobile: string) => ({
      authorization: `Bearer ${(await server.run(Tokens.use((t) => t.issue(mobile, "referral")))).token}`
    })
    const consenterOf = async (trackingId: string) =>
      (
        await rows<{ mobile: string | null; email: string | null }>(
          (sql) => sql`
            SELECT mobile, email FROM consents
            WHERE enquiry_id = (SELECT id FROM loan_enquiries WHERE tracking_id = ${trackingId})
          `
        )
      ).map((c) => [c.mobile, c.email])
    const { referralEmail: _e, referralLocation: _l, ...withoutReferrerEmail } = referralEnquiry

    it.each<[string, Record<string, unknown>, string | undefined, Array<[string, string | null]>]>([
      [
        "a Self enquiry: the applicant",
        { ...selfEnquiry, phone: "9700000001" },
        undefined,
        [["9700000001", "asha@example.in"]]
      ],
      [
        "a Self enquiry with a blank e-mail: no e-mail",
        { ...selfEnquiry, phone: "9700000002", email: "" },
        undefined,
        [["9700000002", null]]
      ],
      [
        "a Referral sent by the referrer: the referrer",
        { ...referralEnquiry, phone: "9700000003" },
        undefined,
        [["9123456780", "ravi@example.in"]]
      ],
      [
        "a Referral sent from a link: the visitor, not the referrer",
        { ...referralEnquiry, phone: "9700000004", via: "link" },
        "9700000004",
        [["9700000004", "meera@example.in"]]
      ],
      [
        "a Referral sent from a link with a blank e-mail: the visitor, no e-mail",
        { ...withoutReferrerEmail, phone: "9700000005", email: "", via: "link" },
        "9700000005",
        [["9700000005", null]]
      ]
    ])("the consent of %s", async (_case, payload, visitor, expected) => {
      const response = await post("/api/loan-enquiries", payload, visitor ? await referralToken(visitor) : {})
      expect(response.status).toBe(201)
      expect(await consenterOf((await response.json()).trackingId)).toEqual(expected)
    })

    it("Consents.all lists each record's purpose, notice version, channel, time, what it is attached to (ids as text) and who gave it", async () => {
      const enquiry = await post("/api/loan-enquiries", { ...selfEnquiry, phone: "9700000011" })
      expect(enquiry.status).toBe(201)
      const message = await post("/api/contact-us", { ...contact, phone: "9700000012" })
      expect(message.status).toBe(200)
      const mobile = "9700000013"
      const credit = await post("/api/cibil-enquiries", creditEnquiry(mobile), {
        authorization: `Bearer ${(await server.run(Tokens.use((t) => t.issue(mobile, "credit-score")))).token}`
      })
      expect(credit.status).toBe(200)
      const idOf = async (table: string, phone: string) =>
        (await rows<{ id: string }>((sql) => sql`SELECT id::text AS id FROM ${sql(table)} WHERE phone = ${phone}`))[0]!
          .id
      const ids = {
        enquiry: await idOf("loan_enquiries", "9700000011"),
        message: await idOf("contact_messages", "9700000012"),
        credit: await idOf("credit_enquiries", mobile)
      }
      const all = await server.run(Consents.use((c) => c.all).pipe(Effect.provide(Consents.layer)))
      const iso = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/u)
      expect(all.slice(-3)).toEqual([
        {
          purpose: "loan-enquiry",
          noticeVersion: "2026-11-24",
          channel: "web",
          givenAt: iso,
          enquiryId: ids.enquiry,
          creditEnquiryId: null,
          contactMessageId: null,
          mobile: "9700000011",
          email: "asha@example.in"
        },
        {
          purpose: "contact",
          noticeVersion: "2026-11-24",
          channel: "web",
          givenAt: iso,
          enquiryId: null,
          creditEnquiryId: null,
          contactMessageId: ids.message,
          mobile: "9700000012",
          email: "asha@example.in"
        },
        {
          purpose: "credit-check",
          noticeVersion: "2026-11-24",
          channel: "web",
          givenAt: iso,
          enquiryId: null,
          creditEnquiryId: ids.credit,
          contactMessageId: null,
          mobile: "9700000013",
          email: "asha.credit@example.in"
        }
      ])
      expect(Object.values(ids).every((id) => /^[1-9]\d*$/u.test(id))).toBe(true)
    })
  })

  describe("the credit check (the terms box covers it)", () => {
    const token = (mobile: string) =>
      server.run(Tokens.use((t) => t.issue(mobile, "credit-score"))).then((t) => t.token)

    it("without the terms: 400 and nothing written", async () => {
      const mobile = "9822233344"
      const before = [await countOf("credit_enquiries"), await countOf("consents")]
      const response = await post(
        "/api/cibil-enquiries",
        { ...creditEnquiry(mobile), acceptTerms: false },
        { authorization: `Bearer ${await token(mobile)}` }
      )
      await expectRefused(response, "acceptTerms", ours.terms)
      expect([await countOf("credit_enquiries"), await countOf("consents")]).toEqual(before)
    })

    it("stores the credit enquiry with a credit-check consent record", async () => {
      const mobile = "9833344455"
      const response = await post("/api/cibil-enquiries", creditEnquiry(mobile), {
        authorization: `Bearer ${await token(mobile)}`
      })
      expect(response.status).toBe(200)
      const stored = await consentsOf(
        (sql) => sql`credit_enquiry_id IN (SELECT id FROM credit_enquiries WHERE phone = ${mobile})`
      )
      expect(stored).toMatchObject([
        {
          purpose: "credit-check",
          notice_version: ours.version,
          channel: "web",
          enquiry_id: null,
          contact_message_id: null,
          mobile,
          email: "asha.credit@example.in"
        }
      ])
    })
  })
})
