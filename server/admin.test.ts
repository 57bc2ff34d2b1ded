/**
 * The back office's API on the real server: access (401 without a session, signed cookie, cross-site refusals,
 * lock-out), the generated password shown once, every refused lifecycle move, moves that the public status page
 * follows, the audit log, rewards on Disbursed and paid withdrawals. On the embedded database, and again on
 * PostgreSQL when TEST_DATABASE_URL is set.
 */
import { createHash, createHmac, hkdfSync, randomBytes, scryptSync } from "node:crypto"
import { Effect, Redacted } from "effect"
import { SqlClient } from "effect/sql"
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import { adminMessages } from "../domain/admin-api.ts"
import {
  type ApplicationStatus,
  allowedMoves,
  applicationStatuses,
  lifecycleEvents
} from "../domain/application-status.ts"
import { hashPassword, verifyPassword } from "./admin/auth.ts"
import { CreditEnquiries } from "./credit/repo.ts"
import { Enquiries } from "./enquiries/repo.ts"
import { roomyLimits } from "./limits/rules.ts"
import { type RunningServer, startServer } from "./main.ts"
import { Rewards } from "./rewards/repo.ts"
import { adminSessionCookie, databaseTargets, useTempDirs } from "./test-targets.ts"
import { Testimonials } from "./testimonials/repo.ts"
import { Tokens } from "./tokens/tokens.ts"

const tempDir = useTempDirs()
const targets = databaseTargets("admin", tempDir)

const password = "correct horse battery staple"
const same = { "x-admin-request": "1" }
/** The back-office suite's TOKEN_SECRET (so a test can sign a session cookie as the server does) and METRICS_TOKEN. */
const tokenSecret = "admin-test-token-secret-0123456789abcdef"
const metricsToken = "admin-test-metrics-token-0123456789abcdef"

describe("passwords", () => {
  it("are stored as scrypt hashes that verify only the same password", async () => {
    const hash = await hashPassword(password)
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[\w-]+\$[\w-]+$/u)
    expect(hash).not.toContain(password)
    expect(await verifyPassword(password, hash)).toBe(true)
    expect(await verifyPassword("wrong", hash)).toBe(false)
    expect(await verifyPassword(password, "plain")).toBe(false)
  })
})

