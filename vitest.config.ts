import { defineConfig } from "vitest/config"
import { compileMessagesSync } from "./i18n/compile.ts"

// The message catalogs compiled before any test imports them (i18n/compile.ts).
compileMessagesSync()

/** Tests that need no server of their own: pure modules, machines, views in jsdom, scripts. */
export const withoutServer = [
  "i18n/**/*.test.ts",
  "domain/**/*.test.ts",
  "machines/**/*.test.ts",
  "model-tests/**/*.test.ts",
  "src/**/*.test.ts",
  "scripts/**/*.test.ts"
]
/**
 * The server suites: each starts servers on the embedded database (its own thread) and on PostgreSQL; and the
 * benchmarks' smoke runs, which start the built server under load.
 */
export const serverSuites = ["server/**/*.test.ts", "scripts/bench-smoke.test.ts"]

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // One empty embedded database cluster, copied into each suite's fresh data folder (server/db/test-cluster.ts).
    globalSetup: ["server/db/test-cluster.ts"],
    // The files without a server share the machine's cores; the server suites follow, one file at a time, as each
    // already keeps a second core busy with its embedded database's thread and timing-sensitive limits.
    projects: [
      {
        extends: true,
        test: {
          name: "without server",
          include: withoutServer,
          exclude: ["**/node_modules/**", "scripts/bench-smoke.test.ts"],
          maxWorkers: 2,
          sequence: { groupOrder: 0 }
        }
      },
      { extends: true, test: { name: "server", include: serverSuites, maxWorkers: 1, sequence: { groupOrder: 1 } } }
    ]
  }
})
