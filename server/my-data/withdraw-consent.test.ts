/**
 * Withdrawing one consent on My data (POST /api/my-data/consents/:id/withdraw) against the real server, on the
 * embedded database and again on PostgreSQL (TEST_DATABASE_URL): the person's own consent is withdrawn at once and
 * every message about its enquiry not yet sent is stopped with it; another person's consent answers exactly as an
 * unknown one (404) and nothing changes; a second withdrawal, or a burst of them, keeps the first time; staff see the
 * withdrawal on the enquiry. Each consent names the lender its details went to.
 */
import { Effect, Redacted } from "effect"
import { SqlClient } from "effect/sql"
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import { selfEnquiry } from "../../domain/enquiry.fixtures.ts"
import { Enquiries } from "../enquiries/repo.ts"
import { defaultLimits, roomyLimits } from "../limits/rules.ts"
import { type RunningServer, startServer } from "../main.ts"
import { adminSessionCookie, databaseTargets, useTempDirs } from "../test-targets.ts"
import { Tokens } from "../tokens/tokens.ts"

const tempDir = useTempDirs()
const targets = databaseTargets("withdraw_consent", tempDir)
const password = "correct horse battery staple 42"

const words = {
  withdrawn: "Your consent has been withdrawn.",
  notFound: "We hold no such consent record for your mobile number.",
  notFoundHindi: "आपके मोबाइल नंबर के लिए हमारे पास ऐसा कोई सहमति रिकॉर्ड नहीं है।",
  missingToken: "Please verify your mobile number to see your data.",
  consentId: "Please choose one of your consent records."
}

let mobiles = 0
const freshMobile = () =>
  `96${String(Date.now() % 1_000_000).padStart(6, "0")}${String(mobiles++ % 100).padStart(2, "0")}`