describe.each(targets)("back office on $name", (target) => {
  let server: RunningServer
  let cookie = ""

  const call = (
    route: string,
    init: { method?: string; body?: unknown; headers?: Record<string, string>; cookie?: string } = {}
  ) =>
    fetch(`${server.url}/api/admin${route}`, {
      method: init.method ?? "GET",
      headers: {
        ...(init.body === undefined ? {} : { "content-type": "application/json" }),
        ...(init.cookie === undefined ? {} : { cookie: `loans_admin=${init.cookie}` }),
        ...init.headers
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) })
    })
  const signIn = (username: string, pw: string, headers: Record<string, string> = same) =>
    call("/login", { method: "POST", body: { username, password: pw }, headers })
  const move = (trackingId: string, event: string, note?: string) =>
    call(`/enquiries/${trackingId}/moves`, {
      method: "POST",
      cookie,
      headers: same,
      body: note === undefined ? { event } : { event, note }
    })
  const enquiry = (applicationType: "Self" | "Referral", name: string, referralPhone = "") =>
    server
      .run(
        Enquiries.use((e) =>
          e.create({
            applicationType,
            loanType: "Home Loan",
            first_name: name,
            last_name: "Kumar",
            phone: "9876500000",
            email: "",
            location: "Pune",
            consent: true,
            ...(applicationType === "Referral"
              ? { referralName: "Ravi Shah", referralEmail: "", referralPhone, referralLocation: "Mumbai" }
              : { referralPhone: "" })
          } as never)
        )
      )
      .then((c) => c.trackingId)
  const track = async (trackingId: string) =>
    (await (await fetch(`${server.url}/api/loan-enquiries/track-application/${trackingId}`)).json()).data as {
      status: string
      updatedAt: string
    }
  const sql = <A extends object>(query: (sql: SqlClient.SqlClient) => Effect.Effect<ReadonlyArray<A>, unknown>) =>
    server.run(
      Effect.gen(function* () {
        return yield* Effect.orDie(query(yield* SqlClient.SqlClient))
      })
    )

  beforeAll(async () => {
    vi.spyOn(console, "log").mockImplementation(() => {})
    server = await startServer({
      port: 0,
      host: "127.0.0.1",
      distDir: tempDir("loans-dist-"),
      requestLog: false,
      adminPassword: Redacted.make(password),
      // Many requests from one address (127.0.0.1): the per-address limits are raised here, on purpose (server/limits.test.ts tests them).
      limits: roomyLimits(),
      // The tests play the proxy in front of the server: its X-Forwarded-Proto is believed.
      trustProxy: ["127.0.0.1"],
      tokenSecret: Redacted.make(tokenSecret),
      metricsToken: Redacted.make(metricsToken),
      ...target.settings()
    })
    const response = await signIn("admin", password)
    expect(response.status).toBe(200)
    const setCookie = response.headers.get("set-cookie") ?? ""
    expect(setCookie).toMatch(/^loans_admin=[\w-]+\.[\w-]+;/u)
    expect(setCookie).toMatch(/HttpOnly/iu)
    expect(setCookie).toMatch(/SameSite=Strict/iu)
    expect(setCookie).toMatch(/Path=\/api\/admin/iu)
    expect(setCookie).toMatch(/Max-Age=43200/iu)
    expect(setCookie).not.toMatch(/Secure/iu) // plain http here; https gets Secure
    cookie = /^loans_admin=([^;]+)/u.exec(setCookie)![1]!
    expect(await response.json()).toEqual({ success: true, data: { username: "admin", displayName: "Administrator" } })
  }, 120_000)

  afterAll(async () => {
    if (server) await target.cleanup(server)
    await server?.close()
    vi.restoreAllMocks()
  })

  it("answers 401 on every admin endpoint without a session, with a forged one, or after signing out", async () => {
    const t = await enquiry("Self", "Nobody")
    const endpoints: Array<[string, string, unknown?]> = [
      ["GET", "/session"],
      ["GET", "/enquiries"],
      ["GET", `/enquiries/${t}`],
      ["POST", `/enquiries/${t}/moves`, { event: "Fix appointment" }],
      ["GET", "/withdrawals"],
      ["POST", "/withdrawals/abc/paid"],
      ["GET", "/testimonials"],
      ["GET", "/testimonials/1/picture"],
      ["POST", "/testimonials/1/approve"],
      ["POST", "/testimonials/1/reject"],
      ["GET", "/contact-messages"],
      ["GET", "/export/enquiries.csv"],
      ["GET", "/carousel"],
      ["POST", "/carousel", {}],
      ["PUT", "/carousel/x", {}],
      ["POST", "/carousel/x/move", { direction: "earlier" }],
      ["POST", "/carousel/images"],
      ["GET", "/credit-enquiries"]
    ]
    const [id] = cookie.split(".")
    for (const c of [undefined, "nonsense", `${id}.AAAA`, `${"x".repeat(43)}.${cookie.split(".")[1]}`]) {
      for (const [method, route, body] of endpoints) {
        const response = await call(route, { method, body, headers: same, ...(c === undefined ? {} : { cookie: c }) })
        expect(response.status, `${method} ${route} with ${c}`).toBe(401)
        expect(await response.json()).toMatchObject({ success: false, message: adminMessages.unauthorized })
      }
    }
    expect((await track(t)).status).toBe("Call Back")

    const other = await signIn("admin", password)
    const otherCookie = /^loans_admin=([^;]+)/u.exec(other.headers.get("set-cookie") ?? "")![1]!
    expect((await call("/session", { cookie: otherCookie })).status).toBe(200)
    const out = await call("/logout", { method: "POST", cookie: otherCookie, headers: same })
    expect(out.status).toBe(200)
    expect(out.headers.get("set-cookie")).toMatch(/loans_admin=;.*Max-Age=0/iu)
    expect((await call("/session", { cookie: otherCookie })).status).toBe(401)
    expect((await call("/session", { cookie })).status).toBe(200)
  })

  it("refuses state-changing calls from another site (403) and writes nothing", async () => {
    const t = await enquiry("Self", "Cross")
    const variants: Array<Record<string, string>> = [
      {},
      { "x-admin-request": "1", origin: "https://evil.example" },
      { "x-admin-request": "1", "sec-fetch-site": "cross-site" },
      { origin: server.url }
    ]
    for (const headers of variants) {
      const response = await call(`/enquiries/${t}/moves`, {
        method: "POST",
        cookie,
        headers,
        body: { event: "Fix appointment" }
      })
      expect(response.status).toBe(403)
      expect((await response.json()).message).toBe(adminMessages.crossSite)
      expect((await signIn("admin", password, headers)).status).toBe(403)
    }
    expect((await track(t)).status).toBe("Call Back")
    const ok = await call(`/enquiries/${t}/moves`, {
      method: "POST",
      cookie,
      headers: { ...same, origin: server.url },
      body: { event: "Fix appointment" }
    })
    expect(ok.status).toBe(200)
  })

  it("refuses every move the lifecycle does not allow, from every status, with 409 and no change", async () => {
    // One enquiry per status, reached through allowed moves only.
    const pathTo: Record<ApplicationStatus, ReadonlyArray<string>> = {
      "Call Back": [],
      "Decline / Not Interested": ["Decline"],
      "Appointment Fixed": ["Fix appointment"],
      Login: ["Fix appointment", "Log in application"],
      Underwriting: ["Fix appointment", "Log in application", "Send to underwriting"],
      Approved: ["Fix appointment", "Log in application", "Send to underwriting", "Approve"],
      Rejected: ["Fix appointment", "Log in application", "Send to underwriting", "Reject"],
      Disbursed: ["Fix appointment", "Log in application", "Send to underwriting", "Approve", "Disburse"]
    }
    let refused = 0
    for (const status of applicationStatuses) {
      const t = await enquiry("Self", `Refused ${status}`)
      for (const event of pathTo[status]) expect((await move(t, event)).status).toBe(200)
      const before = await track(t)
      expect(before.status).toBe(status)
      const allowed = allowedMoves(status).map((m) => m.event)
      for (const event of [...lifecycleEvents, "Teleport"].filter((e) => !(allowed as Array<string>).includes(e))) {
        const response = await move(t, event, "should not stick")
        expect(response.status, `${event} from ${status}`).toBe(409)
        const body = await response.json()
        expect(body).toMatchObject({ _tag: "MoveRefused", success: false, status, allowed })
        expect(body.message).toBe(
          allowed.length === 0
            ? `This enquiry is ${status}: no further moves are allowed.`
            : `'${event}' is not allowed from ${status}. Allowed: ${allowed.join(", ")}.`
        )
        refused++
      }
      expect(await track(t)).toEqual(before)
      const audit = await sql<{ n: number }>(
        (s) => s`SELECT count(*)::int AS n FROM admin_audit_log WHERE subject = ${`enquiry:${t}`}`
      )
      expect(audit[0]!.n).toBe(pathTo[status].length)
    }
    expect(refused).toBe(8 * 9 - 11)
  })

  it("answers 404 for an unknown tracking ID and 400 for a bad move request", async () => {
    expect((await move("ZZZZZZZZZZ", "Fix appointment")).status).toBe(404)
    expect((await call("/enquiries/not-an-id", { cookie })).status).toBe(404)
    const t = await enquiry("Self", "Bad")
    const bad = await call(`/enquiries/${t}/moves`, { method: "POST", cookie, headers: same, body: { note: "x" } })
    expect(bad.status).toBe(400)
    expect((await track(t)).status).toBe("Call Back")
  })

  // Issue 10: a NUL at sign-in answered 500 with an empty body; control characters get the field's message, no row.
  it("answers 400 with the field's message for a control character at sign-in, in a note or a slide, writing nothing", async () => {
    const failures = async () =>
      Number((await sql<{ n: string }>((s) => s`SELECT count(*)::text AS n FROM admin_login_failures`))[0]!.n)
    const failuresBefore = await failures()
    for (const [username, pw, path, message] of [
      ["admin\u0000", password, "username", "Please remove the unsupported characters from the username."],
      ["\u0000", "x", "username", "Please remove the unsupported characters from the username."],
      ["admin", `${password}\u0000`, "password", "Please remove the unsupported characters from the password."],
      ["admin", `\u0085${password}`, "password", "Please remove the unsupported characters from the password."]
    ] as const) {
      const response = await signIn(username, pw)
      expect(response.status, JSON.stringify([username, path])).toBe(400)
      expect(await response.json()).toMatchObject({ success: false, message, errors: [{ path, message }] })
      expect(response.headers.get("set-cookie")).toBeNull()
    }
    expect(await failures()).toBe(failuresBefore)

    const t = await enquiry("Self", "Noted")
    const noted = await move(t, "Fix appointment", "Called\u0000back")
    expect(noted.status).toBe(400)
    expect(await noted.json()).toMatchObject({
      success: false,
      errors: [{ path: "note", message: "Please remove the unsupported characters from the note." }]
    })
    expect((await track(t)).status).toBe("Call Back")
    // A note of several lines is fine.
    expect((await move(t, "Fix appointment", "Called back.\r\nMeeting at 11.")).status).toBe(200)

    const slides = async () => ((await (await call("/carousel", { cookie })).json()).data as Array<unknown>).length
    const slidesBefore = await slides()
    const slide = {
      heading: "Festive offer",
      text: "Lower rates this month.",
      imageUrl: "/carousel/slide-1.svg",
      isPrimaryButtonEnabled: true,
      primaryButtonText: "Apply",
      primaryButtonUrl: "/resources/apply-now",
      isSecondaryButtonEnabled: false,
      secondaryButtonText: "",
      secondaryButtonUrl: "",
      isActive: false
    }
    const link = "Please enter a link starting with / or https://."
    for (const [field, value, message] of [
      ["primaryButtonUrl", "//evil.example/x", link],
      ["primaryButtonUrl", "/\\evil.example", link],
      ["primaryButtonUrl", "/%5Cevil", link],
      ["primaryButtonUrl", "https:evil.example", link],
      ["primaryButtonUrl", "javascript:alert(1)", link],
      ["secondaryButtonUrl", "//evil.example", link],
      ["heading", "Festive\u0000", "Please enter a heading (at most 80 characters)."],
      ["text", "Lower\u0000rates", "Please remove the unsupported characters from the text."],
      ["primaryButtonText", "Apply\u001b", "Please enter the button's text (at most 30 characters)."]
    ] as const) {
      const response = await call("/carousel", {
        method: "POST",
        cookie,
        headers: same,
        body: { ...slide, [field]: value }
      })
      expect(response.status, JSON.stringify(value)).toBe(400)
      expect((await response.json()).errors).toEqual([{ path: field, message }])
    }
    expect(await slides()).toBe(slidesBefore)
  })

  it("moves an enquiry: status and updatedAt on the public page at once, history and audit with who, from, to and note", async () => {
    const t = await enquiry("Self", "Meera")
    const before = await track(t)
    await new Promise((r) => setTimeout(r, 20))
    const response = await move(t, "Fix appointment", "  Customer free on Tuesday 11am  ")
    expect(response.status).toBe(200)
    const { data } = await response.json()
    expect(data.status).toBe("Appointment Fixed")
    const after = await track(t)
    expect(after.status).toBe("Appointment Fixed")
    expect(Date.parse(after.updatedAt)).toBeGreaterThan(Date.parse(before.updatedAt))
    expect(data.history.map((h: { status: string }) => h.status)).toEqual(["Call Back", "Appointment Fixed"])
    expect(data.audit).toEqual([
      expect.objectContaining({
        who: "Administrator",
        action: "Fix appointment",
        from: "Call Back",
        to: "Appointment Fixed",
        note: "Customer free on Tuesday 11am"
      })
    ])
    const rows = await sql<{ staff: string; client: string | null }>(
      (s) =>
        s`SELECT st.username AS staff, a.client FROM admin_audit_log a JOIN admin_staff st ON st.id = a.staff_id WHERE a.subject = ${`enquiry:${t}`}`
    )
    expect(rows).toEqual([{ staff: "admin", client: expect.stringMatching(/127\.0\.0\.1/u) }])
    const detail = await (await call(`/enquiries/${t.toLowerCase()}`, { cookie })).json()
    expect(detail.data.status).toBe("Appointment Fixed")
  })

  it("lists with search by tracking ID, name and mobile, filters and paging", async () => {
    const a = await enquiry("Self", "Zubin")
    const b = await enquiry("Referral", "Zubeida", "9123456780")
    await move(b, "Fix appointment")
    const list = async (query: string) => (await (await call(`/enquiries?${query}`, { cookie })).json()).data
    expect((await list(`q=${a}`)).items.map((r: { trackingId: string }) => r.trackingId)).toEqual([a])
    expect(
      (await list(`q=${a.slice(0, 5)}-${a.slice(5).toLowerCase()}`)).items.map(
        (r: { trackingId: string }) => r.trackingId
      )
    ).toEqual([a])
    expect((await list("q=zub")).items.map((r: { name: string }) => r.name)).toEqual(["Zubeida Kumar", "Zubin Kumar"])
    expect((await list("q=zub&applicationType=Referral")).items.map((r: { name: string }) => r.name)).toEqual([
      "Zubeida Kumar"
    ])
    expect((await list("q=zub&status=Call%20Back")).items.map((r: { name: string }) => r.name)).toEqual(["Zubin Kumar"])
    expect((await list("q=zub&loanType=Car%20Loan")).total).toBe(0)
    expect((await list("q=98765")).total).toBeGreaterThanOrEqual(2)
    expect((await list("q=%25")).total).toBe(0)
    for (let i = 0; i < 21; i++) await enquiry("Self", `Pager${i}`)
    const first = await list("q=pager")
    expect(first).toMatchObject({ total: 21, page: 1, pageSize: 20 })
    expect(first.items).toHaveLength(20)
    const second = await list("q=pager&page=2")
    expect(second.items.map((r: { name: string }) => r.name)).toEqual(["Pager0 Kumar"])
    expect((await call("/enquiries?page=0", { cookie })).status).toBe(400)
    expect((await call("/enquiries?status=Nope", { cookie })).status).toBe(400)
    const detail = (await (await call(`/enquiries/${b}`, { cookie })).json()).data
    expect(detail.referrer).toEqual({ name: "Ravi Shah", phone: "9123456780", email: null, location: "Mumbai" })
  })

  it("credits the referrer once when a referral reaches Disbursed, and pays the withdrawal", async () => {
    const referrer = `91${String(Date.now()).slice(-8)}`
    const t = await enquiry("Referral", "Kiran", referrer)
    for (const e of ["Fix appointment", "Log in application", "Send to underwriting", "Approve", "Disburse"]) {
      expect((await move(t, e)).status).toBe(200)
    }
    const summary = await server.run(Rewards.use((r) => r.summary(referrer)))
    expect(summary.loanEnquiries).toHaveLength(1)
    expect(summary.withdrawableBalance).toBe(500)
    const withdrawal = await server.run(
      Rewards.use((r) =>
        r.requestWithdrawal(
          referrer,
          summary.availableForWithdrawal.map((i) => i._id)
        )
      )
    )
    const listed = (await (await call("/withdrawals", { cookie })).json()).data
    expect(listed.find((w: { id: string }) => w.id === withdrawal!.id)).toMatchObject({
      referrerPhone: referrer,
      referrerName: "Ravi Shah",
      points: 500,
      itemCount: 1,
      paidAt: null
    })
    expect((await call(`/withdrawals/${withdrawal!.id}/paid`, { method: "POST", cookie })).status).toBe(403)
    const paid = await call(`/withdrawals/${withdrawal!.id}/paid`, { method: "POST", cookie, headers: same })
    expect(paid.status).toBe(200)
    expect((await paid.clone().json()).data.paidAt).toEqual(expect.any(String))
    expect((await call(`/withdrawals/${withdrawal!.id}/paid`, { method: "POST", cookie, headers: same })).status).toBe(
      409
    )
    // Issue 16: a refused second payment leaves the first payment's time alone, through the API and the repository.
    const paidAt = (await paid.clone().json()).data.paidAt as string
    const storedPaidAt = async () =>
      (
        await sql<{ paid_at: string }>(
          (s) => s`SELECT paid_at::text AS paid_at FROM reward_withdrawals WHERE id = ${withdrawal!.id}`
        )
      )[0]!.paid_at
    const firstStamp = await storedPaidAt()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect((await call(`/withdrawals/${withdrawal!.id}/paid`, { method: "POST", cookie, headers: same })).status).toBe(
      409
    )
    expect(await server.run(Rewards.use((r) => r.markWithdrawalPaid(withdrawal!.id)))).toBe(false)
    expect(await storedPaidAt()).toBe(firstStamp)
    const relisted = (await (await call("/withdrawals", { cookie })).json()).data
    expect(relisted.find((w: { id: string }) => w.id === withdrawal!.id).paidAt).toBe(paidAt)
    expect((await call(`/withdrawals/nope/paid`, { method: "POST", cookie, headers: same })).status).toBe(404)
    const after = await server.run(Rewards.use((r) => r.summary(referrer)))
    expect(after.loanEnquiries[0]!.isWithdrawalDisbursed).toBe(true)
  })

  it("moderates feedback: pending with its picture, approve publishes it, reject keeps it out; both audited", async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52])
    const feedback = (name: string) => ({
      name,
      email: "",
      loanType: "Home Loan",
      feedback: `${name} says the loan was quick.`,
      rating: 5
    })
    const first = await server.run(
      Testimonials.use((t) => t.submit(feedback("Moderated One") as never, { contentType: "image/png", bytes: png }))
    )
    const second = await server.run(Testimonials.use((t) => t.submit(feedback("Moderated Two") as never)))
    const pending = (await (await call("/testimonials", { cookie })).json()).data as Array<{
      id: string
      name: string
      pictureUrl: string | null
      rating: number
    }>
    expect(pending.filter((p) => p.name.startsWith("Moderated"))).toEqual([
      expect.objectContaining({
        id: first.id,
        name: "Moderated One",
        rating: 5,
        pictureUrl: `/api/admin/testimonials/${first.id}/picture`
      }),
      expect.objectContaining({ id: second.id, name: "Moderated Two", pictureUrl: null })
    ])
    const picture = await fetch(`${server.url}/api/admin/testimonials/${first.id}/picture`, {
      headers: { cookie: `loans_admin=${cookie}` }
    })
    expect(picture.status).toBe(200)
    expect(picture.headers.get("content-type")).toBe("image/png")
    expect(picture.headers.get("content-security-policy")).toContain("sandbox")
    expect(new Uint8Array(await picture.arrayBuffer())).toEqual(png)

    expect((await call(`/testimonials/${first.id}/approve`, { method: "POST", cookie })).status).toBe(403)
    expect((await call(`/testimonials/${first.id}/approve`, { method: "POST", cookie, headers: same })).status).toBe(
      200
    )
    expect((await call(`/testimonials/${second.id}/reject`, { method: "POST", cookie, headers: same })).status).toBe(
      200
    )
    // Decided once: neither waits any more.
    expect((await call(`/testimonials/${first.id}/reject`, { method: "POST", cookie, headers: same })).status).toBe(404)
    expect((await call(`/testimonials/${second.id}/approve`, { method: "POST", cookie, headers: same })).status).toBe(
      404
    )
    expect((await call(`/testimonials/x1/approve`, { method: "POST", cookie, headers: same })).status).toBe(404)
    expect((await call(`/testimonials/${first.id}/picture`, { cookie })).status).toBe(404)

    const published = (
      (await (await fetch(`${server.url}/api/testimonials?productType=Home%20Loan`)).json()).data as Array<{
        userName: string
      }>
    ).map((t) => ({ name: t.userName }))
    expect(published.map((t) => t.name)).toContain("Moderated One")
    expect(published.map((t) => t.name)).not.toContain("Moderated Two")
    const left = (await (await call("/testimonials", { cookie })).json()).data as Array<{ name: string }>
    expect(left.filter((p) => p.name.startsWith("Moderated"))).toEqual([])
    const audit = await sql<{ action: string; to_value: string }>(
      (s) =>
        s`SELECT action, to_value FROM admin_audit_log WHERE subject IN (${`testimonial:${first.id}`}, ${`testimonial:${second.id}`}) ORDER BY id`
    )
    expect(audit).toEqual([
      { action: "Approve", to_value: "approved" },
      { action: "Reject", to_value: "rejected" }
    ])
  })

  it("shows contact messages and credit-score enquiries read-only, newest first, the PAN masked only", async () => {
    const contact = await fetch(`${server.url}/api/contact-us`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        name: "Inbox Person",
        email: "inbox@example.in",
        phone: "9876543211",
        message: "Please call me about a home loan.",
        consent: true
      })
    })
    expect(contact.status).toBe(200)
    await server.run(
      CreditEnquiries.use((c) =>
        c.create({
          first_name: "Pan",
          last_name: "Holder",
          gender: "Female",
          email: "pan@example.in",
          phone: "9876543212",
          panNumber: "ABCDE1234F",
          dob: "1990-04-01",
          address: "12 MG Road",
          pincode: "560001",
          city: "Bengaluru",
          state: "Karnataka",
          termsAccepted: true
        } as never)
      )
    )
    const messages = await call("/contact-messages", { cookie })
    expect(messages.status).toBe(200)
    expect((await messages.json()).data).toMatchObject({
      page: 1,
      pageSize: 20,
      items: [
        expect.objectContaining({
          name: "Inbox Person",
          email: "inbox@example.in",
          phone: "9876543211",
          message: "Please call me about a home loan."
        })
      ]
    })
    const credit = await call("/credit-enquiries", { cookie })
    const text = await credit.text()
    expect(text).not.toContain("ABCDE1234F")
    expect(JSON.parse(text).data.items).toEqual([
      expect.objectContaining({ name: "Pan Holder", panMasked: "ABCDE****F", city: "Bengaluru" })
    ])
    expect((await call("/contact-messages?page=2", { cookie })).status).toBe(200)
    expect((await call("/credit-enquiries?page=-1", { cookie })).status).toBe(400)
    expect((await call("/contact-messages", { method: "POST", cookie, headers: same })).status).toBe(404)
  })

  it("exports the filtered enquiries as CSV, formula-like cells kept as text", async () => {
    const t = await enquiry("Referral", "Csv", "9123400000")
    await server.run(
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        yield* Effect.orDie(
          sql`UPDATE loan_enquiries SET location = '=HYPERLINK("http://evil")', last_name = '+Kumar, "Jr"' WHERE tracking_id = ${t}`
        )
      })
    )
    const response = await call(`/export/enquiries.csv?q=${t}`, { cookie })
    expect(response.status).toBe(200)
    expect(response.headers.get("content-type")).toMatch(/^text\/csv/u)
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="enquiries-\d{4}-\d{2}-\d{2}\.csv"$/u
    )
    const text = await response.text()
    const lines = text.replace(/^\uFEFF/u, "").split("\r\n")
    expect(lines[0]).toBe(
      '"Tracking ID","Name","Mobile","Email","Loan type","Application type","Status","Location","Referrer","Referrer mobile","Received","Last updated","Lender","Proposal number"'
    )
    expect(lines).toHaveLength(3)
    expect(lines[1]).toContain(
      `"${t}","Csv +Kumar, ""Jr""","9876500000","","Home Loan","Referral","Call Back","'=HYPERLINK(""http://evil"")","Ravi Shah","9123400000"`
    )
    expect(lines[2]).toBe("")
    const all = await (await call("/export/enquiries.csv?applicationType=Referral", { cookie })).text()
    expect(all).toContain(t)
    expect(all).not.toContain('"Self"')
  })

  it("shows an enquiry's lender and offer, filters a lender's queue, and exports it with the lender and proposal number", async () => {
    // ICICI Bank's offer of ₹5,00,000 over 36 months at 11.24% (750+): EMI ₹16,426.24, APR 12.48%, worked by hand in
    // server/offers/offers.test.ts.
    const offers = await (
      await fetch(`${server.url}/api/offers`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          loanType: "Personal Loan",
          amount: 500_000,
          tenureMonths: 36,
          employment: "Salaried",
          netMonthlyIncome: 100_000,
          existingEmis: 0,
          dateOfBirth: "1990-01-01",
          pincode: "560001",
          credit: { _tag: "Band", band: "750+" }
        })
      })
    ).json()
    const icici = offers.offers.find((o: { lender: { id: string } }) => o.lender.id === "icici-bank")
    const mobile = "9870012345"
    const { token } = await server.run(Tokens.use((t) => t.issue(mobile, "offer")))
    const chosen = await fetch(`${server.url}/api/offers/choose`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({
        proposalNumber: icici.proposalNumber,
        first_name: "Lender",
        last_name: "Queue",
        phone: mobile,
        email: "queue@example.in",
        location: "Pune",
        consent: true
      })
    })
    expect(chosen.status).toBe(201)
    const { trackingId } = await chosen.json()
    const other = await enquiry("Self", "Plain")

    const detail = await (await call(`/enquiries/${trackingId}`, { cookie })).json()
    expect(detail.data.offer).toEqual({
      lender: "ICICI Bank Limited",
      proposalNumber: icici.proposalNumber,
      terms: { amount: 500_000, tenureMonths: 36, ratePercent: 11.24, emi: 16_426.24, apr: 12.48 }
    })
    expect((await (await call(`/enquiries/${other}`, { cookie })).json()).data.offer).toBeNull()

    const trackingIds = async (query: string) =>
      (await (await call(`/enquiries?${query}`, { cookie })).json()).data.items.map(
        (r: { trackingId: string }) => r.trackingId
      )
    expect(await trackingIds("lender=icici-bank")).toEqual([trackingId])
    expect(await trackingIds("lender=hdfc-bank")).toEqual([])
    // By the lender's id exactly: part of it, or its name, is not a lender.
    expect(await trackingIds("lender=icici-bank&q=Plain")).toEqual([])
    const without = await trackingIds("lender=none&q=Plain")
    expect(without).toEqual([other])
    expect(await trackingIds("lender=none&q=Lender Queue")).toEqual([])
    for (const bad of ["ICICI", "icici bank", "icici-bank'--", "x".repeat(61)]) {
      const refused = await call(`/enquiries?lender=${encodeURIComponent(bad)}`, { cookie })
      expect(refused.status, bad).toBe(400)
      expect((await refused.json()).message, bad).toBe("Lender must be a lender's id from the catalogue, or none")
    }
    expect((await call("/export/enquiries.csv?lender=ICICI", { cookie })).status).toBe(400)

    const text = await (await call("/export/enquiries.csv?lender=icici-bank", { cookie })).text()
    const lines = text.replace(/^\uFEFF/u, "").split("\r\n")
    expect(lines).toHaveLength(3)
    expect(lines[1]).toMatch(
      new RegExp(`^"${trackingId}","Lender Queue","${mobile}".*,"ICICI Bank Limited","${icici.proposalNumber}"$`, "u")
    )
  })

  it("edits the carousel: add with an uploaded image, edit buttons, reorder, hide; the public list follows", async () => {
    const png = Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
      "base64"
    )
    const upload = (bytes: Buffer, name: string) => {
      const form = new FormData()
      form.append("image", new Blob([new Uint8Array(bytes)]), name)
      return fetch(`${server.url}/api/admin/carousel/images`, {
        method: "POST",
        headers: { cookie: `loans_admin=${cookie}`, ...same },
        body: form
      })
    }
    const refused = await upload(Buffer.from("<html>not an image</html>"), "x.png")
    expect(refused.status).toBe(400)
    expect((await refused.json()).message).toBe("Please choose a JPEG, PNG, GIF, WebP or SVG image of at most 2 MB.")
    const uploaded = await upload(png, "slide.png")
    expect(uploaded.status).toBe(200)
    const { imageUrl } = (await uploaded.json()).data
    expect(imageUrl).toMatch(/^\/api\/carousel\/images\/[\w-]+$/u)
    const served = await fetch(`${server.url}${imageUrl}`)
    expect(served.status).toBe(200)
    expect(served.headers.get("content-type")).toBe("image/png")
    expect(served.headers.get("content-security-policy")).toContain("sandbox")
    expect(Buffer.from(await served.arrayBuffer())).toEqual(png)
    expect((await fetch(`${server.url}/api/carousel/images/nope`)).status).toBe(404)

    const before = (await (await call("/carousel", { cookie })).json()).data as Array<{ id: string; heading: string }>
    const slide = {
      heading: "Festive offer",
      text: "Lower rates this month.",
      imageUrl,
      isPrimaryButtonEnabled: true,
      primaryButtonText: "",
      primaryButtonUrl: "javascript:alert(1)",
      isSecondaryButtonEnabled: false,
      secondaryButtonText: "",
      secondaryButtonUrl: "",
      isActive: true
    }
    const bad = await call("/carousel", { method: "POST", cookie, headers: same, body: slide })
    expect(bad.status).toBe(400)
    expect((await bad.json()).errors).toEqual([
      { path: "primaryButtonUrl", message: "Please enter a link starting with / or https://." }
    ])
    const noText = await call("/carousel", {
      method: "POST",
      cookie,
      headers: same,
      body: { ...slide, primaryButtonUrl: "/resources/apply-now" }
    })
    expect(noText.status).toBe(400)
    expect((await noText.json()).errors).toEqual([
      { path: "primaryButtonText", message: "Please enter the button's text (at most 30 characters)." }
    ])
    const noImage = await call("/carousel", {
      method: "POST",
      cookie,
      headers: same,
      body: { ...slide, imageUrl: "https://evil.example/x.png", primaryButtonText: "A", primaryButtonUrl: "/" }
    })
    expect((await noImage.json()).errors).toEqual([
      { path: "imageUrl", message: "Please upload an image for the slide." }
    ])
    const added = await call("/carousel", {
      method: "POST",
      cookie,
      headers: same,
      body: { ...slide, primaryButtonText: "Apply Now", primaryButtonUrl: "/resources/apply-now" }
    })
    expect(added.status).toBe(200)
    const created = (await added.json()).data
    expect(created).toMatchObject({ heading: "Festive offer", position: before.length, isPrimaryButtonEnabled: true })
    const publicList = async () =>
      ((await (await fetch(`${server.url}/api/carousel`)).json()).data as Array<{ heading: string }>).map(
        (s) => s.heading
      )
    expect((await publicList()).at(-1)).toBe("Festive offer")

    const moved = await call(`/carousel/${created.id}/move`, {
      method: "POST",
      cookie,
      headers: same,
      body: { direction: "earlier" }
    })
    expect(moved.status).toBe(200)
    expect(((await moved.json()).data as Array<{ heading: string }>).at(-2)?.heading).toBe("Festive offer")
    expect((await publicList()).at(-2)).toBe("Festive offer")

    const edited = await call(`/carousel/${created.id}`, {
      method: "PUT",
      cookie,
      headers: same,
      body: {
        ...slide,
        primaryButtonText: "Apply",
        primaryButtonUrl: "/resources/apply-now",
        isSecondaryButtonEnabled: true,
        secondaryButtonText: "Know more",
        secondaryButtonUrl: "https://example.in/offer",
        isActive: false
      }
    })
    expect(edited.status).toBe(200)
    expect((await edited.json()).data).toMatchObject({
      isSecondaryButtonEnabled: true,
      secondaryButtonText: "Know more",
      isActive: false
    })
    expect(await publicList()).not.toContain("Festive offer")
    expect((await call(`/carousel/nope`, { method: "PUT", cookie, headers: same, body: slide })).status).toBe(400)
    expect(
      (
        await call(`/carousel/nope`, {
          method: "PUT",
          cookie,
          headers: same,
          body: { ...slide, primaryButtonText: "A", primaryButtonUrl: "/" }
        })
      ).status
    ).toBe(404)
    expect(
      (await call(`/carousel/nope/move`, { method: "POST", cookie, headers: same, body: { direction: "later" } }))
        .status
    ).toBe(404)
    const audit = await sql<{ action: string }>(
      (s) => s`SELECT action FROM admin_audit_log WHERE subject = ${`slide:${created.id}`} ORDER BY id`
    )
    expect(audit.map((a) => a.action)).toEqual(["Add slide", "Move slide earlier", "Edit slide"])
  })

  it("locks an account out for one address after 5 wrong passwords in 15 minutes, the right one included", async () => {
    for (let i = 0; i < 5; i++) {
      const response = await signIn("ADMIN", "wrong password")
      expect(response.status).toBe(401)
      expect((await response.json()).message).toBe(adminMessages.wrongPassword)
    }
    const locked = await signIn("admin", password)
    expect(locked.status).toBe(429)
    const body = await locked.json()
    expect(body).toMatchObject({ message: adminMessages.lockedOut })
    expect(body.retryAfterSeconds).toBeGreaterThan(800)
    expect(body.retryAfterSeconds).toBeLessThanOrEqual(900)
    expect(locked.headers.get("set-cookie")).toBeNull()
    // An unknown account is refused the same way; the existing session still works.
    expect((await signIn("nobody", password)).status).toBe(401)
    expect((await call("/session", { cookie })).status).toBe(200)
    // Fifteen minutes later (the failures aged in the table), the right password works again.
    await sql(
      (s) =>
        s`UPDATE admin_login_attempts SET attempts = ARRAY(SELECT t - 16 * 60000 FROM unnest(attempts) AS t) RETURNING client`
    )
    expect((await signIn("admin", password)).status).toBe(200)
  })

  it("marks the cookie Secure when the site is served over https (behind a proxy)", async () => {
    const response = await signIn("admin", password, { ...same, "x-forwarded-proto": "https" })
    expect(response.status).toBe(200)
    expect(response.headers.get("set-cookie")).toMatch(/; Secure/iu)
  })

  it("ends a session after 8 hours idle", async () => {
    const response = await signIn("admin", password)
    const c = /^loans_admin=([^;]+)/u.exec(response.headers.get("set-cookie") ?? "")![1]!
    expect((await call("/session", { cookie: c })).status).toBe(200)
    await sql(
      (s) =>
        s`UPDATE admin_sessions SET last_seen_at = now() - interval '8 hours 1 minute' WHERE created_at > now() - interval '1 minute' AND last_seen_at > now() - interval '1 minute' RETURNING id_hash`
    )
    expect((await call("/session", { cookie: c })).status).toBe(401)
    const stored = await sql<{ password_hash: string }>((s) => s`SELECT password_hash FROM admin_staff`)
    expect(stored).toHaveLength(1)
    expect(stored[0]!.password_hash).not.toContain(password)
  })

  describe("sign-in, sessions, lock-out and sign-out at their edges", () => {
    const cookieOf = (response: Response) => /^loans_admin=([^;]+)/u.exec(response.headers.get("set-cookie") ?? "")![1]!
    const clearAttempts = () => sql((s) => s`DELETE FROM admin_login_attempts RETURNING client`)
    const auditOf = (subject: string) =>
      sql<{ action: string; staff_id: string | null; client: string | null }>(
        (s) =>
          s`SELECT action, staff_id::text AS staff_id, client FROM admin_audit_log WHERE subject = ${subject} ORDER BY id`
      )
    const adminId = async () =>
      (await sql<{ id: string }>((s) => s`SELECT id::text AS id FROM admin_staff WHERE username = 'admin'`))[0]!.id

    it("audits a refused sign-in and a good one under the trimmed, lower-cased username, with the staff id and address", async () => {
      await clearAttempts()
      const before = (await auditOf("staff:admin")).length
      expect((await signIn("  Ghost ", "anything")).status).toBe(401)
      expect(await auditOf("staff:ghost")).toEqual([{ action: "sign-in refused", staff_id: null, client: "127.0.0.1" }])
      expect((await signIn("admin", "not the password")).status).toBe(401)
      const good = await signIn("  ADMIN ", password)
      expect(good.status).toBe(200)
      expect((await call("/session", { cookie: cookieOf(good) })).status).toBe(200)
      const id = await adminId()
      expect((await auditOf("staff:admin")).slice(before)).toEqual([
        { action: "sign-in refused", staff_id: id, client: "127.0.0.1" },
        { action: "signed in", staff_id: id, client: "127.0.0.1" }
      ])
    })

    it("refuses a cookie without a mac and keeps a session idle for just under 8 hours", async () => {
      const c = cookieOf(await signIn("admin", password))
      const [id] = c.split(".")
      for (const bad of [id!, `${id}.`, `.${c.split(".")[1]}`]) {
        expect((await call("/session", { cookie: bad })).status, bad.length.toString()).toBe(401)
      }
      await sql(
        (s) =>
          s`UPDATE admin_sessions SET last_seen_at = now() - interval '7 hours 59 minutes' WHERE last_seen_at > now() - interval '1 minute' RETURNING id_hash`
      )
      expect((await call("/session", { cookie: c })).status).toBe(200)
    })

    it("gives the lock-out's wait from the oldest failure in the window, 900 seconds at most, older failures not counted", async () => {
      await clearAttempts()
      const setAttempts = (offsets: ReadonlyArray<number>) => {
        const now = Date.now()
        const stamps = offsets.map((o) => (now + o).toString())
        return sql(
          (s) =>
            s`INSERT INTO admin_login_attempts (client, username, attempts) VALUES ('127.0.0.1', 'locked', ${`{${stamps.join(",")}}`}::bigint[]) ON CONFLICT (client, username) DO UPDATE SET attempts = EXCLUDED.attempts RETURNING client`
        )
      }
      const minute = 60_000
      const expectAbout300 = (seconds: number) => {
        expect(seconds).toBeGreaterThanOrEqual(298)
        expect(seconds).toBeLessThanOrEqual(300)
      }
      // Five failures 10, 9, 8, 7 and 6 minutes ago: the oldest leaves the 15-minute window in 5 minutes.
      await setAttempts([-10 * minute, -9 * minute, -8 * minute, -7 * minute, -6 * minute])
      const locked = await signIn("locked", "anything")
      expect(locked.status).toBe(429)
      // 300 seconds less the time between the stamps and the server's check, rounded up: 300 within a second, 299 or
      // 298 on a busy machine. Counted from the second oldest (9 minutes ago) it would be 360.
      expectAbout300((await locked.json()).retryAfterSeconds)
      // Failures stamped a minute ahead (a concurrent attempt): 960 seconds, capped at the window's 900.
      await setAttempts([minute, minute, minute, minute, minute])
      expect((await (await signIn("locked", "anything")).json()).retryAfterSeconds).toBe(900)
      // One failure 20 minutes ago and four 10 minutes ago: only four count, so a fifth attempt is checked (401);
      // the next is locked out until the oldest of the window (10 minutes ago) leaves it, in 300 seconds.
      await setAttempts([-20 * minute, -10 * minute, -10 * minute, -10 * minute, -10 * minute])
      expect((await signIn("locked", "anything")).status).toBe(401)
      const again = await signIn("locked", "anything")
      expect(again.status).toBe(429)
      expectAbout300((await again.json()).retryAfterSeconds)
      await clearAttempts()
    })

    it("signs out: refused cross-site with the session kept, fine without a cookie or with a forged one", async () => {
      const c = cookieOf(await signIn("admin", password))
      const crossSite = await call("/logout", {
        method: "POST",
        cookie: c,
        headers: { "x-admin-request": "1", "sec-fetch-site": "cross-site" }
      })
      expect(crossSite.status).toBe(403)
      expect((await call("/session", { cookie: c })).status).toBe(200)
      for (const other of [undefined, "nonsense", `${c.split(".")[0]}.AAAA`]) {
        const out = await call("/logout", {
          method: "POST",
          headers: same,
          ...(other === undefined ? {} : { cookie: other })
        })
        expect(out.status, String(other?.length)).toBe(200)
        expect(out.headers.get("set-cookie")).toMatch(/^loans_admin=;.*Max-Age=0(;|$)/iu)
      }
      expect((await call("/session", { cookie: c })).status).toBe(200)
      // Reads need neither the header nor the same site; a change from our own origin is fine.
      expect((await call("/session", { cookie: c, headers: { "sec-fetch-site": "cross-site" } })).status).toBe(200)
      const own = await call("/logout", {
        method: "POST",
        cookie: c,
        headers: { ...same, "sec-fetch-site": "same-origin" }
      })
      expect(own.status).toBe(200)
      expect((await call("/session", { cookie: c })).status).toBe(401)
    })

    it("takes a session id of 100 characters and refuses one of 101, both signed as the server signs and stored", async () => {
      // The cookie's mac: HMAC-SHA256 of the id under HKDF-SHA256(token key, "loans-server", "admin-session"), the
      // token key being HKDF-SHA256(TOKEN_SECRET, "loans-server", "token"); base64url.
      const tokenKey = Buffer.from(hkdfSync("sha256", tokenSecret, "loans-server", "token", 32))
      const cookieKey = Buffer.from(hkdfSync("sha256", tokenKey, "loans-server", "admin-session", 32))
      const signed = (id: string) => `${id}.${createHmac("sha256", cookieKey).update(id).digest("base64url")}`
      // The same signing as the server's: a real cookie is its id signed this way.
      const real = cookieOf(await signIn("admin", password))
      expect(signed(real.split(".")[0]!)).toBe(real)

      const staffId = await adminId()
      for (const [id, status] of [
        ["a".repeat(100), 200],
        ["b".repeat(101), 401]
      ] as const) {
        const idHash = createHash("sha256").update(id).digest("base64url")
        await sql(
          (s) =>
            s`INSERT INTO admin_sessions (id_hash, staff_id, expires_at) VALUES (${idHash}, ${staffId}, now() + interval '1 hour') RETURNING id_hash`
        )
        expect((await call("/session", { cookie: signed(id) })).status, String(id.length)).toBe(status)
      }
      await sql(
        (s) =>
          s`DELETE FROM admin_sessions WHERE id_hash IN (${createHash("sha256").update("a".repeat(100)).digest("base64url")}, ${createHash("sha256").update("b".repeat(101)).digest("base64url")}) RETURNING id_hash`
      )
    })

    it("counts a lock-out's refusal on /metrics as rate_limit_refusals_total with the limit admin-lockout", async () => {
      await clearAttempts()
      const metricLines = async () => {
        const response = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } })
        expect(response.status).toBe(200)
        return (await response.text()).split("\n")
      }
      // Lock-outs counted earlier in this process (the other database's suite, the tests above).
      const earlier = Number(
        (await metricLines())
          .find((l) => l.startsWith('rate_limit_refusals_total{limit="admin-lockout"} '))
          ?.split(" ")[1] ?? 0
      )
      for (let i = 0; i < 5; i++) expect((await signIn("counted", "wrong password")).status).toBe(401)
      expect((await signIn("counted", "wrong password")).status).toBe(429)
      expect(await metricLines()).toContain(`rate_limit_refusals_total{limit="admin-lockout"} ${earlier + 1}`)
      expect((await signIn("counted", "wrong password")).status).toBe(429)
      expect(await metricLines()).toContain(`rate_limit_refusals_total{limit="admin-lockout"} ${earlier + 2}`)
      await clearAttempts()
    })

    it("sets the session cookie's Max-Age to 43200 seconds (12 hours)", async () => {
      const response = await signIn("admin", password)
      expect(response.headers.get("set-cookie")).toMatch(/; Max-Age=43200(;|$)/iu)
    })

    it("refuses a sign-in against a malformed stored hash, and checks a good one with its own scrypt cost", async () => {
      await clearAttempts()
      const salt = randomBytes(16)
      const key = scryptSync(password.normalize("NFKC"), salt, 32, { N: 1024, r: 8, p: 1 })
      const good = ["scrypt", 1024, 8, 1, salt.toString("base64url"), key.toString("base64url")]
      const store = (hash: string) =>
        sql(
          (s) =>
            s`INSERT INTO admin_staff (username, display_name, password_hash) VALUES ('hashed', 'Hashed', ${hash}) ON CONFLICT (username) DO UPDATE SET password_hash = EXCLUDED.password_hash RETURNING id`
        )
      const variants = [
        ["bcrypt", ...good.slice(1)],
        ["scrypt", "", ...good.slice(2)],
        ["scrypt", 1024, "", ...good.slice(3)],
        ["scrypt", 1024, 8, "", ...good.slice(4)],
        good.slice(0, 4),
        good.slice(0, 5)
      ]
      for (const variant of variants) {
        await clearAttempts()
        await store(variant.join("$"))
        expect((await signIn("hashed", password)).status, String(variant.length)).toBe(401)
      }
      await clearAttempts()
      await store(good.join("$"))
      expect((await signIn("hashed", password)).status).toBe(200)
    })

    describe("the enquiry list and detail, the inbox, corrections and withdrawals", () => {
      /** A session of its own: the idle test above ends the sessions of the last minute, the file's one among them. */
      let staff = ""
      beforeAll(async () => {
        await clearAttempts()
        staff = await adminSessionCookie(server, password)
      })

      /** An enquiry as the public form stores it, with the fields given changed. */
      const enquiryWith = (fields: Record<string, unknown>) =>
        server
          .run(
            Enquiries.use((e) =>
              e.create({
                applicationType: "Self",
                loanType: "Home Loan",
                first_name: "Someone",
                last_name: "Kumar",
                phone: "9876500000",
                email: "",
                location: "Pune",
                consent: true,
                referralPhone: "",
                ...fields
              } as never)
            )
          )
          .then((c) => c.trackingId)
      const listed = async (query: string) => {
        const response = await call(`/enquiries?${query}`, { cookie: staff })
        expect(response.status, query).toBe(200)
        return (await response.json()).data as { total: number; items: Array<{ trackingId: string; name: string }> }
      }
      const idsOf = async (query: string) => (await listed(query)).items.map((r) => r.trackingId)

      it("searches the trimmed text: 4 digits of a mobile and more (spaces forgiven), LIKE wildcards as typed", async () => {
        const snake = await enquiryWith({ first_name: "Quillon", last_name: "Snake_case", phone: "6028417395" })
        const plain = await enquiryWith({ first_name: "Quillon", last_name: "Snakeycase", phone: "6000000001" })
        // Four digits of the mobile are enough; three are not.
        expect(await idsOf("q=1739")).toEqual([snake])
        expect(await idsOf("q=173")).toEqual([])
        // The mobile as typed with a space (or a hyphen): its digits are searched.
        expect(await idsOf(`q=${encodeURIComponent("60284 17395")}`)).toEqual([snake])
        expect(await idsOf(`q=${encodeURIComponent("602-841-7395")}`)).toEqual([snake])
        // Spaces around the text are dropped.
        expect(await idsOf(`q=${encodeURIComponent("  quillon snakeycase  ")}`)).toEqual([plain])
        // An underscore (or %) is a letter here, not a LIKE wildcard.
        expect(await idsOf("q=e_c")).toEqual([snake])
        expect(await idsOf(`q=${encodeURIComponent("snake_")}`)).toEqual([snake])
        // A blank loan type is any loan type.
        expect(await idsOf("q=quillon&loanType=")).toEqual([plain, snake])
        expect(await idsOf("q=quillon&loanType=Home%20Loan")).toEqual([plain, snake])
      })

      it("lists every enquiry without a search or a filter, 20 a page", async () => {
        await enquiryWith({ first_name: "Unfiltered" })
        const { n } = (await sql<{ n: number }>((s) => s`SELECT count(*)::int AS n FROM loan_enquiries`))[0]!
        const all = await listed("")
        expect(all.total).toBe(n)
        expect(all.items).toHaveLength(Math.min(n, 20))
        expect((await listed("q=")).total).toBe(n)
        expect((await listed(`q=${encodeURIComponent("   ")}`)).total).toBe(n)
      })

      it("shows an enquiry's e-mail, and a referrer only for a Referral with a referrer's mobile", async () => {
        const self = await enquiryWith({ first_name: "Mailed", email: "mailed.kumar@example.in" })
        const detail = async (trackingId: string) => {
          const response = await call(`/enquiries/${trackingId}`, { cookie: staff })
          expect(response.status, trackingId).toBe(200)
          return (await response.json()).data as { email: string | null; referrer: unknown }
        }
        expect(await detail(self)).toMatchObject({ email: "mailed.kumar@example.in", referrer: null })
        // A Self enquiry whose referral columns are set (not from the form) still shows no referrer.
        await sql(
          (s) =>
            s`UPDATE loan_enquiries SET referral_name = 'Stray Name', referral_phone = '9000000011' WHERE tracking_id = ${self} RETURNING id`
        )
        expect((await detail(self)).referrer).toBeNull()

        const referred = await enquiryWith({
          applicationType: "Referral",
          first_name: "Referred",
          referralName: "Asha Rao",
          referralEmail: "asha.rao@example.in",
          referralPhone: "9000000012",
          referralLocation: "Nagpur"
        })
        expect(await detail(referred)).toMatchObject({
          email: null,
          referrer: { name: "Asha Rao", phone: "9000000012", email: "asha.rao@example.in", location: "Nagpur" }
        })
        // Without the referrer's name: shown blank.
        await sql((s) => s`UPDATE loan_enquiries SET referral_name = NULL WHERE tracking_id = ${referred} RETURNING id`)
        expect((await detail(referred)).referrer).toEqual({
          name: "",
          phone: "9000000012",
          email: "asha.rao@example.in",
          location: "Nagpur"
        })
        // Without the referrer's mobile: no referrer.
        await sql(
          (s) => s`UPDATE loan_enquiries SET referral_phone = NULL WHERE tracking_id = ${referred} RETURNING id`
        )
        expect((await detail(referred)).referrer).toBeNull()
      })

      it("answers 404 for a well-formed tracking ID that is not ours, and for a move on a malformed one", async () => {
        for (const response of [
          await call("/enquiries/ZZZZZ-ZZZZZ", { cookie: staff }),
          await call("/enquiries/not-an-id/moves", {
            method: "POST",
            cookie: staff,
            headers: same,
            body: { event: "Fix appointment" }
          })
        ]) {
          expect(response.status).toBe(404)
          expect(await response.json()).toMatchObject({ success: false, message: "No enquiry has this tracking ID." })
        }
      })

      it("pages the contact messages: page 2 holds the 21st newest", async () => {
        // 21 messages newer than any other, a minute apart.
        await sql(
          (s) => s`INSERT INTO contact_messages (name, email, phone, message, created_at)
            SELECT 'Paged ' || i, 'paged@example.in', '9000000013', 'Page me.', now() + i * interval '1 minute'
            FROM generate_series(0, 20) AS i RETURNING id`
        )
        const { n } = (await sql<{ n: number }>((s) => s`SELECT count(*)::int AS n FROM contact_messages`))[0]!
        const page = async (number: number) => {
          const response = await call(`/contact-messages?page=${number}`, { cookie: staff })
          expect(response.status).toBe(200)
          return (await response.json()).data as { total: number; page: number; items: Array<{ name: string }> }
        }
        const first = await page(1)
        expect(first).toMatchObject({ total: n, page: 1 })
        expect(first.items.map((m) => m.name)).toEqual([
          "Paged 20",
          "Paged 19",
          "Paged 18",
          "Paged 17",
          "Paged 16",
          "Paged 15",
          "Paged 14",
          "Paged 13",
          "Paged 12",
          "Paged 11",
          "Paged 10",
          "Paged 9",
          "Paged 8",
          "Paged 7",
          "Paged 6",
          "Paged 5",
          "Paged 4",
          "Paged 3",
          "Paged 2",
          "Paged 1"
        ])
        const second = await page(2)
        expect(second).toMatchObject({ total: n, page: 2 })
        expect(second.items[0]!.name).toBe("Paged 0")
        expect(second.items).toHaveLength(n - 20)
      })

      it("closes a correction by an id of many digits with the note trimmed, audited as rejected", async () => {
        await sql(
          (s) => s`INSERT INTO data_corrections (id, mobile, record, field, details)
            VALUES (4200000017, '9000000014', 'enquiry:ABCDE-FGHJK', 'Name', 'Spelling'),
              (4200000018, '9000000014', 'enquiry:ABCDE-FGHJK', 'Name', 'Spelling') RETURNING id`
        )
        const decide = (id: string) =>
          call(`/corrections/${encodeURIComponent(id)}/decision`, {
            method: "POST",
            cookie: staff,
            headers: same,
            body: { decision: "rejected", note: "  The record is already right.  " }
          })
        const rejected = await decide("4200000017")
        expect(rejected.status).toBe(200)
        expect((await rejected.json()).data).toMatchObject({
          id: "4200000017",
          status: "rejected",
          note: "The record is already right."
        })
        expect(
          await sql(
            (s) =>
              s`SELECT action, from_value, to_value, note FROM admin_audit_log WHERE subject = 'correction:4200000017'`
          )
        ).toEqual([
          {
            action: "Correction rejected",
            from_value: "open",
            to_value: "rejected",
            note: "The record is already right."
          }
        ])
        // Not an id of ours: letters, more than 18 digits, blank.
        for (const id of ["abc", "x4200000018", "4200000018x", "12345678901234567890", " "]) {
          const response = await decide(id)
          expect(response.status, id).toBe(404)
          expect(await response.json()).toMatchObject({ success: false, message: "No correction request has this id." })
        }
        expect(await sql((s) => s`SELECT status, staff_note FROM data_corrections WHERE id = 4200000018`)).toEqual([
          { status: "open", staff_note: null }
        ])
      })

      it("audits paying a withdrawal: Mark paid, requested to paid, under withdrawal:<id>", async () => {
        const referrer = `92${String(Date.now()).slice(-8)}`
        const t = await enquiryWith({
          applicationType: "Referral",
          first_name: "Paidfor",
          referralName: "Ravi Shah",
          referralEmail: "",
          referralPhone: referrer,
          referralLocation: "Mumbai"
        })
        for (const e of ["Fix appointment", "Log in application", "Send to underwriting", "Approve", "Disburse"]) {
          expect(
            (await call(`/enquiries/${t}/moves`, { method: "POST", cookie: staff, headers: same, body: { event: e } }))
              .status
          ).toBe(200)
        }
        const summary = await server.run(Rewards.use((r) => r.summary(referrer)))
        const withdrawal = await server.run(
          Rewards.use((r) =>
            r.requestWithdrawal(
              referrer,
              summary.availableForWithdrawal.map((i) => i._id)
            )
          )
        )
        const paid = await call(`/withdrawals/${withdrawal!.id}/paid`, { method: "POST", cookie: staff, headers: same })
        expect(paid.status).toBe(200)
        expect(
          await sql(
            (s) =>
              s`SELECT action, from_value, to_value, note FROM admin_audit_log WHERE subject = ${`withdrawal:${withdrawal!.id}`}`
          )
        ).toEqual([{ action: "Mark paid", from_value: "requested", to_value: "paid", note: null }])
      })
    })
  })
})

