/**
 * "My data" (issue 14, point 4) on the real server, on the embedded database and again on PostgreSQL
 * (TEST_DATABASE_URL): a person with a record in every table sees them all with a `my-data` token (PAN masked),
 * downloads them as one JSON attachment, asks for corrections (bad ones 400 and nothing written), and erases: after
 * the erasure no column of any table (text, json, bytea, arrays) holds the mobile, the e-mail, the name or the PAN,
 * the OTP rows filed under HMACs of the mobile are gone, the tracking ID reads "Removed at your request", and the
 * records kept by law are kept without identity. A failure part-way (a trigger that raises on the last statement)
 * erases nothing. Two erasures at once: one erases, the other finds nothing. Corrections and erasures are limited
 * to 5 an hour per client address, under a burst. The person's grievance (raised with a `grievance` token, replied to
 * by staff) is listed and downloaded, and erased with the rest: its number, category, status and dates stay, its
 * look-up by the old mobile finds nothing and the back office's queue shows it as removed.
 *
 * Records are the verified mobile's, never reached through an e-mail address: a person who gives their own mobile and
 * someone else's e-mail on a form (an enquiry, a contact message) sees and erases nothing of that person's: not their
 * feedback (which is tied to no mobile and is not part of My data), not their consents. An erasure spends its token
 * and voids every token of the mobile issued before it, of any purpose (401 from then on); one issued after is taken.
 */
import { Effect, Redacted } from "effect"
import { SqlClient } from "effect/sql"
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import type { OtpPurpose } from "../../domain/otp.ts"
import { Enquiries } from "../enquiries/repo.ts"
import { defaultLimits, roomyLimits } from "../limits/rules.ts"
import { type RunningServer, startServer } from "../main.ts"
import { Outbox } from "../otp/sms.ts"
import { adminSessionCookie, databaseTargets, useTempDirs } from "../test-targets.ts"
import { Tokens } from "../tokens/tokens.ts"

const tempDir = useTempDirs()
const targets = databaseTargets("mydata", tempDir)
const password = "correct horse battery staple 42"

const person = {
  first: "Zephyrine",
  last: "Quillfeather",
  email: "zephyrine.quill@example.in",
  pan: "QWRTY6789Z",
  /** Words found nowhere else: in the grievance's description, and in our reply to it. */
  grievanceWord: "Brindlecombe",
  replyWord: "Thistlewaite"
}
const friend = { first: "Farida", last: "Khanum", email: "farida.k@example.in" }

const removed = "Removed at your request"
const messages = {
  missingToken: "Please verify your mobile number to see your data.",
  badToken: "Your verification has expired. Please verify your mobile number again.",
  details: "Please describe what is wrong and what it should be (at most 1,000 characters).",
  field: "Please say which detail is wrong (at most 60 characters).",
  record: "Please choose the record to correct.",
  notYours: "This record is not among the records held for your mobile number.",
  sent: "Your correction request has been sent. We will reply within 30 days.",
  erased: "Your data has been erased and your consent withdrawn.",
  nothing: "We hold no personal data for this mobile number."
}

