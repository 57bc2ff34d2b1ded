/**
 * Every table that holds a person's mobile is part of "My data": shown to the person and erased at their request.
 * The guard reads the migrated database (both databases), so a new table with a mobile column that no repository
 * registered with My data (server/my-data/repo.ts `myDataOwners`) owns fails here until one does, or until it is
 * named below with the reason it stays out.
 */
import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import { roomyLimits } from "../limits/rules.ts"
import { type RunningServer, startServer } from "../main.ts"
import { databaseTargets, useTempDirs } from "../test-targets.ts"
import { myDataTables } from "./repo.ts"

/**
 * Tables with a person's details that My data leaves out, each with its reason. Found by a mobile is found by the
 * mobile the person verified: a table without one cannot be opened to a verified mobile without opening it to anyone
 * who types another person's e-mail.
 */
const leftOut: Record<string, string> = {
  testimonials:
    "feedback: the form takes a name and an e-mail but no mobile; the My data page says how to have it changed or removed (a grievance)"
}

const tempDir = useTempDirs()
const targets = databaseTargets("personal_data", tempDir)

describe.each(targets)("personal data on $name", (target) => {
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

  /** The tables of the migrated database with a column whose name matches `pattern`. */
  const tablesWithColumn = (pattern: string) =>
    server.run(
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const rows = yield* sql<{ table_name: string }>`
          SELECT DISTINCT table_name FROM information_schema.columns
          WHERE table_schema = current_schema() AND column_name ~ ${pattern}
          ORDER BY table_name
        `
        return rows.map((row) => row.table_name)
      })
    )

  it("covers every table with a mobile column in My data", async () => {
    const withMobile = await tablesWithColumn("mobile|phone")
    // The guard is looking at the real schema: the enquiries' table is among them.
    expect(withMobile).toContain("loan_enquiries")
    expect(withMobile.filter((table) => !myDataTables.includes(table) && !(table in leftOut))).toEqual([])
  })

  it("leaves out only tables that hold a person's e-mail but no mobile, each for a reason", async () => {
    const withMobile = await tablesWithColumn("mobile|phone")
    const withEmail = await tablesWithColumn("email")
    for (const [table, reason] of Object.entries(leftOut)) {
      expect(withEmail).toContain(table)
      expect(withMobile).not.toContain(table)
      expect(reason.length).toBeGreaterThan(0)
    }
    // Every other table with an e-mail is part of My data.
    expect(withEmail.filter((table) => !myDataTables.includes(table) && !(table in leftOut))).toEqual([])
  })
})
