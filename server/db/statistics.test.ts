/**
 * The embedded database keeps its planner statistics current (server/db/database.ts `analyzeChanged`): PGlite has no
 * autovacuum, so without it a plan chosen while loan_enquiries held a few rows (a sequential scan) stayed as the table
 * grew, and every tracking look-up read every enquiry. PostgreSQL's own autovacuum does this on a real server.
 */
import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { roomyLimits } from "../limits/rules.ts"
import { type RunningServer, startServer } from "../main.ts"
import { useTempDirs } from "../test-targets.ts"
import { withEmptyCluster } from "./test-cluster.ts"

const tempDir = useTempDirs()
const embedded = process.env.TEST_DATABASES !== "postgres"

/** The plan of the tracking look-up's statement, prepared as `name` (one line of text). */
const planOf = (name: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql.unsafe<{ readonly "QUERY PLAN": string }>(
      `EXPLAIN EXECUTE ${name}(ARRAY['AAAAA-BBBBB', 'CCCCC-DDDDD'])`
    )
    return rows.map((row) => row["QUERY PLAN"]).join("\n")
  })

describe.runIf(embedded)("the embedded database's statistics", () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startServer({
      port: 0,
      host: "127.0.0.1",
      dataDir: withEmptyCluster(tempDir("loans-statistics-data-")),
      requestLog: false,
      limits: roomyLimits()
    })
  }, 120_000)
  afterAll(async () => {
    await server?.close()
  })

  it("a tracking look-up planned while there were few enquiries reads by the tracking ID's index once there are 3,000", async () => {
    await server.run(
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const insert = (count: number) => sql`
          INSERT INTO loan_enquiries (tracking_id, application_type, loan_type, first_name, phone, location)
          SELECT 'T' || g || '-' || ${count}, 'Self', 'Home Loan', 'Asha', '9812345670', 'Pune'
          FROM generate_series(1, ${count}) AS g
        `
        yield* insert(20)
        // The look-up as server/enquiries/repo.ts asks it, prepared and run while the table holds 20 rows: the plan
        // PostgreSQL keeps for it from the sixth run on.
        yield* sql.unsafe(
          "PREPARE tracked(text[]) AS SELECT tracking_id, status FROM loan_enquiries WHERE tracking_id = ANY($1)"
        )
        for (let i = 0; i < 6; i++) yield* sql.unsafe("EXECUTE tracked(ARRAY['AAAAA-BBBBB', 'CCCCC-DDDDD'])")
        expect(yield* planOf("tracked")).toContain("Seq Scan on loan_enquiries")
        yield* insert(3000)
      })
    )
    // The server's own pass (every 5 s) analyses the grown table, and the look-up is planned again.
    await expect
      .poll(() => server.run(planOf("tracked")), { timeout: 30_000, interval: 500 })
      .toContain("Index Scan on loan_enquiries_tracking_id_key")
    await server.run(SqlClient.SqlClient.use((sql) => sql.unsafe("DEALLOCATE tracked")))
  }, 60_000)
})
