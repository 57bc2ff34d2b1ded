/**
 * Where the server suites run: on the embedded database, and again on PostgreSQL when TEST_DATABASE_URL is set (in
 * a schema of its own, dropped afterwards). Each target has its own temporary data folder (generated secrets,
 * uploads), removed after the file's tests.
 */

import { mkdtempSync, rmSync } from "node:fs"
import { createServer } from "node:net"
import { tmpdir } from "node:os"
import * as path from "node:path"
import { Cause, Effect, Exit, Redacted } from "effect"
import { SqlClient } from "effect/sql"
import { afterAll, expect } from "vitest"
import type { ServerSettings } from "./config.ts"
import { withEmptyCluster } from "./db/test-cluster.ts"
import type { RunningServer } from "./main.ts"

export interface Target {
  readonly name: string
  /** The settings that put a server on this database. */
  readonly settings: () => Partial<ServerSettings>
  /** Drops what the run left in a shared database; call it before closing the server. */
  readonly cleanup: (server: RunningServer) => Promise<void>
}

/** The error an effect that was meant to fail failed with (its squashed cause); throws if it succeeded. */
export const failureOf = (exit: Exit.Exit<unknown, unknown>) => {
  if (Exit.isSuccess(exit)) throw new Error("expected a failure")
  return Cause.squash(exit.cause) as { readonly message: string; readonly _tag?: string }
}

/** A maker of temporary folders, all removed after the calling file's tests. Call it at the top of a test file. */
export const useTempDirs = (): ((prefix: string) => string) => {
  const dirs: Array<string> = []
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
  })
  return (prefix) => {
    const dir = mkdtempSync(path.join(tmpdir(), prefix))
    dirs.push(dir)
    return dir
  }
}

/**
 * The embedded database, and PostgreSQL when TEST_DATABASE_URL is set; `label` names their folders and schema.
 * TEST_DATABASES=postgres (with TEST_DATABASE_URL) leaves the embedded database out: the mutation benchmark runs the
 * server suites that way, where a PGlite start per test file and mutant would cost minutes.
 */
export const databaseTargets = (label: string, tempDir: (prefix: string) => string): Array<Target> => {
  const url = process.env.TEST_DATABASE_URL
  const postgresOnly = process.env.TEST_DATABASES === "postgres"
  if (postgresOnly && !url) throw new Error("TEST_DATABASES=postgres needs TEST_DATABASE_URL")
  const targets: Array<Target> = postgresOnly
    ? []
    : [
        {
          name: "embedded PGlite",
          settings: () => ({ dataDir: withEmptyCluster(tempDir(`loans-${label}-data-`)) }),
          cleanup: async () => {}
        }
      ]
  if (url) {
    const schema = `test_${label}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`
    targets.push({
      name: "PostgreSQL (TEST_DATABASE_URL)",
      settings: () => ({
        databaseUrl: Redacted.make(url),
        databaseSchema: schema,
        dataDir: tempDir(`loans-${label}-pg-`)
      }),
      cleanup: (server) =>
        server.run(
          Effect.gen(function* () {
            const sql = yield* SqlClient.SqlClient
            yield* sql`DROP SCHEMA ${sql(schema)} CASCADE`
          })
        )
    })
  }
  return targets
}

/** Signs in to the back office as `admin` (as the back office's own page asks) and answers the session cookie's value. */
export const adminSessionCookie = async (server: RunningServer, password: string): Promise<string> => {
  const response = await fetch(`${server.url}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-admin-request": "1" },
    body: JSON.stringify({ username: "admin", password })
  })
  expect(response.status).toBe(200)
  return /^loans_admin=([^;]+)/u.exec(response.headers.get("set-cookie") ?? "")![1]!
}

/** A port free on 127.0.0.1 right now (the OS picks it), for a server a test starts on a port of its own. */
export const freePort = (): Promise<number> =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer()
    probe.once("error", reject)
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === "object" && address !== null ? address.port : 0))
    })
  })

/** A served feedback picture's headers, as the tests compare them. */
export const pictureHeadersOf = (response: Response) => ({
  type: response.headers.get("content-type"),
  csp: response.headers.get("content-security-policy"),
  nosniff: response.headers.get("x-content-type-options"),
  disposition: response.headers.get("content-disposition"),
  corp: response.headers.get("cross-origin-resource-policy"),
  cache: response.headers.get("cache-control")
})

/** What a picture must be served with (written out): shown inline, sandboxed, never sniffed, only to this site. */
export const pictureServedAs = (type: string, cache: string) => ({
  type,
  csp: "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  nosniff: "nosniff",
  disposition: "inline",
  corp: "same-origin",
  cache
})