/** An SVG picture that carries the person's name in its bytes. */
const svg = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><title>${person.first} ${person.last}</title><rect width="10" height="10"/></svg>`
)

let mobiles = 0
const freshMobile = () =>
  `97${String(Date.now() % 1_000_000).padStart(6, "0")}${String(mobiles++ % 100).padStart(2, "0")}`

describe.each(targets)("my data on $name", (target) => {
  let server: RunningServer
  let cookie = ""
  let addresses = 0
  const freshAddress = () => `10.9.${Math.floor(addresses / 250)}.${(addresses++ % 250) + 1}`

  const post = (route: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${route}`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": freshAddress(), ...headers },
      body: JSON.stringify(body)
    })
  const get = (route: string, headers: Record<string, string> = {}) => fetch(`${server.url}${route}`, { headers })
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` })
  const latestCode = async (mobile: string) => {
    const code = await server.run(Outbox.use((o) => o.latestCode(mobile)))
    expect(code).toMatch(/^\d{6}$/u)
    return code!
  }
  const tokenFor = async (mobile: string, purpose: OtpPurpose) => {
    expect((await post("/api/otp", { mobile, purpose })).status).toBe(200)
    const response = await post("/api/otp/verify", { mobile, purpose, code: await latestCode(mobile) })
    expect(response.status).toBe(200)
    return (await response.json()).token as string
  }
  /** A token as the OTP check issues it, without sending a code. */
  const issued = async (mobile: string, purpose: OtpPurpose) =>
    (await server.run(Tokens.use((t) => t.issue(mobile, purpose)))).token
  const rows = <A extends object>(query: (sql: SqlClient.SqlClient) => Effect.Effect<ReadonlyArray<A>, unknown>) =>
    server.run(
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        return yield* Effect.orDie(query(sql))
      })
    )
  const admin = (route: string, init: { method?: string; body?: unknown } = {}) =>
    fetch(`${server.url}/api/admin${route}`, {
      method: init.method ?? "GET",
      headers: {
        "x-admin-request": "1",
        cookie: `loans_admin=${cookie}`,
        ...(init.body === undefined ? {} : { "content-type": "application/json" })
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) })
    })

  /** Every table's every row as JSON text, to compare before and after. */
  const snapshot = async () => {
    const tables = await rows<{ table_name: string }>(
      (sql) => sql`
        SELECT table_name FROM information_schema.tables
        WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name
      `
    )
    const out: Record<string, unknown> = {}
    for (const { table_name } of tables)
      out[table_name] = await rows(
        (sql) => sql`SELECT coalesce(json_agg(t ORDER BY t::text), '[]')::text AS rows FROM ${sql(table_name)} t`
      )
    return out
  }

  /** Where `needle` occurs (case-insensitive) in any column of any table: text, json, arrays, bytea. */
  const findEverywhere = async (needle: string) => {
    const columns = await rows<{ table_name: string; column_name: string; data_type: string }>(
      (sql) => sql`
        SELECT table_name, column_name, data_type FROM information_schema.columns
        WHERE table_schema = current_schema()
          AND table_name IN (
            SELECT table_name FROM information_schema.tables
            WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'
          )
        ORDER BY table_name, ordinal_position
      `
    )
    expect(columns.length).toBeGreaterThan(80)
    const found: Array<string> = []
    for (const c of columns) {
      const value =
        c.data_type === "bytea"
          ? (sql: SqlClient.SqlClient) => sql`encode(${sql(c.column_name)}, 'escape')`
          : (sql: SqlClient.SqlClient) => sql`${sql(c.column_name)}::text`
      const [hit] = await rows<{ n: number }>(
        (sql) => sql`
          SELECT count(*)::int AS n FROM ${sql(c.table_name)}
          WHERE strpos(lower(${value(sql)}), ${needle.toLowerCase()}) > 0
        `
      )
      if (hit!.n > 0) found.push(`${c.table_name}.${c.column_name}`)
    }
    return found
  }

  beforeAll(async () => {
    vi.spyOn(console, "log").mockImplementation(() => {})
    server = await startServer({
      port: 0,
      host: "127.0.0.1",
      distDir: tempDir("loans-dist-"),
      requestLog: false,
      adminPassword: Redacted.make(password),
      // Many requests here; the two limits under test keep their production defaults (5 an hour per address).
      limits: { ...roomyLimits(), corrections: defaultLimits.corrections, erasures: defaultLimits.erasures },
      // The tests play the proxy: each request names a fresh client address in X-Forwarded-For.
      trustProxy: ["127.0.0.1"],
      ...target.settings()
    })
    cookie = await adminSessionCookie(server, password)
  }, 120_000)

  afterAll(async () => {
    if (server) {
      await target.cleanup(server)
      await server.close()
    }
    vi.restoreAllMocks()
  })

  /** A person with a record in every table: the ids of what was made. */
  const makePerson = async (mobile: string) => {
    const friendMobile = freshMobile()
    const self = await post(
      "/api/loan-enquiries",
      {
        applicationType: "Self",
        loanType: "Personal Loan",
        first_name: person.first,
        last_name: person.last,
        phone: mobile,
        referralPhone: "",
        email: person.email,
        location: "Shillong",
        consent: true
      },
      { "idempotency-key": `key-${mobile}` }
    )
    expect(self.status).toBe(201)
    const selfId = (await self.json()).trackingId as string
    const referral = await post("/api/loan-enquiries", {
      applicationType: "Referral",
      loanType: "Home Loan",
      first_name: friend.first,
      last_name: friend.last,
      phone: friendMobile,
      email: friend.email,
      location: "Agra",
      referralName: `${person.first} ${person.last}`,
      referralEmail: person.email,
      referralPhone: mobile,
      referralLocation: "Shillong",
      consent: true
    })
    expect(referral.status).toBe(201)
    const referralId = (await referral.json()).trackingId as string
    await server.run(Enquiries.use((e) => e.setStatus(referralId, "Disbursed")))
    const redeem = await tokenFor(mobile, "redeem")
    const summary = await (await get(`/api/reward-enquiries/${mobile}`, bearer(redeem))).json()
    const withdrawal = await post(
      "/api/reward-enquiries/request-withdrawal",
      { referralPhone: mobile, enquiryIds: summary.data.availableForWithdrawal.map((i: { _id: string }) => i._id) },
      bearer(redeem)
    )
    expect(withdrawal.status).toBe(200)
    const credit = await post(
      "/api/cibil-enquiries",
      {
        first_name: person.first,
        last_name: person.last,
        gender: "Female",
        email: person.email,
        phone: mobile,
        panNumber: person.pan,
        dob: "1991-07-09",
        address: "4 Laitumkhrah Road",
        pincode: "793003",
        city: "Shillong",
        state: "Meghalaya",
        acceptTerms: true
      },
      bearer(await tokenFor(mobile, "credit-score"))
    )
    expect(credit.status).toBe(200)
    const contact = await post("/api/contact-us", {
      name: `${person.first} ${person.last}`,
      email: person.email,
      phone: mobile,
      message: "Please call me after six.",
      consent: true
    })
    expect(contact.status).toBe(200)
    // A grievance, raised as the form does (with a `grievance` token for the mobile), and staff's reply to it.
    const grievanceToken = (await server.run(Tokens.use((t) => t.issue(mobile, "grievance")))).token
    const raised = await post(
      "/api/grievances",
      {
        name: `${person.first} ${person.last}`,
        mobile,
        email: person.email,
        trackingId: selfId,
        category: "Privacy and my data",
        description: `The ${person.grievanceWord} agent keeps calling me after six.`
      },
      bearer(grievanceToken)
    )
    expect(raised.status).toBe(201)
    const grievance = (await raised.json()).data as { number: string; receivedAt: string; dueDate: string }
    const replied = await admin(`/grievances/${grievance.number}/reply`, {
      method: "POST",
      body: { reply: `Dear ${person.first}, the ${person.replyWord} calls have stopped.` }
    })
    expect(replied.status).toBe(200)
    return { selfId, referralId, friendMobile, grievance, grievanceToken }
  }

  describe("a person with a record everywhere", () => {
    const mobile = freshMobile()
    let made: Awaited<ReturnType<typeof makePerson>>
    let token = ""

    beforeAll(async () => {
      made = await makePerson(mobile)
      token = await tokenFor(mobile, "my-data")
    }, 60_000)

    it("refuses no token, a forged one and another purpose's token with 401", async () => {
      const none = await get("/api/my-data")
      expect(none.status).toBe(401)
      expect(await none.json()).toMatchObject({ message: messages.missingToken })
      const forged = await get("/api/my-data", bearer(`${token.split(".")[0]}.AAAA`))
      expect(forged.status).toBe(401)
      expect(await forged.json()).toMatchObject({ message: messages.badToken })
      const credit = await tokenFor(mobile, "referral")
      for (const [method, route] of [
        ["GET", "/api/my-data"],
        ["GET", "/api/my-data/download"],
        ["POST", "/api/my-data/corrections"],
        ["POST", "/api/my-data/erase"]
      ] as const) {
        const response =
          method === "GET"
            ? await get(route, bearer(credit))
            : await post(
                route,
                route.endsWith("erase") ? { confirm: true } : { record: "other", field: "Name", details: "x" },
                bearer(credit)
              )
        expect(response.status, route).toBe(401)
      }
      // Nothing was erased or filed by those.
      expect(await rows((sql) => sql`SELECT 1 FROM data_corrections WHERE mobile = ${mobile}`)).toEqual([])
      expect(await rows((sql) => sql`SELECT 1 FROM loan_enquiries WHERE phone = ${mobile}`)).toHaveLength(1)
    })

    it("shows every record held for the mobile, the PAN masked", async () => {
      const response = await get("/api/my-data", bearer(token))
      expect(response.status).toBe(200)
      const { data } = await response.json()
      expect(data.mobile).toBe(mobile)
      expect(
        data.enquiries.map((e: Record<string, unknown>) => [e.trackingId, e.role, e.status, e.name, e.email])
      ).toEqual([
        [made.selfId, "applicant", "Call Back", "Zephyrine Quillfeather", "zephyrine.quill@example.in"],
        [made.referralId, "referrer", "Disbursed", "Zephyrine Quillfeather", "zephyrine.quill@example.in"]
      ])
      // The referred friend's own details are not shown to the referrer.
      expect(JSON.stringify(data)).not.toContain("Farida")
      expect(data.creditEnquiries).toEqual([
        expect.objectContaining({
          name: "Zephyrine Quillfeather",
          pan: "XXXXX6789X",
          dob: "1991-07-09",
          address: "4 Laitumkhrah Road",
          pincode: "793003"
        })
      ])
      expect(JSON.stringify(data)).not.toContain("QWRTY")
      expect(data.contactMessages).toEqual([
        expect.objectContaining({ name: "Zephyrine Quillfeather", message: "Please call me after six." })
      ])
      // Feedback is tied to no mobile: not part of My data.
      expect(data).not.toHaveProperty("feedback")
      expect(data.rewards).toEqual([
        expect.objectContaining({ trackingId: made.referralId, points: 500, status: "requested" })
      ])
      expect(data.withdrawals).toEqual([expect.objectContaining({ points: 500, itemCount: 1, paidAt: null })])
      expect(data.consents.map((c: { purpose: string }) => c.purpose).sort()).toEqual([
        "contact",
        "credit-check",
        "loan-enquiry",
        "loan-enquiry"
      ])
      expect(data.otp.map((o: { purpose: string }) => o.purpose).sort()).toEqual([
        "credit-score",
        "my-data",
        "redeem",
        "referral"
      ])
      expect(data.smsSent.length).toBeGreaterThanOrEqual(3)
      expect(data.grievances).toEqual([
        {
          number: made.grievance.number,
          category: "Privacy and my data",
          status: "Replied",
          name: "Zephyrine Quillfeather",
          email: "zephyrine.quill@example.in",
          trackingId: made.selfId,
          description: "The Brindlecombe agent keeps calling me after six.",
          receivedAt: made.grievance.receivedAt,
          dueDate: made.grievance.dueDate,
          reply: "Dear Zephyrine, the Thistlewaite calls have stopped.",
          repliedAt: expect.any(String),
          resolvedAt: null
        }
      ])
      // The reply is due 30 days after the grievance was received (India's calendar).
      const receivedDay = new Date(Date.parse(made.grievance.receivedAt) + 330 * 60_000).toISOString().slice(0, 10)
      expect((Date.parse(made.grievance.dueDate) - Date.parse(receivedDay)) / 86_400_000).toBe(30)
      // Consents given now name the notice version in force.
      expect(data.consents.map((c: { noticeVersion: string }) => c.noticeVersion)).toEqual([
        "2026-11-24",
        "2026-11-24",
        "2026-11-24",
        "2026-11-24"
      ])
    })

    it("downloads the same records as one JSON attachment", async () => {
      const response = await get("/api/my-data/download", bearer(token))
      expect(response.status).toBe(200)
      expect(response.headers.get("content-disposition")).toBe('attachment; filename="my-data.json"')
      expect(response.headers.get("content-type")).toMatch(/^application\/json/u)
      expect(response.headers.get("cache-control")).toBe("no-store")
      const file = await response.json()
      expect(Date.now() - Date.parse(file.exportedAt)).toBeLessThan(60_000)
      expect(file.data.enquiries).toHaveLength(2)
      expect(file.data.creditEnquiries[0].pan).toBe("XXXXX6789X")
      expect(file.data.grievances).toEqual([
        expect.objectContaining({
          number: made.grievance.number,
          category: "Privacy and my data",
          status: "Replied",
          dueDate: made.grievance.dueDate,
          description: "The Brindlecombe agent keeps calling me after six.",
          reply: "Dear Zephyrine, the Thistlewaite calls have stopped."
        })
      ])
    })

    it("takes a correction request and refuses bad ones with 400, writing nothing", async () => {
      const count = async () =>
        (await rows<{ n: number }>((sql) => sql`SELECT count(*)::int AS n FROM data_corrections`))[0]!.n
      const before = await count()
      const bad: Array<[unknown, string]> = [
        [{ record: `enquiry:${made.selfId}`, field: "Name", details: "x".repeat(1001) }, messages.details],
        [{ record: `enquiry:${made.selfId}`, field: "Name", details: "   " }, messages.details],
        [{ record: `enquiry:${made.selfId}`, field: "", details: "Spelling" }, messages.field],
        [{ record: "enquiry:", field: "Name", details: "Spelling" }, messages.record],
        [{ record: "passport:1", field: "Name", details: "Spelling" }, messages.record],
        [{ record: "enquiry:ZZZZZZZZZZ", field: "Name", details: "Spelling" }, messages.notYours],
        [{ record: `enquiry:${made.selfId}`, field: "Name" }, ""]
      ]
      for (const [body, message] of bad) {
        const response = await post("/api/my-data/corrections", body, bearer(token))
        expect(response.status, JSON.stringify(body)).toBe(400)
        if (message !== "") expect((await response.json()).message).toBe(message)
      }
      expect(await count()).toBe(before)

      const details = "My surname is Quillfeather-Rao, not Quillfeather.".padEnd(1000, ".")
      const ok = await post(
        "/api/my-data/corrections",
        { record: `enquiry:${made.selfId}`, field: "Last name", details },
        bearer(token)
      )
      expect(ok.status).toBe(201)
      expect(await ok.json()).toEqual({ success: true, message: messages.sent, id: expect.any(String) })
      expect(await count()).toBe(before + 1)

      // Staff see it in the queue and close it with a note; the step is audited.
      const queue = await (await admin("/corrections")).json()
      const mine = queue.data.find((c: { mobile: string | null }) => c.mobile === mobile)
      expect(mine).toMatchObject({ record: `enquiry:${made.selfId}`, field: "Last name", details, status: "open" })
      const done = await admin(`/corrections/${mine.id}/decision`, {
        method: "POST",
        body: { decision: "done", note: "Surname corrected for Zephyrine." }
      })
      expect(done.status).toBe(200)
      expect((await done.json()).data).toMatchObject({ status: "done", note: "Surname corrected for Zephyrine." })
      const again = await admin(`/corrections/${mine.id}/decision`, {
        method: "POST",
        body: { decision: "rejected", note: "No." }
      })
      expect(again.status).toBe(409)
      expect(await again.json()).toEqual({
        _tag: "CorrectionDecided",
        success: false,
        message: "This correction request is already closed."
      })
      const noNote = await admin(`/corrections/${mine.id}/decision`, {
        method: "POST",
        body: { decision: "rejected", note: " " }
      })
      expect(noNote.status).toBe(400)
      expect(
        (await admin("/corrections/999999999/decision", { method: "POST", body: { decision: "done", note: "x" } }))
          .status
      ).toBe(404)
      const audit = await rows<{ action: string; from_value: string; to_value: string; note: string }>(
        (sql) =>
          sql`SELECT action, from_value, to_value, note FROM admin_audit_log WHERE subject = ${`correction:${mine.id}`}`
      )
      expect(audit).toEqual([
        { action: "Correction done", from_value: "open", to_value: "done", note: "Surname corrected for Zephyrine." }
      ])
      const view = await (await get("/api/my-data", bearer(token))).json()
      expect(view.data.corrections).toEqual([
        expect.objectContaining({ status: "done", note: "Surname corrected for Zephyrine.", field: "Last name" })
      ])
    })

    it("erases nothing when a step fails part-way", async () => {
      await rows((sql) =>
        sql`
          CREATE OR REPLACE FUNCTION my_data_fail() RETURNS trigger LANGUAGE plpgsql AS $$
          BEGIN RAISE EXCEPTION 'injected failure'; END $$
        `.pipe(Effect.as([]))
      )
      await rows((sql) =>
        sql`
          CREATE TRIGGER my_data_fail BEFORE INSERT ON my_data_erasures FOR EACH ROW EXECUTE FUNCTION my_data_fail()
        `.pipe(Effect.as([]))
      )
      const before = await snapshot()
      const response = await post("/api/my-data/erase", { confirm: true }, bearer(token))
      expect(response.status).toBe(500)
      await rows((sql) => sql`DROP TRIGGER my_data_fail ON my_data_erasures`.pipe(Effect.as([])))
      await rows((sql) => sql`DROP FUNCTION my_data_fail()`.pipe(Effect.as([])))
      const after = await snapshot()
      // The rate-limit counter of the refused request is the only change.
      delete before.rate_limits
      delete after.rate_limits
      expect(after).toEqual(before)
      expect((await get(`/api/loan-enquiries/track-application/${made.selfId}`)).status).toBe(200)
    })

    it("refuses an erasure that is not confirmed", async () => {
      for (const body of [{}, { confirm: false }, { confirm: "yes" }])
        expect((await post("/api/my-data/erase", body, bearer(token))).status).toBe(400)
      expect(await rows((sql) => sql`SELECT 1 FROM loan_enquiries WHERE phone = ${mobile}`)).toHaveLength(1)
    })

    it("erases: no table holds the mobile, e-mail, name or PAN; kept records stay without identity", async () => {
      const otpBefore = await rows<{ subject: string }>((sql) => sql`SELECT subject FROM otp_challenges`)
      const consentsBefore = await rows<{ id: string }>(
        (sql) => sql`SELECT id::text AS id FROM consents WHERE mobile = ${mobile}`
      )
      expect(consentsBefore).toHaveLength(4)
      // A consent stored under the notice before this one keeps its version through the erasure.
      await rows((sql) => sql`UPDATE consents SET notice_version = '2025-11-01' WHERE id = ${consentsBefore[0]!.id}`)
      // Before: each is stored somewhere (the PAN only encrypted, and masked as QWRTY****Z).
      for (const needle of [
        mobile,
        person.email,
        person.first,
        person.last,
        "QWRTY",
        person.grievanceWord,
        person.replyWord
      ])
        expect((await findEverywhere(needle)).length, needle).toBeGreaterThan(0)

      const response = await post("/api/my-data/erase", { confirm: true }, bearer(token))
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({
        success: true,
        erased: true,
        message: messages.erased,
        counts: {
          enquiries: 1,
          referrals: 1,
          creditEnquiries: 1,
          contactMessages: 1,
          rewards: 1,
          withdrawals: 1,
          consents: 4,
          corrections: 1,
          grievances: 1,
          shares: 0,
          otp: 4,
          sms: expect.any(Number)
        }
      })

      for (const needle of [
        mobile,
        person.email,
        person.first,
        person.last,
        person.pan,
        "QWRTY",
        person.grievanceWord,
        person.replyWord
      ])
        expect(await findEverywhere(needle), needle).toEqual([])
      // The OTP rows (filed under HMACs of the mobile and purpose) of this mobile are gone, and only those.
      const otpAfter = await rows<{ subject: string }>((sql) => sql`SELECT subject FROM otp_challenges`)
      expect(otpBefore.length - otpAfter.length).toBe(4)
      // The idempotency key's row (a hash of the request, personal data included) is gone.
      expect(await rows((sql) => sql`SELECT 1 FROM idempotency_keys WHERE key = ${`key-${mobile}`}`)).toEqual([])

      // Kept: the enquiry row with its status and history, the consents as proof, the rewards ledger.
      const [enquiry] = await rows<{ status: string; erased: boolean; history: number }>(
        (sql) => sql`
          SELECT status, erased_at IS NOT NULL AS erased,
            (SELECT count(*)::int FROM loan_enquiry_status_history h WHERE h.enquiry_id = e.id) AS history
          FROM loan_enquiries e WHERE tracking_id = ${made.selfId}
        `
      )
      expect(enquiry).toEqual({ status: "Call Back", erased: true, history: 1 })
      const consents = await rows<{ mobile: string | null; email: string | null; withdrawn: boolean; purpose: string }>(
        (sql) => sql`
          SELECT mobile, email, withdrawn_at IS NOT NULL AS withdrawn, purpose FROM consents
          WHERE id::text IN ${sql.in(consentsBefore.map((c) => c.id))}
        `
      )
      expect(consents).toHaveLength(4)
      expect(consents.every((c) => c.mobile === null && c.email === null && c.withdrawn)).toBe(true)
      const [oldConsent] = await rows<{ notice_version: string }>(
        (sql) => sql`SELECT notice_version FROM consents WHERE id = ${consentsBefore[0]!.id}`
      )
      expect(oldConsent).toEqual({ notice_version: "2025-11-01" })
      // The grievance: its number, category, status and dates kept, everything that came from the person or named
      // them gone.
      const [kept] = await rows<Record<string, unknown>>(
        (sql) => sql`
          SELECT category, status, name, mobile, email, tracking_id, description, reply,
            received_at IS NOT NULL AS received, to_char(due_date, 'YYYY-MM-DD') AS due_date,
            replied_at IS NOT NULL AS replied, erased_at IS NOT NULL AS erased
          FROM grievances WHERE number = ${made.grievance.number}
        `
      )
      expect(kept).toEqual({
        category: "Privacy and my data",
        status: "Replied",
        name: null,
        mobile: null,
        email: null,
        tracking_id: null,
        description: null,
        reply: null,
        received: true,
        due_date: made.grievance.dueDate,
        replied: true,
        erased: true
      })
      // Its status look-up by the old mobile: the grievance token issued before the erasure is void; with one issued
      // after it, the look-up finds nothing.
      const stale = await post(
        "/api/grievances/status",
        { number: made.grievance.number, mobile },
        bearer(made.grievanceToken)
      )
      expect(stale.status).toBe(401)
      const lookup = await post(
        "/api/grievances/status",
        { number: made.grievance.number, mobile },
        bearer(await issued(mobile, "grievance"))
      )
      expect(lookup.status).toBe(404)
      expect(await lookup.json()).toMatchObject({
        message: "We found no grievance with this number for this mobile number."
      })
      // The back office's queue shows it as removed, and it can still be resolved.
      const queue = (await (await admin("/grievances")).json()).data as ReadonlyArray<Record<string, unknown>>
      expect(queue.find((g) => g.number === made.grievance.number)).toMatchObject({
        status: "Replied",
        name: null,
        mobile: null,
        email: null,
        description: null,
        reply: null,
        erasedAt: expect.any(String)
      })
      const resolved = await admin(`/grievances/${made.grievance.number}/resolve`, { method: "POST" })
      expect(resolved.status).toBe(200)
      expect((await resolved.json()).data).toMatchObject({ status: "Resolved", erasedAt: expect.any(String) })
      const [reward] = await rows<{ points: number; status: string }>(
        (sql) => sql`
          SELECT r.points, r.status FROM referral_rewards r JOIN loan_enquiries e ON e.id = r.enquiry_id
          WHERE e.tracking_id = ${made.referralId}
        `
      )
      expect(reward).toEqual({ points: 500, status: "requested" })
      // The referred friend's own enquiry and details stay.
      const [friendRow] = await rows<{ first_name: string; phone: string }>(
        (sql) => sql`SELECT first_name, phone FROM loan_enquiries WHERE tracking_id = ${made.referralId}`
      )
      expect(friendRow).toEqual({ first_name: "Farida", phone: made.friendMobile })
      expect(await rows((sql) => sql`SELECT counts FROM my_data_erasures`)).not.toHaveLength(0)

      // The tracking ID reads "Removed at your request"; the friend's does not.
      const tracked = await get(`/api/loan-enquiries/track-application/${made.selfId}`)
      expect(tracked.status).toBe(410)
      expect(await tracked.json()).toEqual({ _tag: "ApplicationRemoved", success: false, message: removed })
      expect((await get(`/api/loan-enquiries/track-application/${made.referralId}`)).status).toBe(200)

      // The erasure spent its token: every call with it is refused.
      for (const response of [
        await get("/api/my-data", bearer(token)),
        await get("/api/my-data/download", bearer(token)),
        await post("/api/my-data/erase", { confirm: true }, bearer(token))
      ]) {
        expect(response.status).toBe(401)
        expect(await response.json()).toMatchObject({ message: messages.badToken })
      }
      // A token issued after the erasure is taken: nothing is left to show; a second erasure finds nothing.
      const fresh = await issued(mobile, "my-data")
      const view = await (await get("/api/my-data", bearer(fresh))).json()
      expect(view.data).toEqual({
        mobile,
        enquiries: [],
        creditEnquiries: [],
        contactMessages: [],
        rewards: [],
        withdrawals: [],
        consents: [],
        corrections: [],
        grievances: [],
        shares: [],
        otp: [],
        smsSent: []
      })
      const again = await post("/api/my-data/erase", { confirm: true }, bearer(fresh))
      expect(again.status).toBe(200)
      expect(await again.json()).toMatchObject({ erased: false, message: messages.nothing })
    })
  })

  describe("corrections at their edges", () => {
    const mine = freshMobile()
    const theirs = freshMobile()
    let token = ""
    // A token as the OTP check issues it (asking for several codes for one mobile at once is refused).
    const issue = issued
    /** The ids of `mobile`'s credit enquiry and contact message, and of the feedback given with `email`. */
    const makeRecords = async (mobile: string, name: { first: string; last: string }, email: string, pan: string) => {
      const credit = await post(
        "/api/cibil-enquiries",
        {
          first_name: name.first,
          last_name: name.last,
          gender: "Female",
          email,
          phone: mobile,
          panNumber: pan,
          dob: "1991-07-09",
          address: "4 Laitumkhrah Road",
          pincode: "793003",
          city: "Shillong",
          state: "Meghalaya",
          acceptTerms: true
        },
        bearer(await issue(mobile, "credit-score"))
      )
      expect(credit.status).toBe(200)
      const contact = await post("/api/contact-us", {
        name: `${name.first} ${name.last}`,
        email,
        phone: mobile,
        message: "Please call me after six.",
        consent: true
      })
      expect(contact.status).toBe(200)
      const form = new FormData()
      for (const [k, v] of Object.entries({
        name: `${name.first} ${name.last}`,
        email,
        loanType: "Personal Loan",
        feedback: "Quick and kind service.",
        rating: "5"
      }))
        form.set(k, v)
      const feedback = await fetch(`${server.url}/api/testimonials`, {
        method: "POST",
        headers: { "x-forwarded-for": freshAddress() },
        body: form
      })
      expect(feedback.status).toBe(201)
      const view = await (await get("/api/my-data", bearer(await issue(mobile, "my-data")))).json()
      return {
        credit: view.data.creditEnquiries.map((c: { id: string }) => c.id) as Array<string>,
        contact: view.data.contactMessages.map((c: { id: string }) => c.id) as Array<string>,
        feedback: (
          await rows<{ id: string }>(
            (sql) => sql`SELECT id::text AS id FROM testimonials WHERE email = ${email} AND source = 'feedback'`
          )
        ).map((f) => f.id)
      }
    }
    let own: Awaited<ReturnType<typeof makeRecords>>
    let others: Awaited<ReturnType<typeof makeRecords>>

    beforeAll(async () => {
      // Each table's ids in a range of its own, so an id of one kind is never also an id of another.
      await rows(
        (sql) => sql`SELECT setval(pg_get_serial_sequence('credit_enquiries', 'id'), 3000000),
          setval(pg_get_serial_sequence('contact_messages', 'id'), 4000000),
          setval(pg_get_serial_sequence('testimonials', 'id'), 5000000)`
      )
      own = await makeRecords(mine, { first: "Ottoline", last: "Marchbanks" }, "ottoline.m@example.in", "ZXCVB1234K")
      others = await makeRecords(
        theirs,
        { first: "Perpetua", last: "Wolstenholme" },
        "perpetua.w@example.in",
        "MNBVC5678L"
      )
      token = await issue(mine, "my-data")
    }, 60_000)

    const correct = (record: string, field = "Name", details = "Spelling") =>
      post("/api/my-data/corrections", { record, field, details }, bearer(token))

    it.each(["credit", "contact"] as const)(
      "a correction of one's own %s record is taken; another person's is refused as not yours",
      async (kind) => {
        expect([own[kind].length, others[kind].length]).toEqual([1, 1])
        const taken = await correct(`${kind}:${own[kind][0]}`)
        expect(taken.status).toBe(201)
        expect(await taken.json()).toEqual({
          success: true,
          message: "Your correction request has been sent. We will reply within 30 days.",
          id: expect.any(String)
        })
        const refused = await correct(`${kind}:${others[kind][0]}`)
        expect(refused.status).toBe(400)
        expect(await refused.json()).toEqual({
          _tag: "ValidationError",
          success: false,
          message: "This record is not among the records held for your mobile number.",
          errors: [{ path: "record", message: "This record is not among the records held for your mobile number." }]
        })
      }
    )

    it("an id of one's own record under another kind is refused", async () => {
      for (const record of [`credit:${own.contact[0]}`, `contact:${own.credit[0]}`, `enquiry:${own.credit[0]}`]) {
        const refused = await correct(record)
        expect(refused.status, record).toBe(400)
      }
    })

    it("feedback is no record of My data: a correction cannot name it, even given with the mobile's e-mail", async () => {
      expect(own.feedback).toHaveLength(1)
      const refused = await correct(`feedback:${own.feedback[0]}`)
      expect(refused.status).toBe(400)
      expect((await refused.json()).message).toBe(messages.record)
      expect(await rows((sql) => sql`SELECT 1 FROM data_corrections WHERE record LIKE 'feedback:%'`)).toEqual([])
    })

    it("stores the field and the details trimmed", async () => {
      const taken = await correct(`contact:${own.contact[0]}`, "  Message  ", "  Call after seven, not six.  ")
      expect(taken.status).toBe(201)
      const { id } = await taken.json()
      expect(
        await rows((sql) => sql`SELECT record, field, details FROM data_corrections WHERE id = ${id}::bigint`)
      ).toEqual([{ record: `contact:${own.contact[0]}`, field: "Message", details: "Call after seven, not six." }])
    })
  })

  describe("another person's e-mail given with one's own mobile", () => {
    const victim = {
      mobile: freshMobile(),
      first: "Ottilie",
      last: "Brackenbury",
      email: "ottilie.brackenbury@example.in",
      pan: "LKJHG4321P",
      feedback: "The Marrowfield branch sorted my loan in a day."
    }
    const attacker = { mobile: freshMobile(), first: "Mallory", last: "Crane" }
    let token = ""
    let feedbackId = ""
    let victimContactId = ""

    /** The victim's own My data, with a token of their own. */
    const victimView = async () =>
      (await (await get("/api/my-data", bearer(await issued(victim.mobile, "my-data")))).json()).data
    const victimConsents = () =>
      rows<{ mobile: string | null; email: string | null; withdrawn: boolean; erased: boolean }>(
        (sql) => sql`
          SELECT mobile, email, withdrawn_at IS NOT NULL AS withdrawn, erased_at IS NOT NULL AS erased FROM consents
          WHERE mobile = ${victim.mobile} ORDER BY id
        `
      )

    beforeAll(async () => {
      // The victim: an enquiry, a credit check and a contact message (a consent each), and feedback with a picture,
      // published.
      const enquiry = await post("/api/loan-enquiries", {
        applicationType: "Self",
        loanType: "Personal Loan",
        first_name: victim.first,
        last_name: victim.last,
        phone: victim.mobile,
        referralPhone: "",
        email: victim.email,
        location: "Kohima",
        consent: true
      })
      expect(enquiry.status).toBe(201)
      const credit = await post(
        "/api/cibil-enquiries",
        {
          first_name: victim.first,
          last_name: victim.last,
          gender: "Female",
          email: victim.email,
          phone: victim.mobile,
          panNumber: victim.pan,
          dob: "1985-03-14",
          address: "9 High School Road",
          pincode: "797001",
          city: "Kohima",
          state: "Nagaland",
          acceptTerms: true
        },
        bearer(await issued(victim.mobile, "credit-score"))
      )
      expect(credit.status).toBe(200)
      const contact = await post("/api/contact-us", {
        name: `${victim.first} ${victim.last}`,
        email: victim.email,
        phone: victim.mobile,
        message: "Please call me in the morning.",
        consent: true
      })
      expect(contact.status).toBe(200)
      const form = new FormData()
      for (const [k, v] of Object.entries({
        name: `${victim.first} ${victim.last}`,
        email: victim.email,
        loanType: "Personal Loan",
        feedback: victim.feedback,
        rating: "4"
      }))
        form.set(k, v)
      form.set("profilePicture", new Blob([new Uint8Array(svg)], { type: "image/svg+xml" }), "me.svg")
      const feedback = await fetch(`${server.url}/api/testimonials`, {
        method: "POST",
        headers: { "x-forwarded-for": freshAddress() },
        body: form
      })
      expect(feedback.status).toBe(201)
      const [stored] = await rows<{ id: string }>(
        (sql) => sql`SELECT id::text AS id FROM testimonials WHERE content = ${victim.feedback}`
      )
      feedbackId = stored!.id
      expect((await admin(`/testimonials/${feedbackId}/approve`, { method: "POST" })).status).toBe(200)
      const [message] = await rows<{ id: string }>(
        (sql) => sql`SELECT id::text AS id FROM contact_messages WHERE phone = ${victim.mobile}`
      )
      victimContactId = message!.id

      // The attacker: an enquiry as Self and a contact message, no token needed, with their own mobile and the
      // victim's e-mail; then their own mobile verified for My data.
      const claimed = await post("/api/loan-enquiries", {
        applicationType: "Self",
        loanType: "Personal Loan",
        first_name: attacker.first,
        last_name: attacker.last,
        phone: attacker.mobile,
        referralPhone: "",
        email: victim.email,
        location: "Agra",
        consent: true
      })
      expect(claimed.status).toBe(201)
      const contacted = await post("/api/contact-us", {
        name: `${attacker.first} ${attacker.last}`,
        email: victim.email,
        phone: attacker.mobile,
        message: "Hello.",
        consent: true
      })
      expect(contacted.status).toBe(200)
      token = await tokenFor(attacker.mobile, "my-data")
    }, 60_000)

    it("shows and downloads only the attacker's own records: none of the victim's feedback or consents", async () => {
      const view = await get("/api/my-data", bearer(token))
      expect(view.status).toBe(200)
      const { data } = await view.json()
      expect(data.enquiries.map((e: { name: string }) => e.name)).toEqual(["Mallory Crane"])
      expect(data.contactMessages.map((c: { message: string }) => c.message)).toEqual(["Hello."])
      expect(data.creditEnquiries).toEqual([])
      expect(data).not.toHaveProperty("feedback")
      // The consents given with the attacker's mobile, and only those.
      expect(data.consents.map((c: { purpose: string }) => c.purpose).sort()).toEqual(["contact", "loan-enquiry"])
      const theirs = await rows<{ id: string }>(
        (sql) => sql`SELECT id::text AS id FROM consents WHERE mobile = ${attacker.mobile} ORDER BY id`
      )
      expect(data.consents.map((c: { id: string }) => c.id)).toEqual(theirs.map((c) => c.id))
      const download = await (await get("/api/my-data/download", bearer(token))).json()
      for (const text of [JSON.stringify(data), JSON.stringify(download)])
        for (const word of [victim.first, victim.last, victim.feedback, victim.mobile, "LKJHG", "4321", "Kohima"])
          expect(text, word).not.toContain(word)
      // Nor can a correction name the victim's records.
      const notYours = await post(
        "/api/my-data/corrections",
        { record: `contact:${victimContactId}`, field: "Message", details: "x" },
        bearer(token)
      )
      expect(notYours.status).toBe(400)
      expect((await notYours.json()).message).toBe(messages.notYours)
      const feedback = await post(
        "/api/my-data/corrections",
        { record: `feedback:${feedbackId}`, field: "Text", details: "x" },
        bearer(token)
      )
      expect(feedback.status).toBe(400)
    })

    it("erases the attacker's own records and nothing of the victim's", async () => {
      const before = await victimView()
      expect(before.enquiries).toHaveLength(1)
      expect(before.creditEnquiries).toHaveLength(1)
      expect(before.contactMessages).toHaveLength(1)
      expect(before.consents).toHaveLength(3)
      expect(before.consents.every((c: { withdrawnAt: string | null }) => c.withdrawnAt === null)).toBe(true)
      const consentsBefore = await victimConsents()
      expect(consentsBefore).toEqual(
        Array.from({ length: 3 }, () => ({
          mobile: victim.mobile,
          email: victim.email,
          withdrawn: false,
          erased: false
        }))
      )

      const erased = await post("/api/my-data/erase", { confirm: true }, bearer(token))
      expect(erased.status).toBe(200)
      // The attacker's enquiry and contact message, the two consents given with them, the OTP row of their code.
      expect((await erased.json()).counts).toEqual({
        enquiries: 1,
        referrals: 0,
        creditEnquiries: 0,
        contactMessages: 1,
        rewards: 0,
        withdrawals: 0,
        consents: 2,
        corrections: 0,
        grievances: 0,
        shares: 0,
        otp: 1,
        sms: expect.any(Number)
      })

      // The victim's published feedback is still on the site, with its picture.
      expect(
        await rows(
          (sql) => sql`
            SELECT t.approved, EXISTS (SELECT 1 FROM testimonial_pictures p WHERE p.testimonial_id = t.id) AS picture
            FROM testimonials t WHERE t.id = ${feedbackId}::bigint
          `
        )
      ).toEqual([{ approved: true, picture: true }])
      const listed = await (await get("/api/testimonials")).json()
      expect(JSON.stringify(listed.data)).toContain(victim.feedback)
      // The victim's consents are neither withdrawn nor erased, and their own My data shows what it did.
      expect(await victimConsents()).toEqual(consentsBefore)
      expect(await victimView()).toEqual(before)
    })
  })

  describe("the tokens of an erased mobile", () => {
    it("the erasing token is spent, and every token of the mobile issued before is void, of any purpose", async () => {
      const mobile = freshMobile()
      const other = freshMobile()
      const enquiry = await post("/api/loan-enquiries", {
        applicationType: "Self",
        loanType: "Personal Loan",
        first_name: "Wilhelmina",
        last_name: "Ashcombe",
        phone: mobile,
        referralPhone: "",
        email: "wilhelmina.a@example.in",
        location: "Pune",
        consent: true
      })
      expect(enquiry.status).toBe(201)
      const erasing = await tokenFor(mobile, "my-data")
      // Minted before the erasure: a second My data token, and tokens of other purposes; another mobile's.
      const second = await issued(mobile, "my-data")
      const redeem = await issued(mobile, "redeem")
      const grievance = await issued(mobile, "grievance")
      const othersToken = await issued(other, "my-data")
      expect((await get("/api/my-data", bearer(second))).status).toBe(200)
      expect((await get(`/api/reward-enquiries/${mobile}`, bearer(redeem))).status).toBe(200)

      const erased = await post("/api/my-data/erase", { confirm: true }, bearer(erasing))
      expect(erased.status).toBe(200)
      expect(await erased.json()).toMatchObject({ erased: true })

      for (const t of [erasing, second]) {
        for (const response of [
          await get("/api/my-data", bearer(t)),
          await get("/api/my-data/download", bearer(t)),
          await post("/api/my-data/corrections", { record: "other", field: "Name", details: "x" }, bearer(t)),
          await post("/api/my-data/erase", { confirm: true }, bearer(t))
        ]) {
          expect(response.status).toBe(401)
          expect(await response.json()).toMatchObject({ message: messages.badToken })
        }
      }
      expect((await get(`/api/reward-enquiries/${mobile}`, bearer(redeem))).status).toBe(401)
      expect(
        (await post("/api/grievances/status", { number: "GRV-AAAAA-AAAAA", mobile }, bearer(grievance))).status
      ).toBe(401)
      expect(await rows((sql) => sql`SELECT 1 FROM data_corrections WHERE mobile = ${mobile}`)).toEqual([])
      // Another mobile's token still works; so does one issued after the erasure.
      expect((await get("/api/my-data", bearer(othersToken))).status).toBe(200)
      expect((await get("/api/my-data", bearer(await issued(mobile, "my-data")))).status).toBe(200)
      // The revocation names no mobile.
      expect(await findEverywhere(mobile)).toEqual([])
    }, 60_000)

    it("an erasure that finds nothing spends its token too", async () => {
      const mobile = freshMobile()
      const token = await issued(mobile, "my-data")
      const erased = await post("/api/my-data/erase", { confirm: true }, bearer(token))
      expect(erased.status).toBe(200)
      expect(await erased.json()).toMatchObject({ erased: false, message: messages.nothing })
      expect((await get("/api/my-data", bearer(token))).status).toBe(401)
    })
  })

  it("erases once when two erasures with one token arrive at once: the other finds the token spent", async () => {
    const mobile = freshMobile()
    await makePerson(mobile)
    const token = await tokenFor(mobile, "my-data")
    const answers = await Promise.all([0, 1].map(() => post("/api/my-data/erase", { confirm: true }, bearer(token))))
    expect(answers.map((a) => a.status).sort()).toEqual([200, 401])
    const bodies = await Promise.all(answers.map((a) => a.json()))
    expect(bodies.find((b) => b.success === true)).toMatchObject({ erased: true, message: messages.erased })
    expect(bodies.find((b) => b.success === false)).toMatchObject({ message: messages.badToken })
    expect(await findEverywhere(mobile)).toEqual([])
    expect(await rows((sql) => sql`SELECT 1 FROM my_data_erasures`)).not.toHaveLength(0)
  }, 60_000)

  it("limits corrections and erasures to 5 an hour from one address, under a burst of 12", async () => {
    const mobile = freshMobile()
    const token = await tokenFor(mobile, "my-data")
    // An erasure spends its token: the burst of erasures is of 12 mobiles, each with its own token.
    const erasers = await Promise.all(Array.from({ length: 12 }, () => issued(freshMobile(), "my-data")))
    for (const [route, body, tokens] of [
      ["/api/my-data/corrections", { record: "other", field: "Name", details: "Spelling" }, erasers.map(() => token)],
      ["/api/my-data/erase", { confirm: true }, erasers]
    ] as const) {
      const address = freshAddress()
      const answers = await Promise.all(
        tokens.map((t) => post(route, body, { ...bearer(t), "x-forwarded-for": address }))
      )
      const statuses = answers.map((a) => a.status).sort()
      expect(
        statuses.filter((s) => s < 300),
        route
      ).toHaveLength(5)
      expect(
        statuses.filter((s) => s === 429),
        route
      ).toHaveLength(7)
      expect(answers.find((a) => a.status === 429)?.headers.get("retry-after")).toMatch(/^\d+$/u)
    }
    // The 5 requests taken were filed.
    expect(await rows((sql) => sql`SELECT 1 FROM data_corrections WHERE mobile = ${mobile}`)).toHaveLength(5)
  }, 60_000)
})