describe("the generated admin password", () => {
  it("is logged once at the first start, kept only as a hash, and works", async () => {
    const lines: Array<string> = []
    const spy = vi
      .spyOn(console, "log")
      .mockImplementation((...args: Array<unknown>) => void lines.push(args.map(String).join(" ")))
    const dataDir = tempDir("loans-admin-gen-")
    const settings = { port: 0, host: "127.0.0.1", dataDir, distDir: tempDir("loans-dist-"), requestLog: false }
    let server = await startServer(settings)
    const shown = lines.filter((l) => l.includes("BACK OFFICE PASSWORD"))
    expect(shown).toHaveLength(1)
    const generated = /password ([\w-]{20})/u.exec(shown[0]!)![1]!
    const login = (s: RunningServer, pw: string) =>
      fetch(`${s.url}/api/admin/login`, {
        method: "POST",
        headers: { "content-type": "application/json", ...same },
        body: JSON.stringify({ username: "admin", password: pw })
      })
    expect((await login(server, generated)).status).toBe(200)
    await server.close()
    lines.length = 0
    server = await startServer(settings)
    expect(lines.filter((l) => l.includes("BACK OFFICE PASSWORD"))).toHaveLength(0)
    expect(lines.join("\n")).not.toContain(generated)
    expect((await login(server, generated)).status).toBe(200)
    await server.close()
    spy.mockRestore()
  }, 120_000)
})

