/**
 * Grievances (issue 14, point 3) on the real server, on the embedded database and on PostgreSQL with
 * TEST_DATABASE_URL: raising one with a `grievance` token (its number and due date), bad input per field (400 with
 * the message, nothing written), a missing or wrong token (401, nothing written), the per-address limit, the
 * look-up (another mobile's number answers as an unknown number), and the back office's steps: allowed ones,
 * refused ones (409), the audit rows, and two staff members resolving at once (one wins).
 */
import { Effect, Redacted } from "effect"
import { SqlClient } from "effect/sql"
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import { roomyLimits } from "../limits/rules.ts"
import { type RunningServer, startServer } from "../main.ts"
import { adminSessionCookie, databaseTargets, useTempDirs } from "../test-targets.ts"
import { Tokens } from "../tokens/tokens.ts"

/**
 * The bytes the next grievance numbers are drawn from (32 at a time), so a clash can be forced; empty: the real
 * randomBytes. Only the grievance repo asks for 32 bytes while a test has queued some.
 */
const drawn: Array<Uint8Array> = []
vi.mock("node:crypto", async (importOriginal) => {
  const actual = await importOriginal<typeof import("node:crypto")>()
  return {
    ...actual,
    randomBytes: ((size: number, ...rest: Array<unknown>) =>
      size === 32 && drawn.length > 0
        ? Buffer.from(drawn.shift()!)
        : (actual.randomBytes as (...a: Array<unknown>) => unknown)(size, ...rest)) as typeof actual.randomBytes
  }
})
/** 32 bytes that draw GRV-ccccc-ccccc where c is the alphabet's letter at `index`; 255 draws no number at all. */
const bytesOf = (index: number) => new Uint8Array(32).fill(index)

/** Our words, written out: the oracle, never imported from domain/. */
const ours = {
  nameRequired: "Please enter your name.",
  name: "Name must contain only alphabetic characters, spaces, apostrophes, and hyphens.",
  mobile: "Mobile number must be 10 digits",
  mobileStart: "Mobile number must start with 6, 7, 8, or 9",
  emailRequired: "Please enter your email address.",
  email: "Please enter a valid email address.",
  trackingId: "Please enter a valid tracking ID, or leave it empty.",
  category: "Please choose what your grievance is about.",
  descriptionRequired: "Please describe your grievance.",
  descriptionTooLong: "Please keep your description under 2000 characters.",
  missingToken: "Please verify your mobile number with an OTP first.",
  badToken: "Your mobile verification has expired. Please verify your mobile number again.",
  notFound: "We found no grievance with this number for this mobile number.",
  replyRequired: "Please write the reply.",
  tooMany: "Too many requests. Please try again later."
} as const

const password = "correct horse battery staple"
const same = { "x-admin-request": "1" }
const numberPattern = /^GRV-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{5}-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{5}$/u

const grievance = {
  name: "Asha Rao",
  mobile: "9876543210",
  email: "asha@example.in",
  trackingId: "",
  category: "Loan enquiry",
  description: "Nobody called me back about my home loan enquiry."
}

const tempDir = useTempDirs()

