/**
 * The lender catalogue in the back office on the real server (domain/admin-api.ts, AdminLendersGroup): the newest
 * version and its history; a lender's edit saved as the next version, audited with the staff member, the lender and
 * the fields changed; offers priced afterwards from it (a paused lender makes none, a changed rate changes the EMI);
 * a save from an older version refused (409); bad figures refused (400) with nothing written; and a burst of saves
 * from the same version, of which exactly one is written. On the embedded database, and again on PostgreSQL when
 * TEST_DATABASE_URL is set.
 *
 * The changed rate, worked by hand: ICICI Bank's Personal Loan at 12% for 750+ on ₹5,00,000 over 36 months:
 * r = 12 / 1200 = 0.01; (1.01)^36 = 1.430769; EMI = 5,00,000 × 0.01 × 1.430769 / 0.430769 = ₹16,607.15.
 */
import { Effect, Redacted } from "effect"
import { SqlClient } from "effect/sql"
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import { editOf, type LenderEdit } from "../../../domain/lender-edit.ts"
import type { Catalogue } from "../../../domain/lenders.ts"
import lenderLogos from "../../db/migrations/0078_lender_logos.ts"
import { roomyLimits } from "../../limits/rules.ts"
import { type RunningServer, startServer } from "../../main.ts"
import { adminSessionCookie, databaseTargets, useTempDirs } from "../../test-targets.ts"

const tempDir = useTempDirs()
const targets = databaseTargets("lenders", tempDir)
const password = "correct horse battery staple"

