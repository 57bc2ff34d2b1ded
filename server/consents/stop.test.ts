/**
 * The link in a message that stops further messages about an application (POST /api/consents/stop), against the real
 * server, on the embedded database and again on PostgreSQL (TEST_DATABASE_URL). The link's token is worked out by
 * hand (stop-link.fixtures.ts) as a message carries it.
 */
import { Effect, Redacted } from "effect"
import { SqlClient } from "effect/sql"
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import { selfEnquiry } from "../../domain/enquiry.fixtures.ts"
import { Enquiries } from "../enquiries/repo.ts"
import { defaultLimits, roomyLimits } from "../limits/rules.ts"
import { type RunningServer, startServer } from "../main.ts"
import { databaseTargets, useTempDirs } from "../test-targets.ts"
import { handWorkedStopToken } from "./stop-link.fixtures.ts"

const tempDir = useTempDirs()
const targets = databaseTargets("stop_links", tempDir)

const tokenSecret = "stop-links-test-token-secret-0123456789"
const linkToken = (enquiryId: string) => handWorkedStopToken(tokenSecret, enquiryId)

const stopped =
  "Done. We will send you no more messages about this application, and we have recorded that you withdrew your consent to be contacted about it."
const stoppedHindi =
  "हो गया। इस आवेदन के बारे में हम आपको अब कोई संदेश नहीं भेजेंगे, और हमने दर्ज कर लिया है कि आपने इसके बारे में संपर्क की अपनी सहमति वापस ले ली है।"
const invalid =
  "This link is not valid. Please open the link in your latest message again, or withdraw your consent on My data."

describe.each(targets)("stopping an application's messages by its link, on $name", (target) => {
  let server: RunningServer
  let address = 0

  const stop = (token: unknown, headers: Record<string, string> = {}, from = `198.51.100.${++address % 250}`) =>
    fetch(`${server.url}/api/consents/stop`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": from, ...headers },
      body: JSON.stringify({ token })
    })
  const query = <A extends object>(run: (sql: SqlClient.SqlClient) => Effect.Effect<ReadonlyArray<A>, unknown>) =>
    server.run(Effect.orDie(Effect.flatMap(SqlClient.SqlClient, run)))
  /** A new enquiry (with its consent record): its number. */
  const newEnquiry = async (phone: string) => {
    const created = await server.run(Enquiries.use((e) => e.create({ ...selfEnquiry, phone })))
    const [row] = await query(
      (sql) => sql<{ id: string }>`SELECT id::text AS id FROM loan_enquiries WHERE tracking_id = ${created.trackingId}`
    )
    return row!.id
  }
  const withdrawnAt = async (enquiryId: string) => {
    const rows = await query(
      (sql) => sql<{ withdrawn_at: Date | string | null }>`
        SELECT withdrawn_at FROM consents WHERE enquiry_id = ${enquiryId}::bigint
      `
    )
    return rows.map((r) => (r.withdrawn_at === null ? null : new Date(r.withdrawn_at).toISOString()))
  }

  beforeAll(async () => {
    vi.spyOn(console, "log").mockImplementation(() => {})
    server = await startServer({
      port: 0,
      host: "127.0.0.1",
      distDir: tempDir("loans-dist-"),
      tokenSecret: Redacted.make(tokenSecret),
      limits: { ...roomyLimits(), stopLinks: { max: 3, windowSeconds: 3600 } },
      trustProxy: ["127.0.0.1"],
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

  it("withdraws the enquiry's consent at once, and a second tap keeps the first time", async () => {
    const id = await newEnquiry("9876500001")
    expect(await withdrawnAt(id)).toEqual([null])
    const first = await stop(linkToken(id))
    expect(first.status).toBe(200)
    expect(await first.json()).toEqual({ success: true, message: stopped })
    const [when] = await withdrawnAt(id)
    expect(when).not.toBeNull()

    const again = await stop(linkToken(id), { "accept-language": "hi" })
    expect(again.status).toBe(200)
    expect(await again.json()).toEqual({ success: true, message: stoppedHindi })
    expect(await withdrawnAt(id)).toEqual([when])
  })

  it("refuses a link it did not sign, and withdraws nothing", async () => {
    const id = await newEnquiry("9876500002")
    const other = await newEnquiry("9876500003")
    const signature = linkToken(id).split(".")[1]!
    const forged = [
      `${other}.${signature}`, // another enquiry's number with this one's signature
      `${id}.${signature.slice(0, 21)}${signature.endsWith("A") ? "B" : "A"}`, // its last character changed
      `${id}.${signature.slice(0, 20)}`, // cut short
      `${id}`,
      "",
      "0.AAAAAAAAAAAAAAAAAAAAAA"
    ]
    for (const token of forged) {
      const response = await stop(token)
      expect(response.status, token).toBe(404)
      expect(await response.json()).toEqual({ _tag: "StopLinkInvalid", success: false, message: invalid })
    }
    expect(await withdrawnAt(id)).toEqual([null])
    expect(await withdrawnAt(other)).toEqual([null])
  })

  it("answers 400 for a body that is no token at all", async () => {
    const response = await stop(42)
    expect(response.status).toBe(400)
  })

  it("lets one address open at most LIMIT_STOP_LINKS links in its window, whatever the burst", async () => {
    expect(defaultLimits.stopLinks).toEqual({ max: 20, windowSeconds: 3600 })
    const id = await newEnquiry("9876500004")
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => stop(linkToken(id), {}, "192.0.2.77").then((r) => r.status))
    )
    expect(answers.filter((s) => s === 200)).toHaveLength(3)
    expect(answers.filter((s) => s === 429)).toHaveLength(9)
  })
})