describe("ADMIN_PASSWORD between starts", () => {
  describe.each(databaseTargets("admin_restart", tempDir))("on $name", (target) => {
    it("keeps the configured password at the first start unshown; a changed one replaces the hash and ends every session", async () => {
      const lines: Array<string> = []
      const spy = vi
        .spyOn(console, "log")
        .mockImplementation((...args: Array<unknown>) => void lines.push(args.map(String).join(" ")))
      const settings = {
        port: 0,
        host: "127.0.0.1",
        distDir: tempDir("loans-dist-"),
        requestLog: false,
        ...target.settings()
      }
      const first = "first chosen password"
      const second = "second chosen password"
      const login = (s: RunningServer, pw: string) =>
        fetch(`${s.url}/api/admin/login`, {
          method: "POST",
          headers: { "content-type": "application/json", ...same },
          body: JSON.stringify({ username: "admin", password: pw })
        })
      const session = (s: RunningServer, c: string) =>
        fetch(`${s.url}/api/admin/session`, { headers: { cookie: `loans_admin=${c}` } })
      const changed = "back office: the admin password was changed from ADMIN_PASSWORD; sessions ended"

      let server = await startServer({ ...settings, adminPassword: Redacted.make(first) })
      expect(lines.filter((l) => l.includes("BACK OFFICE PASSWORD"))).toHaveLength(0)
      expect(lines.filter((l) => l.includes(changed))).toHaveLength(0)
      const signedIn = await login(server, first)
      expect(signedIn.status).toBe(200)
      const old = /^loans_admin=([^;]+)/u.exec(signedIn.headers.get("set-cookie") ?? "")![1]!
      expect((await session(server, old)).status).toBe(200)
      await server.close()

      lines.length = 0
      server = await startServer({ ...settings, adminPassword: Redacted.make(second) })
      expect(lines.filter((l) => l.includes(changed))).toHaveLength(1)
      expect((await session(server, old)).status).toBe(401)
      expect((await login(server, first)).status).toBe(401)
      expect((await login(server, second)).status).toBe(200)
      await server.close()

      // The same password again: nothing changes, nothing is logged, sessions stay.
      lines.length = 0
      server = await startServer({ ...settings, adminPassword: Redacted.make(second) })
      expect(lines.filter((l) => l.includes(changed))).toHaveLength(0)
      expect((await login(server, second)).status).toBe(200)
      await target.cleanup(server)
      await server.close()
      spy.mockRestore()
    }, 120_000)
  })
})