const offersRequest = {
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

describe.each(targets)("the lender catalogue in the back office on $name", (target) => {
  let server: RunningServer
  let cookie = ""

  const call = (route: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) =>
    fetch(`${server.url}/api/admin${route}`, {
      method: init.method ?? "GET",
      headers: {
        cookie: `loans_admin=${cookie}`,
        ...(init.body === undefined ? {} : { "content-type": "application/json" }),
        ...(init.method === undefined ? {} : { "x-admin-request": "1" }),
        ...init.headers
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) })
    })
  const catalogue = async () => (await (await call("/lenders")).json()).data as Catalogue
  const history = async () =>
    (await (await call("/lenders/history")).json()).data as Array<{
      version: number
      changedBy: string
      summary: string
    }>
  const save = (id: string, edit: unknown) => call(`/lenders/${id}`, { method: "PUT", body: edit })
  const editFor = async (id: string, change: (edit: LenderEdit) => LenderEdit = (e) => e) =>
    change(editOf(await catalogue(), id)!)
  const offers = async () => {
    const response = await fetch(`${server.url}/api/offers`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "203.0.113.7" },
      body: JSON.stringify(offersRequest)
    })
    expect(response.status).toBe(200)
    return (await response.json()) as {
      catalogueVersion: number
      offers: Array<{ lender: { id: string }; ratePercent: number; emi: number }>
    }
  }
  const counts = () =>
    server.run(
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const rows = yield* sql<{ versions: number; audit: number }>`
          SELECT (SELECT count(*)::int FROM lender_catalogues) AS versions,
            (SELECT count(*)::int FROM admin_audit_log WHERE subject LIKE 'lender:%') AS audit`
        return rows[0]!
      }).pipe(Effect.orDie)
    )

  beforeAll(async () => {
    vi.spyOn(console, "log").mockImplementation(() => {})
    server = await startServer({
      port: 0,
      host: "127.0.0.1",
      distDir: tempDir("loans-dist-"),
      requestLog: false,
      adminPassword: Redacted.make(password),
      limits: roomyLimits(),
      ...target.settings()
    })
    cookie = await adminSessionCookie(server, password)
  }, 120_000)

  afterAll(async () => {
    if (server) await target.cleanup(server)
    await server?.close()
    vi.restoreAllMocks()
  })

  it("staff see the seeded catalogue, version 1, every lender taking applications, and its one-line history", async () => {
    const seeded = await catalogue()
    expect(seeded.version).toBe(1)
    expect(seeded.lenders.length).toBe(16)
    expect(seeded.lenders.every((l) => l.takingApplications)).toBe(true)
    expect(seeded.lenders.slice(0, 3).map((l) => l.logo)).toEqual([
      "HDFCBank.svg",
      "ICICIBank.svg",
      "StateBankOfIndia.svg"
    ])
    expect(await history()).toMatchObject([{ version: 1, changedBy: "seed", summary: "The first catalogue" }])
  })

  it("without a session: 401; a save without the back office's header: 403; nothing written", async () => {
    const before = await counts()
    const edit = await editFor("hdfc-bank", (e) => ({ ...e, takingApplications: false }))
    expect((await fetch(`${server.url}/api/admin/lenders`)).status).toBe(401)
    expect(
      (
        await fetch(`${server.url}/api/admin/lenders/hdfc-bank`, {
          method: "PUT",
          headers: { "content-type": "application/json", "x-admin-request": "1" },
          body: JSON.stringify(edit)
        })
      ).status
    ).toBe(401)
    expect(
      (await call("/lenders/hdfc-bank", { method: "PUT", body: edit, headers: { "x-admin-request": "" } })).status
    ).toBe(403)
    expect(await counts()).toEqual(before)
  })

  it("bad figures are refused with each field's message (400), and no version or audit entry is written", async () => {
    const before = await counts()
    const edit = await editFor("hdfc-bank", (e) => ({
      ...e,
      coolingOffDays: 0,
      products: e.products.map((p, i) =>
        i === 0
          ? {
              ...p,
              amount: { minimum: 900_000, maximum: 100_000 },
              rates: { ...p.rates, "750+": 75 },
              processingFee: { percent: 2, minimum: 20_000, maximum: 10_000 }
            }
          : p
      )
    }))
    const response = await save("hdfc-bank", edit)
    expect(response.status).toBe(400)
    const body = await response.json()
    expect(body._tag).toBe("ValidationError")
    const messages = body.errors.map((e: { message: string }) => e.message)
    expect(messages).toEqual(
      expect.arrayContaining([
        "Cooling-off period must be at least 1 days",
        "Amount: the minimum must not exceed the maximum",
        "Rate for 750+ must be at most 60%",
        "Processing fee: the minimum must not exceed the maximum"
      ])
    )
    for (const logo of ["../index.html", "HDFCBank.png", "hdfcbank.svg", null]) {
      const refused = await save("hdfc-bank", { ...(await editFor("hdfc-bank")), logo })
      expect(refused.status, String(logo)).toBe(400)
      expect((await refused.json()).message, String(logo)).toBe("Logo must be one of the partner logos")
    }
    expect((await save("hdfc-bank", { baseVersion: 1 })).status).toBe(400)
    expect((await save("no-such-bank", await editFor("hdfc-bank"))).status).toBe(404)
    expect(await counts()).toEqual(before)
  })

  it("pausing a lender saves version 2, audited with who, which lender and what; its offer is gone", async () => {
    expect((await offers()).offers.map((o) => o.lender.id)).toContain("hdfc-bank")
    const response = await save(
      "hdfc-bank",
      await editFor("hdfc-bank", (e) => ({ ...e, takingApplications: false, note: "Paused while rates are reviewed" }))
    )
    expect(response.status).toBe(200)
    expect((await response.json()).data).toEqual({ version: 2, summary: "HDFC Bank Limited paused; changed: note" })
    const after = await offers()
    expect(after.catalogueVersion).toBe(2)
    expect(after.offers.map((o) => o.lender.id)).not.toContain("hdfc-bank")
    expect(after.offers).toHaveLength(3)
    const audit = await server.run(
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        return yield* sql<{ action: string; staff: string; from_value: string; to_value: string; note: string }>`
          SELECT a.action, st.username AS staff, a.from_value, a.to_value, a.note
          FROM admin_audit_log a JOIN admin_staff st ON st.id = a.staff_id
          WHERE a.subject = 'lender:hdfc-bank' ORDER BY a.id`
      }).pipe(Effect.orDie)
    )
    expect(audit).toEqual([
      {
        action: "Edit lender",
        staff: "admin",
        from_value: "version 1",
        to_value: "version 2",
        note: "taking applications, note"
      }
    ])
    expect((await history()).slice(0, 2)).toMatchObject([
      { version: 2, changedBy: "admin", summary: "HDFC Bank Limited paused; changed: note" },
      { version: 1, changedBy: "seed" }
    ])
  })

  it("a save from an older version is refused (409) with the newest version's number; nothing written", async () => {
    const before = await counts()
    const stale = { ...(await editFor("icici-bank")), baseVersion: 1 }
    const response = await save("icici-bank", stale)
    expect(response.status).toBe(409)
    expect(await response.json()).toMatchObject({ _tag: "CatalogueChanged", version: 2 })
    expect(await counts()).toEqual(before)
  })

  it("a changed rate prices the next offers: ICICI Bank's Personal Loan at 12% has an EMI of ₹16,607.15", async () => {
    const edit = await editFor("icici-bank", (e) => ({
      ...e,
      products: e.products.map((p) =>
        p.loanType === "Personal Loan" ? { ...p, rates: { ...p.rates, "750+": 12 } } : p
      )
    }))
    const response = await save("icici-bank", edit)
    expect(response.status).toBe(200)
    expect((await response.json()).data.summary).toBe("ICICI Bank Limited; changed: Personal Loan rates")
    const icici = (await offers()).offers.find((o) => o.lender.id === "icici-bank")!
    expect([icici.ratePercent, icici.emi]).toEqual([12, 16_607.15])
  })

  it("a burst of saves from the same version: exactly one is written, every other one is told (409)", async () => {
    const before = await counts()
    const base = await catalogue()
    const edits = Array.from({ length: 8 }, (_, i) => ({
      ...editOf(base, "axis-bank")!,
      coolingOffDays: 2 + i
    }))
    const statuses = (await Promise.all(edits.map((e) => save("axis-bank", e)))).map((r) => r.status)
    expect(statuses.filter((s) => s === 200)).toHaveLength(1)
    expect(statuses.filter((s) => s === 409)).toHaveLength(7)
    expect(await counts()).toEqual({ versions: before.versions + 1, audit: before.audit + 1 })
    expect((await catalogue()).version).toBe(base.version + 1)
  }, 60_000)

  it("a lender's logo: changed and taken away as versions audited 'logo', and the offers show what the newest has", async () => {
    const logoOf = async (id: string) =>
      (await offers()).offers.find((o) => o.lender.id === id)?.lender as { logo?: string } | undefined
    expect((await logoOf("icici-bank"))?.logo).toBe("ICICIBank.svg")
    const removed = await save("icici-bank", await editFor("icici-bank", (e) => ({ ...e, logo: "" })))
    expect(removed.status).toBe(200)
    expect((await removed.json()).data.summary).toBe("ICICI Bank Limited; changed: logo")
    expect(await logoOf("icici-bank")).not.toHaveProperty("logo")
    const given = await save("icici-bank", await editFor("icici-bank", (e) => ({ ...e, logo: "ICICIBank.svg" })))
    expect((await given.json()).data.summary).toBe("ICICI Bank Limited; changed: logo")
    expect((await logoOf("icici-bank"))?.logo).toBe("ICICIBank.svg")
    const notes = await server.run(
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        return yield* sql<{ note: string }>`
          SELECT note FROM admin_audit_log WHERE subject = 'lender:icici-bank' ORDER BY id DESC LIMIT 2`
      }).pipe(Effect.orDie)
    )
    expect(notes).toEqual([{ note: "logo" }, { note: "logo" }])
  })

  it("a catalogue written before logos gets the next version with the starting lenders' logos, once", async () => {
    const newest = await catalogue()
    const withoutLogos = {
      ...newest,
      version: newest.version + 1,
      lenders: newest.lenders.map(({ logo: _, ...l }) => l)
    }
    const versions = () =>
      server.run(
        Effect.gen(function* () {
          const sql = yield* SqlClient.SqlClient
          yield* lenderLogos
          return yield* sql<{ version: number; changed_by: string }>`
            SELECT version, changed_by FROM lender_catalogues ORDER BY version DESC LIMIT 2`
        }).pipe(Effect.orDie)
      )
    await server.run(
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        yield* sql`INSERT INTO lender_catalogues (version, catalogue, changed_by)
          VALUES (${withoutLogos.version}, ${JSON.stringify(withoutLogos)}::jsonb, 'admin')`
      }).pipe(Effect.orDie)
    )
    expect(await versions()).toEqual([
      { version: newest.version + 2, changed_by: "logos" },
      { version: newest.version + 1, changed_by: "admin" }
    ])
    expect(await versions()).toEqual([
      { version: newest.version + 2, changed_by: "logos" },
      { version: newest.version + 1, changed_by: "admin" }
    ])
    const migrated = await catalogue()
    expect(migrated.lenders.map((l) => l.logo)).toEqual(newest.lenders.map((l) => l.logo))
    expect(migrated.lenders.find((l) => l.id === "bajaj-finance")?.logo).toBe("BajajFinserv.svg")
    expect((await history())[0]).toMatchObject({ changedBy: "logos" })
  })
})
