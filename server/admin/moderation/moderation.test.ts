/**
 * The back office's moderation of feedback (server/admin/moderation), written out: the pending list's e-mail, the
 * picture's headers, which ids can name a testimonial, the audit row of a decision, and a decision that lost a race
 * to another. On the embedded database, and again on PostgreSQL when TEST_DATABASE_URL is set.
 */
import { Effect, Redacted } from "effect"
import { SqlClient } from "effect/sql"
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import { roomyLimits } from "../../limits/rules.ts"
import { type RunningServer, startServer } from "../../main.ts"
import {
  adminSessionCookie,
  databaseTargets,
  pictureHeadersOf,
  pictureServedAs,
  useTempDirs
} from "../../test-targets.ts"
import { Testimonials } from "../../testimonials/repo.ts"

const tempDir = useTempDirs()
const targets = databaseTargets("moderation", tempDir)

const password = "correct horse battery staple"
const same = { "x-admin-request": "1" }
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52])
/** adminMessages.noTestimonial, written out. */
const noTestimonial = "No testimonial waits for moderation with this id."

describe.each(targets)("moderation on $name", (target) => {
  let server: RunningServer
  let cookie = ""

  const call = (route: string, method = "GET") =>
    fetch(`${server.url}/api/admin${route}`, {
      method,
      headers: { cookie: `loans_admin=${cookie}`, ...(method === "GET" ? {} : same) }
    })
  const submit = (name: string, email: string, picture?: Uint8Array) =>
    server.run(
      Testimonials.use((t) =>
        t.submit(
          { name, email, loanType: "Home Loan", feedback: `${name} says the loan was quick.`, rating: 4 } as never,
          picture === undefined ? undefined : { contentType: "image/png", bytes: picture }
        )
      )
    )
  const query = <A extends object>(f: (sql: SqlClient.SqlClient) => Effect.Effect<ReadonlyArray<A>, unknown>) =>
    server.run(
      Effect.gen(function* () {
        return yield* Effect.orDie(f(yield* SqlClient.SqlClient))
      })
    )
  const auditOf = (id: string) =>
    query<{ action: string; from_value: string | null; to_value: string | null }>(
      (s) =>
        s`SELECT action, from_value, to_value FROM admin_audit_log WHERE subject = ${`testimonial:${id}`} ORDER BY id`
    )
  const pendingList = async () => {
    const response = await call("/testimonials")
    expect(response.status).toBe(200)
    return (await response.json()).data as Array<Record<string, unknown>>
  }

  beforeAll(async () => {
    vi.spyOn(console, "log").mockImplementation(() => {})
    server = await startServer({
      port: 0,
      host: "127.0.0.1",
      distDir: tempDir("loans-moderation-dist-"),
      requestLog: false,
      adminPassword: Redacted.make(password),
      limits: roomyLimits(),
      ...target.settings()
    })
    cookie = await adminSessionCookie(server, password)
    // From here on, testimonial ids have 18 digits (the most a route takes), so no test leans on short ids.
    await query((s) => s`SELECT setval(pg_get_serial_sequence('testimonials', 'id'), 100000000000000000)`)
  }, 120_000)

  afterAll(async () => {
    if (server) await target.cleanup(server)
    await server?.close()
    vi.restoreAllMocks()
  })

  describe("the waiting list, pictures and decisions by id", () => {
    it("lists a waiting feedback's e-mail, and null for one sent without", async () => {
      const withEmail = await submit("Listed With", "listed@example.in")
      const without = await submit("Listed Without", "")
      expect(withEmail.id).toMatch(/^1\d{17}$/u)
      const listed = (await pendingList()).filter((p) => p.id === withEmail.id || p.id === without.id)
      expect(listed.map(({ id, name, email, pictureUrl }) => ({ id, name, email, pictureUrl }))).toEqual([
        { id: withEmail.id, name: "Listed With", email: "listed@example.in", pictureUrl: null },
        { id: without.id, name: "Listed Without", email: null, pictureUrl: null }
      ])
    })

    it("serves a waiting picture (an 18-digit id) with its headers written out", async () => {
      const { id } = await submit("Pictured", "pictured@example.in", png)
      const picture = await call(`/testimonials/${id}/picture`)
      expect(picture.status).toBe(200)
      expect(pictureHeadersOf(picture)).toEqual(pictureServedAs("image/png", "private, no-store"))
      expect(new Uint8Array(await picture.arrayBuffer())).toEqual(png)
    })

    const notIds = ["0", "01", "x1", "1x", "12x", "-1", "1.5", "99999999999999999999", "1000000000000000000"]
    it.each(notIds)("answers 404 with its message for the id %j: picture, approve and reject", async (id) => {
      for (const [route, method] of [
        [`/testimonials/${id}/picture`, "GET"],
        [`/testimonials/${id}/approve`, "POST"],
        [`/testimonials/${id}/reject`, "POST"]
      ] as const) {
        const response = await call(route, method)
        expect({ route, status: response.status, body: await response.json() }).toEqual({
          route,
          status: 404,
          body: { _tag: "AdminNotFound", success: false, message: noTestimonial }
        })
      }
    })

    it("approves and rejects by an 18-digit id, each audited from pending", async () => {
      const approved = await submit("Approved Long", "approved-long@example.in", png)
      const rejected = await submit("Rejected Long", "rejected-long@example.in")
      expect((await call(`/testimonials/${approved.id}/approve`, "POST")).status).toBe(200)
      expect((await call(`/testimonials/${rejected.id}/reject`, "POST")).status).toBe(200)
      expect(await auditOf(approved.id)).toEqual([{ action: "Approve", from_value: "pending", to_value: "approved" }])
      expect(await auditOf(rejected.id)).toEqual([{ action: "Reject", from_value: "pending", to_value: "rejected" }])
    })

    // A decision that waits on another's lock, and finds the row decided once it gets it: only on PostgreSQL (the
    // embedded database has one connection, so the two never overlap).
    const overlapping = target.name.startsWith("PostgreSQL") ? it : it.skip
    /** Rejects `id` in a transaction that commits only once the API's `decision` on it is waiting for its lock. */
    const racedBy = (id: string, decision: "approve" | "reject") =>
      server.run(
        Effect.gen(function* () {
          const sql = yield* SqlClient.SqlClient
          return yield* sql.withTransaction(
            Effect.gen(function* () {
              yield* sql`UPDATE testimonials SET rejected_at = now() WHERE id = ${id}::bigint`
              const response = call(`/testimonials/${id}/${decision}`, "POST")
              for (let waited = 0; ; waited += 20) {
                const [row] = yield* sql<{ n: number }>`
                  SELECT count(*)::int AS n FROM pg_stat_activity WHERE pg_backend_pid() = ANY(pg_blocking_pids(pid))
                `
                if (row!.n > 0) break
                if (waited > 10_000) return yield* Effect.die(new Error("the API's decision never waited"))
                yield* Effect.sleep("20 millis")
              }
              return { response }
            })
          )
        }).pipe(Effect.orDie)
      )

    overlapping("answers 404 to a reject that finds the feedback rejected meanwhile, and audits nothing", async () => {
      const { id } = await submit("Raced Reject", "raced-reject@example.in")
      const response = await (await racedBy(id, "reject")).response
      expect({ status: response.status, body: await response.json() }).toEqual({
        status: 404,
        body: { _tag: "AdminNotFound", success: false, message: noTestimonial }
      })
      expect(await auditOf(id)).toEqual([])
    })

    overlapping("answers 404 to an approve that finds the feedback rejected meanwhile: never published", async () => {
      const { id } = await submit("Raced Approve", "raced-approve@example.in")
      const response = await (await racedBy(id, "approve")).response
      expect({ status: response.status, body: await response.json() }).toEqual({
        status: 404,
        body: { _tag: "AdminNotFound", success: false, message: noTestimonial }
      })
      expect(await auditOf(id)).toEqual([])
      expect(
        await query<{ approved: boolean; rejected: boolean }>(
          (s) => s`SELECT approved, rejected_at IS NOT NULL AS rejected FROM testimonials WHERE id = ${id}::bigint`
        )
      ).toEqual([{ approved: false, rejected: true }])
      const published = (await (await fetch(`${server.url}/api/testimonials`)).json()).data as Array<{
        userName: string
      }>
      expect(published.map((t) => t.userName)).not.toContain("Raced Approve")
    })
  })
})