describe.each(targets)("withdrawing a consent on My data, on $name", (target) => {
  let server: RunningServer
  let cookie = ""
  let addresses = 0
  const freshAddress = () => `10.8.${Math.floor(addresses / 250)}.${(addresses++ % 250) + 1}`

  const tokenOf = async (mobile: string) => (await server.run(Tokens.use((t) => t.issue(mobile, "my-data")))).token
  const withdraw = (id: string, token: string | undefined, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/api/my-data/consents/${id}/withdraw`, {
      method: "POST",
      headers: {
        "x-forwarded-for": freshAddress(),
        ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
        ...headers
      }
    })
  const view = async (token: string) => {
    const response = await fetch(`${server.url}/api/my-data`, { headers: { authorization: `Bearer ${token}` } })
    expect(response.status).toBe(200)
    return (await response.json()).data
  }
  const rows = <A extends object>(query: (sql: SqlClient.SqlClient) => Effect.Effect<ReadonlyArray<A>, unknown>) =>
    server.run(Effect.orDie(Effect.flatMap(SqlClient.SqlClient, query)))
  /** A Self enquiry with the mobile (its consent record made with it): its tracking ID and number. */
  const newEnquiry = async (phone: string) => {
    const { trackingId } = await server.run(Enquiries.use((e) => e.create({ ...selfEnquiry, phone })))
    const [row] = await rows(
      (sql) => sql<{ id: string }>`SELECT id::text AS id FROM loan_enquiries WHERE tracking_id = ${trackingId}`
    )
    return { trackingId, enquiryId: row!.id }
  }
  /** Messages about the enquiry waiting, being sent, failed for now, and one already sent. */
  const queueMessages = (enquiryId: string) =>
    rows(
      (sql) => sql`
        INSERT INTO status_messages (idempotency_key, enquiry_id, channel, status, state, sent_at) VALUES
          (${`t:${enquiryId}:1`}, ${enquiryId}::bigint, 'sms', 'Call Back', 'queued', NULL),
          (${`t:${enquiryId}:2`}, ${enquiryId}::bigint, 'email', 'Call Back', 'sending', NULL),
          (${`t:${enquiryId}:3`}, ${enquiryId}::bigint, 'sms', 'Login', 'failed', NULL),
          (${`t:${enquiryId}:4`}, ${enquiryId}::bigint, 'sms', 'Approved', 'sent', now())
      `
    )
  const messageStates = async (enquiryId: string) =>
    (
      await rows(
        (sql) => sql<{ state: string }>`
          SELECT state FROM status_messages WHERE enquiry_id = ${enquiryId}::bigint ORDER BY id
        `
      )
    ).map((r) => r.state)
  const consentsOf = async (mobile: string) =>
    (
      await rows(
        (sql) => sql<{ id: string; withdrawn_at: Date | string | null }>`
          SELECT id::text AS id, withdrawn_at FROM consents WHERE mobile = ${mobile} ORDER BY id
        `
      )
    ).map((r) => ({ id: r.id, withdrawnAt: r.withdrawn_at === null ? null : new Date(r.withdrawn_at).toISOString() }))
  const staffSee = async (trackingId: string) => {
    const response = await fetch(`${server.url}/api/admin/enquiries/${trackingId}`, {
      headers: { "x-admin-request": "1", cookie: `loans_admin=${cookie}` }
    })
    expect(response.status).toBe(200)
    return (await response.json()).data.consentWithdrawnAt as string | null
  }

  beforeAll(async () => {
    vi.spyOn(console, "log").mockImplementation(() => {})
    server = await startServer({
      port: 0,
      host: "127.0.0.1",
      distDir: tempDir("loans-dist-"),
      adminPassword: Redacted.make(password),
      tokenSecret: Redacted.make("withdraw-consent-test-token-secret-0123"),
      limits: { ...roomyLimits(), consentWithdrawals: { max: 3, windowSeconds: 3600 } },
      trustProxy: ["127.0.0.1"],
      ...target.settings()
    })
    cookie = await adminSessionCookie(server, password)
  }, 180_000)

  afterAll(async () => {
    if (server) {
      await target.cleanup(server)
      await server.close()
    }
    vi.restoreAllMocks()
  })

  it("withdraws the person's own consent at once: its time recorded, unsent messages stopped, staff told", async () => {
    const mobile = freshMobile()
    const { trackingId, enquiryId } = await newEnquiry(mobile)
    await queueMessages(enquiryId)
    const token = await tokenOf(mobile)
    const [listed] = (await view(token)).consents
    expect(listed).toMatchObject({
      purpose: "loan-enquiry",
      withdrawnAt: null,
      trackingId,
      lenders: []
    })
    expect(await staffSee(trackingId)).toBeNull()

    const response = await withdraw(listed.id, token)
    expect(response.status).toBe(200)
    const body = await response.json()
    const [stored] = await consentsOf(mobile)
    expect(stored!.withdrawnAt).not.toBeNull()
    expect(body).toEqual({
      success: true,
      message: words.withdrawn,
      consent: { ...listed, withdrawnAt: stored!.withdrawnAt }
    })
    // Nothing not yet sent goes out after it; what was sent stays as it was.
    expect(await messageStates(enquiryId)).toEqual(["stopped", "stopped", "stopped", "sent"])
    // The page reloaded shows the same; staff see the date on the enquiry.
    expect((await view(token)).consents).toEqual([body.consent])
    expect(await staffSee(trackingId)).toBe(stored!.withdrawnAt)
  })

  it("answers another person's consent as it answers one that does not exist (404), and changes nothing", async () => {
    const owner = freshMobile()
    const { enquiryId } = await newEnquiry(owner)
    await queueMessages(enquiryId)
    const [theirs] = await consentsOf(owner)
    const stranger = await tokenOf(freshMobile())

    const refused = await withdraw(theirs!.id, stranger)
    expect(refused.status).toBe(404)
    expect(await refused.json()).toEqual({ _tag: "ConsentNotFound", success: false, message: words.notFound })
    const unknown = await withdraw("999999999999", stranger)
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toEqual({ _tag: "ConsentNotFound", success: false, message: words.notFound })
    const hindi = await withdraw(theirs!.id, stranger, { "accept-language": "hi" })
    expect(await hindi.json()).toEqual({ _tag: "ConsentNotFound", success: false, message: words.notFoundHindi })

    expect(await consentsOf(owner)).toEqual([{ id: theirs!.id, withdrawnAt: null }])
    expect(await messageStates(enquiryId)).toEqual(["queued", "sending", "failed", "sent"])
  })

  it("keeps the first withdrawal's time when the person withdraws again", async () => {
    const mobile = freshMobile()
    await newEnquiry(mobile)
    const token = await tokenOf(mobile)
    const [consent] = await consentsOf(mobile)
    const first = await (await withdraw(consent!.id, token)).json()
    await new Promise((resolve) => setTimeout(resolve, 30))
    const again = await withdraw(consent!.id, token)
    expect(again.status).toBe(200)
    expect((await again.json()).consent.withdrawnAt).toBe(first.consent.withdrawnAt)
    expect(await consentsOf(mobile)).toEqual([{ id: consent!.id, withdrawnAt: first.consent.withdrawnAt }])
  })

  it("keeps one time for a burst of withdrawals of one consent at once", async () => {
    const mobile = freshMobile()
    const { enquiryId } = await newEnquiry(mobile)
    await queueMessages(enquiryId)
    const token = await tokenOf(mobile)
    const [consent] = await consentsOf(mobile)
    const answers = await Promise.all(Array.from({ length: 10 }, () => withdraw(consent!.id, token)))
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 10 }, () => 200))
    const times = new Set(await Promise.all(answers.map(async (a) => (await a.json()).consent.withdrawnAt)))
    const [stored] = await consentsOf(mobile)
    expect([...times]).toEqual([stored!.withdrawnAt])
    expect(await messageStates(enquiryId)).toEqual(["stopped", "stopped", "stopped", "sent"])
  })

  it("names the lender of the offer an enquiry was made from, and none for a contact message", async () => {
    const mobile = freshMobile()
    const offer = {
      proposalNumber: `PN${mobile}ABCDEFGH`,
      lenderId: "kaveri-finance",
      lenderName: "Kaveri Finance Limited",
      loanType: "Home Loan" as const
    }
    const choice = {
      proposalNumber: offer.proposalNumber,
      first_name: "Asha",
      last_name: "Rao",
      phone: mobile,
      email: "asha@example.in",
      location: "Pune",
      consent: true as const
    }
    const { trackingId } = await server.run(Enquiries.use((e) => e.createFromOffer(choice, offer)))
    const contact = await fetch(`${server.url}/api/contact-us`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": freshAddress() },
      body: JSON.stringify({
        name: "Asha Rao",
        email: "asha@example.in",
        phone: mobile,
        message: "Call me.",
        consent: true
      })
    })
    expect(contact.status).toBe(200)
    const token = await tokenOf(mobile)
    const [fromOffer, message] = (await view(token)).consents
    expect(fromOffer).toMatchObject({ purpose: "loan-enquiry", trackingId, lenders: ["Kaveri Finance Limited"] })
    expect(message).toMatchObject({ purpose: "contact", trackingId: null, lenders: [], withdrawnAt: null })
    // A consent with no enquiry is withdrawn all the same.
    const response = await withdraw(message.id, token)
    expect(response.status).toBe(200)
    expect((await response.json()).consent).toMatchObject({ id: message.id, purpose: "contact", lenders: [] })
    expect((await consentsOf(mobile)).map((c) => c.withdrawnAt === null)).toEqual([true, false])
  })

  it("refuses a call without a valid token (401) and an id that is no number (400), withdrawing nothing", async () => {
    const mobile = freshMobile()
    await newEnquiry(mobile)
    const [consent] = await consentsOf(mobile)
    const missing = await withdraw(consent!.id, undefined)
    expect(missing.status).toBe(401)
    expect(await missing.json()).toEqual({ _tag: "InvalidToken", success: false, message: words.missingToken })
    expect((await withdraw(consent!.id, "forged.token")).status).toBe(401)
    const bad = await withdraw("first", await tokenOf(mobile))
    expect(bad.status).toBe(400)
    expect((await bad.json()).message).toBe(words.consentId)
    expect(await consentsOf(mobile)).toEqual([{ id: consent!.id, withdrawnAt: null }])
  })

  it("lets one address withdraw at most LIMIT_CONSENT_WITHDRAWALS consents in its window, whatever the burst", async () => {
    expect(defaultLimits.consentWithdrawals).toEqual({ max: 20, windowSeconds: 3600 })
    const mobile = freshMobile()
    await newEnquiry(mobile)
    const token = await tokenOf(mobile)
    const [consent] = await consentsOf(mobile)
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        withdraw(consent!.id, token, { "x-forwarded-for": "192.0.2.91" }).then((r) => r.status)
      )
    )
    expect(answers.filter((s) => s === 200)).toHaveLength(3)
    expect(answers.filter((s) => s === 429)).toHaveLength(5)
  })
})