describe.each(databaseTargets("grievances", tempDir))("grievances on $name", (target) => {
  let server: RunningServer
  let cookie = ""
  const logs: Array<string> = []

  beforeAll(async () => {
    vi.spyOn(console, "log").mockImplementation((...args: Array<unknown>) => {
      logs.push(args.map(String).join(" "))
    })
    server = await startServer({
      port: 0,
      host: "127.0.0.1",
      distDir: tempDir("loans-dist-"),
      adminPassword: Redacted.make(password),
      limits: { ...roomyLimits(), grievances: { max: 1000, windowSeconds: 3600 } },
      ...target.settings()
    })
    cookie = await adminSessionCookie(server, password)
  })

  afterAll(async () => {
    if (server) {
      await target.cleanup(server)
      await server.close()
    }
    vi.restoreAllMocks()
  })

  const tokenFor = (mobile: string, purpose: "grievance" | "redeem" = "grievance") =>
    server.run(Tokens.use((t) => t.issue(mobile, purpose))).then((t) => t.token)
  const post = (route: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${route}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(body)
    })
  const submit = async (body: unknown, token?: string) =>
    post("/api/grievances", body, token === undefined ? {} : { authorization: `Bearer ${token}` })
  const raise = async (g = grievance) => {
    const response = await submit(g, await tokenFor(g.mobile))
    expect(response.status).toBe(201)
    return (await response.json()).data as { number: string; receivedAt: string; dueDate: string }
  }
  const lookup = async (number: string, mobile: string, token?: string) =>
    post("/api/grievances/status", { number, mobile }, { authorization: `Bearer ${token ?? (await tokenFor(mobile))}` })
  const admin = (route: string, body?: unknown) =>
    fetch(`${server.url}/api/admin${route}`, {
      method: "POST",
      headers: {
        cookie: `loans_admin=${cookie}`,
        ...same,
        ...(body === undefined ? {} : { "content-type": "application/json" })
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) })
    })
  const queue = async (show?: "open" | "resolved") =>
    (
      await (
        await fetch(`${server.url}/api/admin/grievances${show ? `?show=${show}` : ""}`, {
          headers: { cookie: `loans_admin=${cookie}` }
        })
      ).json()
    ).data as ReadonlyArray<{ number: string; status: string; daysLeft: number; dueDate: string; reply: string | null }>
  const sqlRows = <A extends object>(query: (sql: SqlClient.SqlClient) => Effect.Effect<ReadonlyArray<A>, unknown>) =>
    server.run(
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        return yield* Effect.orDie(query(sql))
      })
    )
  const count = async () =>
    (await sqlRows<{ n: number }>((sql) => sql`SELECT count(*)::int AS n FROM grievances`))[0]!.n

  it("raises a grievance: a GRV number and a reply due 30 days on, stored as sent", async () => {
    const before = Date.now()
    const receipt = await raise({ ...grievance, trackingId: "k7qmx 3p9td" })
    expect(receipt.number).toMatch(numberPattern)
    // 30 days after the day it was received in India (UTC+5:30).
    const indiaDay = new Date(new Date(receipt.receivedAt).getTime() + 5.5 * 3_600_000)
    const due = new Date(Date.UTC(indiaDay.getUTCFullYear(), indiaDay.getUTCMonth(), indiaDay.getUTCDate() + 30))
    expect(receipt.dueDate).toBe(due.toISOString().slice(0, 10))
    expect(new Date(receipt.receivedAt).getTime()).toBeGreaterThanOrEqual(before - 5000)
    const [row] = await sqlRows<Record<string, unknown>>(
      (sql) =>
        sql`SELECT name, mobile, email, tracking_id, category, description, status FROM grievances WHERE number = ${receipt.number}`
    )
    expect(row).toEqual({
      name: "Asha Rao",
      mobile: "9876543210",
      email: "asha@example.in",
      tracking_id: "K7QMX-3P9TD",
      category: "Loan enquiry",
      description: "Nobody called me back about my home loan enquiry.",
      status: "Received"
    })
  })

  it("two grievances get unrelated numbers", async () => {
    const a = await raise()
    const b = await raise()
    expect(a.number).not.toBe(b.number)
    expect(a.number.slice(0, 9)).not.toBe(b.number.slice(0, 9))
  })

  it.each([
    ["name empty", { name: "  " }, "name", ours.nameRequired],
    ["name with digits", { name: "Asha 2" }, "name", ours.name],
    ["mobile short", { mobile: "98765" }, "mobile", ours.mobile],
    ["mobile starting 5", { mobile: "5876543210" }, "mobile", ours.mobileStart],
    ["e-mail empty", { email: "" }, "email", ours.emailRequired],
    ["e-mail malformed", { email: "asha@" }, "email", ours.email],
    ["tracking ID malformed", { trackingId: "ABC" }, "trackingId", ours.trackingId],
    ["category unknown", { category: "Cricket" }, "category", ours.category],
    ["description empty", { description: " " }, "description", ours.descriptionRequired],
    ["description of 2001 characters", { description: "a".repeat(2001) }, "description", ours.descriptionTooLong]
  ])("%s: 400 naming the field with its message, nothing written", async (_case, change, path, message) => {
    const before = await count()
    const response = await submit({ ...grievance, ...change }, await tokenFor(grievance.mobile))
    expect(response.status).toBe(400)
    const body = await response.json()
    expect(body.errors).toEqual([{ path, message }])
    expect(await count()).toBe(before)
  })

  it("a description of exactly 2000 characters is taken", async () => {
    await raise({ ...grievance, description: "b".repeat(2000) })
  })

  it.each([
    ["no token", undefined, ours.missingToken],
    ["a token of another mobile", "other-mobile", ours.badToken],
    ["a token of another purpose", "redeem", ours.badToken],
    ["a forged token", "forged", ours.badToken]
  ])("%s: 401 and nothing written", async (_case, kind, message) => {
    const token =
      kind === undefined
        ? undefined
        : kind === "other-mobile"
          ? await tokenFor("9123456780")
          : kind === "redeem"
            ? await tokenFor(grievance.mobile, "redeem")
            : `${(await tokenFor(grievance.mobile)).split(".")[0]}.AAAA`
    const before = await count()
    const response = await submit(grievance, token)
    expect(response.status).toBe(401)
    expect((await response.json()).message).toBe(message)
    expect(await count()).toBe(before)
  })

  it("looks a grievance up by its number (as typed) and mobile; another mobile gets the unknown number's answer", async () => {
    const { number, dueDate } = await raise()
    const found = await lookup(number.toLowerCase().replaceAll("-", " "), grievance.mobile)
    expect(found.status).toBe(200)
    expect((await found.json()).data).toEqual({
      number,
      category: "Loan enquiry",
      status: "Received",
      receivedAt: expect.any(String),
      dueDate,
      daysLeft: 30,
      reply: null,
      repliedAt: null,
      resolvedAt: null
    })
    const otherMobile = await lookup(number, "9123456780")
    const unknown = await lookup("GRV-22222-22222", grievance.mobile)
    expect([otherMobile.status, unknown.status]).toEqual([404, 404])
    expect(await otherMobile.json()).toEqual(await unknown.json())
    // A token for the other mobile cannot look up this mobile's grievance either.
    const crossed = await lookup(number, grievance.mobile, await tokenFor("9123456780"))
    expect(crossed.status).toBe(401)
  })

  it("staff acknowledge, reply and resolve; each step audited; the person sees the reply", async () => {
    const { number } = await raise({ ...grievance, mobile: "8765432109" })
    const open = await queue()
    expect(open.find((g) => g.number === number)).toMatchObject({ status: "Received", daysLeft: 30 })
    expect((await admin(`/grievances/${number}/acknowledge`)).status).toBe(200)
    expect((await admin(`/grievances/${number}/reply`, { reply: " " })).status).toBe(400)
    const replied = await admin(`/grievances/${number}/reply`, { reply: "We called you on 2 December." })
    expect(replied.status).toBe(200)
    expect((await replied.json()).data).toMatchObject({ status: "Replied", reply: "We called you on 2 December." })
    const seen = await (await lookup(number, "8765432109")).json()
    expect(seen.data).toMatchObject({ status: "Replied", reply: "We called you on 2 December." })
    expect((await admin(`/grievances/${number}/resolve`)).status).toBe(200)
    expect((await queue()).some((g) => g.number === number)).toBe(false)
    expect((await queue("resolved")).find((g) => g.number === number)?.status).toBe("Resolved")
    const audit = await sqlRows<{ action: string; from_value: string; to_value: string; note: string | null }>(
      (sql) =>
        sql`SELECT action, from_value, to_value, note FROM admin_audit_log WHERE subject = ${`grievance:${number}`} ORDER BY id`
    )
    expect(audit).toEqual([
      { action: "Acknowledge", from_value: "Received", to_value: "Acknowledged", note: null },
      { action: "Reply", from_value: "Acknowledged", to_value: "Replied", note: "We called you on 2 December." },
      { action: "Resolve", from_value: "Replied", to_value: "Resolved", note: null }
    ])
  })

  it("refuses steps the lifecycle does not allow with 409, changing and auditing nothing", async () => {
    const { number } = await raise()
    const resolve = await admin(`/grievances/${number}/resolve`)
    expect(resolve.status).toBe(409)
    expect(await resolve.json()).toMatchObject({
      status: "Received",
      allowed: ["Acknowledge", "Reply"],
      message: "This grievance is Received, so it cannot be resolved now."
    })
    await admin(`/grievances/${number}/reply`, { reply: "Sorted." })
    expect((await admin(`/grievances/${number}/acknowledge`)).status).toBe(409)
    expect((await admin(`/grievances/${number}/reply`, { reply: "Again." })).status).toBe(409)
    expect((await admin("/grievances/GRV-22222-22222/acknowledge")).status).toBe(404)
    const audit = await sqlRows<{ action: string }>(
      (sql) => sql`SELECT action FROM admin_audit_log WHERE subject = ${`grievance:${number}`} ORDER BY id`
    )
    expect(audit.map((a) => a.action)).toEqual(["Reply"])
  })

  it("two staff members resolving at once: exactly one wins, one audit row", async () => {
    const { number } = await raise()
    await admin(`/grievances/${number}/reply`, { reply: "Done." })
    const answers = await Promise.all(Array.from({ length: 6 }, () => admin(`/grievances/${number}/resolve`)))
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409, 409])
    const audit = await sqlRows<{ action: string }>(
      (sql) => sql`SELECT action FROM admin_audit_log WHERE subject = ${`grievance:${number}`} AND action = 'Resolve'`
    )
    expect(audit.length).toBe(1)
  })

  it("logs route patterns, never the mobile, e-mail, name or description", () => {
    const all = logs.join("\n")
    expect(all).toContain("/api/grievances")
    for (const secret of ["9876543210", "8765432109", "asha@example.in", "Asha Rao", "Nobody called me back"])
      expect(all).not.toContain(secret)
  })

  describe("what is stored: trimmed, each step its own time", () => {
    const row = async (number: string) =>
      (
        await sqlRows<Record<string, string | null>>(
          (sql) => sql`SELECT acknowledged_at::text AS acknowledged_at, replied_at::text AS replied_at,
            resolved_at::text AS resolved_at, reply FROM grievances WHERE number = ${number}`
        )
      )[0]!

    it("name and tracking ID are stored trimmed; a tracking ID of spaces is stored as none", async () => {
      // An e-mail with spaces around it is refused (400) before it is stored: its trim cannot be seen.
      const refused = await submit({ ...grievance, email: " asha@example.in " }, await tokenFor(grievance.mobile))
      expect(refused.status).toBe(400)
      expect((await refused.json()).errors).toEqual([{ path: "email", message: ours.email }])
      const spaced = await raise({ ...grievance, name: "  Asha Rao  ", trackingId: "  k7qmx-3p9td  " })
      const blank = await raise({ ...grievance, trackingId: "   " })
      const rows = await sqlRows<Record<string, unknown>>(
        (sql) =>
          sql`SELECT number, name, email, tracking_id FROM grievances WHERE number IN (${spaced.number}, ${blank.number}) ORDER BY id`
      )
      expect(rows).toEqual([
        { number: spaced.number, name: "Asha Rao", email: "asha@example.in", tracking_id: "K7QMX-3P9TD" },
        { number: blank.number, name: "Asha Rao", email: "asha@example.in", tracking_id: null }
      ])
    })

    it("the description is stored trimmed, its line break inside kept", async () => {
      const { number } = await raise({
        ...grievance,
        description: "   Nobody called me back.\nIt has been two weeks.  \n "
      })
      const [stored] = await sqlRows<{ description: string }>(
        (sql) => sql`SELECT description FROM grievances WHERE number = ${number}`
      )
      expect(stored).toEqual({ description: "Nobody called me back.\nIt has been two weeks." })
    })

    it("each step stamps only its own time; the reply and the Reply's audit note are stored trimmed", async () => {
      const { number } = await raise()
      expect(await row(number)).toEqual({ acknowledged_at: null, replied_at: null, resolved_at: null, reply: null })
      expect((await admin(`/grievances/${number}/acknowledge`)).status).toBe(200)
      const acknowledged = await row(number)
      expect(acknowledged).toEqual({
        acknowledged_at: expect.any(String),
        replied_at: null,
        resolved_at: null,
        reply: null
      })
      const replied = await admin(`/grievances/${number}/reply`, { reply: "  We called you on 2 December.  " })
      expect((await replied.json()).data).toMatchObject({ status: "Replied", reply: "We called you on 2 December." })
      const afterReply = await row(number)
      expect(afterReply).toEqual({
        acknowledged_at: acknowledged.acknowledged_at,
        replied_at: expect.any(String),
        resolved_at: null,
        reply: "We called you on 2 December."
      })
      expect((await admin(`/grievances/${number}/resolve`)).status).toBe(200)
      expect(await row(number)).toEqual({
        acknowledged_at: acknowledged.acknowledged_at,
        replied_at: afterReply.replied_at,
        resolved_at: expect.any(String),
        reply: "We called you on 2 December."
      })
      const notes = await sqlRows<{ action: string; note: string | null }>(
        (sql) => sql`SELECT action, note FROM admin_audit_log WHERE subject = ${`grievance:${number}`} ORDER BY id`
      )
      expect(notes).toEqual([
        { action: "Acknowledge", note: null },
        { action: "Reply", note: "We called you on 2 December." },
        { action: "Resolve", note: null }
      ])
    })

    it("a step on a number no grievance has: 404 with the words", async () => {
      const response = await admin("/grievances/GRV-22222-22222/resolve")
      expect(response.status).toBe(404)
      expect(await response.json()).toMatchObject({ success: false, message: "No grievance has this number." })
    })

    /**
     * The grievance is changed by another connection after the step has read it: that connection holds the row
     * (uncommitted) until the step's UPDATE waits on it, then commits. Needs two connections: PostgreSQL only (the
     * embedded database has one).
     */
    const stepWhileHeld = async (
      number: string,
      change: (sql: SqlClient.SqlClient) => Effect.Effect<unknown, unknown>
    ) => {
      let release!: () => void
      const released = new Promise<void>((resolve) => {
        release = resolve
      })
      let holderPid!: (pid: number) => void
      const pid = new Promise<number>((resolve) => {
        holderPid = resolve
      })
      const holder = server.run(
        Effect.gen(function* () {
          const sql = yield* SqlClient.SqlClient
          yield* sql.withTransaction(
            Effect.gen(function* () {
              const [me] = yield* sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`
              yield* change(sql)
              holderPid(me!.pid)
              yield* Effect.promise(() => released)
            })
          )
        }).pipe(Effect.orDie)
      )
      const held = await pid
      const answer = admin(`/grievances/${number}/resolve`)
      let waiting = 0
      for (let i = 0; i < 200 && waiting === 0; i++) {
        await new Promise((resolve) => setTimeout(resolve, 25))
        waiting = (
          await sqlRows<{ n: number }>(
            (sql) =>
              sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE ${held}::int = ANY(pg_blocking_pids(pid))`
          )
        )[0]!.n
      }
      release()
      await holder
      expect(waiting).toBe(1)
      return answer
    }

    it.skipIf(target.name.startsWith("embedded"))(
      "another staff member resolved it meanwhile: 409 with the status it has now, no audit of ours",
      async () => {
        const { number } = await raise()
        await admin(`/grievances/${number}/reply`, { reply: "Done." })
        const response = await stepWhileHeld(
          number,
          (sql) => sql`UPDATE grievances SET status = 'Resolved', resolved_at = now() WHERE number = ${number}`
        )
        expect(response.status).toBe(409)
        expect(await response.json()).toEqual({
          _tag: "GrievanceMoveRefused",
          success: false,
          message: "This grievance is Resolved, so it cannot be resolved now.",
          status: "Resolved",
          allowed: []
        })
        const audit = await sqlRows<{ action: string }>(
          (sql) => sql`SELECT action FROM admin_audit_log WHERE subject = ${`grievance:${number}`} ORDER BY id`
        )
        expect(audit.map((a) => a.action)).toEqual(["Reply"])
      }
    )

    it.skipIf(target.name.startsWith("embedded"))(
      "the grievance is gone meanwhile: 409 with the status it had when read",
      async () => {
        const { number } = await raise()
        await admin(`/grievances/${number}/reply`, { reply: "Done." })
        const response = await stepWhileHeld(number, (sql) => sql`DELETE FROM grievances WHERE number = ${number}`)
        expect(response.status).toBe(409)
        expect(await response.json()).toEqual({
          _tag: "GrievanceMoveRefused",
          success: false,
          message: "This grievance is Replied, so it cannot be resolved now.",
          status: "Replied",
          allowed: ["Resolve"]
        })
      }
    )

    it("a number already taken is drawn again, and so is a draw that makes no number", async () => {
      drawn.push(bytesOf(2))
      const first = await raise()
      expect(first.number).toBe("GRV-44444-44444")
      drawn.push(bytesOf(255), bytesOf(2), bytesOf(3))
      const second = await raise()
      expect(drawn).toEqual([])
      expect(second.number).toBe("GRV-55555-55555")
      const rows = await sqlRows<{ number: string }>(
        (sql) => sql`SELECT number FROM grievances WHERE number IN ('GRV-44444-44444', 'GRV-55555-55555') ORDER BY id`
      )
      expect(rows.map((r) => r.number)).toEqual(["GRV-44444-44444", "GRV-55555-55555"])
    })

    it("five draws all taken: 500 and nothing stored; a sixth draw is never made", async () => {
      drawn.push(bytesOf(7))
      expect((await raise()).number).toBe("GRV-99999-99999")
      const before = await count()
      drawn.push(bytesOf(7), bytesOf(7), bytesOf(7), bytesOf(7), bytesOf(7), bytesOf(8))
      const response = await submit(grievance, await tokenFor(grievance.mobile))
      const left = drawn.splice(0)
      expect(response.status).toBe(500)
      expect(left.length).toBe(1)
      expect(await count()).toBe(before)
      const all = logs.join("\n")
      expect(all).toContain("no free grievance number")
      for (const secret of ["9876543210", "asha@example.in", "Asha Rao"]) expect(all).not.toContain(secret)
    })
  })

  it("the queue is ordered by due date, soonest first", async () => {
    const { number } = await raise()
    await sqlRows((sql) => sql`UPDATE grievances SET due_date = due_date - 40 WHERE number = ${number}`)
    const open = await queue()
    expect(open[0]).toMatchObject({ number, daysLeft: -10 })
    const dates = open.map((g) => g.dueDate)
    expect([...dates].sort()).toEqual(dates)
  })
})

describe.each(databaseTargets("grievance_limit", tempDir))("the grievance limit on $name", (target) => {
  let server: RunningServer
  beforeAll(async () => {
    vi.spyOn(console, "log").mockImplementation(() => {})
    server = await startServer({
      port: 0,
      host: "127.0.0.1",
      distDir: tempDir("loans-dist-"),
      requestLog: false,
      limits: { ...roomyLimits(), grievances: { max: 3, windowSeconds: 3600 } },
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

  it("a burst of 8 from one address: 3 stored, 5 refused with 429", async () => {
    const token = (await server.run(Tokens.use((t) => t.issue(grievance.mobile, "grievance")))).token
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        fetch(`${server.url}/api/grievances`, {
          method: "POST",
          headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
          body: JSON.stringify(grievance)
        })
      )
    )
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 201, 429, 429, 429, 429, 429])
    const refused = answers.find((a) => a.status === 429)!
    expect((await refused.json()).message).toBe(ours.tooMany)
    const [{ n }] = (await server.run(
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        return yield* Effect.orDie(sql<{ n: number }>`SELECT count(*)::int AS n FROM grievances`)
      })
    )) as [{ n: number }]
    expect(n).toBe(3)
  })
})