// Two servers on one data folder cannot run on the embedded database: PostgreSQL only (none without TEST_DATABASE_URL).
const postgresOnly = databaseTargets("admin_race", tempDir).filter((t) => t.name.startsWith("PostgreSQL"))
describe.runIf(postgresOnly.length > 0)("two first starts at once without ADMIN_PASSWORD", () => {
  describe.each(postgresOnly)("on $name", (target) => {
    it("shows only the password that was stored: one line, one hash, and it works on both", async () => {
      const lines: Array<string> = []
      const spy = vi
        .spyOn(console, "log")
        .mockImplementation((...args: Array<unknown>) => void lines.push(args.map(String).join(" ")))
      const settings = () => ({
        port: 0,
        host: "127.0.0.1",
        distDir: tempDir("loans-dist-"),
        requestLog: false,
        ...target.settings()
      })
      // A first server migrates the schema; its admin is then removed, as if no server had started before.
      const first = await startServer({ ...settings(), adminPassword: Redacted.make("first server's password") })
      const sql = <A extends object>(query: (sql: SqlClient.SqlClient) => Effect.Effect<ReadonlyArray<A>, unknown>) =>
        first.run(
          Effect.gen(function* () {
            return yield* Effect.orDie(query(yield* SqlClient.SqlClient))
          })
        )
      await sql((s) => s`DELETE FROM admin_staff WHERE username = 'admin' RETURNING id`)
      lines.length = 0

      // admin_staff held in SHARE mode: both starts find no admin and each makes a password, then wait to insert it.
      let release = () => {}
      const released = new Promise<void>((resolve) => {
        release = resolve
      })
      const holding = first.run(
        Effect.gen(function* () {
          const s = yield* SqlClient.SqlClient
          yield* s
            .withTransaction(
              Effect.gen(function* () {
                yield* s`LOCK TABLE admin_staff IN SHARE MODE`
                yield* Effect.promise(() => released)
              })
            )
            .pipe(Effect.orDie)
        })
      )
      const starts = Promise.all([startServer(settings()), startServer(settings())])
      const waiting = async () =>
        (
          await sql<{ n: number }>(
            (s) =>
              s`SELECT count(DISTINCT pid)::int AS n FROM pg_locks WHERE relation = 'admin_staff'::regclass AND NOT granted`
          )
        )[0]!.n
      try {
        await vi.waitFor(async () => expect(await waiting()).toBe(2), { timeout: 15_000, interval: 50 })
      } finally {
        release()
        await holding
      }
      const [a, b] = await starts

      try {
        const shown = lines.filter((l) => l.includes("BACK OFFICE PASSWORD"))
        expect(shown).toHaveLength(1)
        const generated = /password ([\w-]{20})/u.exec(shown[0]!)![1]!
        expect(await sql((s) => s`SELECT username FROM admin_staff WHERE username = 'admin'`)).toEqual([
          { username: "admin" }
        ])
        for (const server of [a, b]) {
          const response = await fetch(`${server.url}/api/admin/login`, {
            method: "POST",
            headers: { "content-type": "application/json", ...same },
            body: JSON.stringify({ username: "admin", password: generated })
          })
          expect(response.status).toBe(200)
        }
      } finally {
        await target.cleanup(first)
        await Promise.all([a.close(), b.close(), first.close()])
        spy.mockRestore()
      }
    }, 120_000)
  })
})
