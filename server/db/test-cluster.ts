/**
 * The server suites start many embedded databases, and PostgreSQL's initdb inside PGlite takes seconds each time. The
 * test run makes one empty cluster before any test file (vitest's globalSetup, this file's default export), kept under
 * .tmp/ per PGlite version, and each suite's fresh data folder starts as a copy of it: the same files initdb would
 * write, owner-only as the server keeps them. Without the template (e.g. a run with another config) a data folder
 * starts empty and PGlite runs initdb as in production.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from "node:fs"
import * as path from "node:path"
import { PGlite } from "@electric-sql/pglite"
import { restrictModes } from "./data-dir.ts"

const { version } = JSON.parse(
  readFileSync(path.resolve("node_modules/@electric-sql/pglite/package.json"), "utf8")
) as { version: string }

export const clusterTemplate = path.resolve(".tmp", `pglite-cluster-${version}`)

/** `dir` (created if needed) holding a copy of the empty cluster, when the run made one; answers `dir`. */
export const withEmptyCluster = (dir: string): string => {
  if (existsSync(path.join(clusterTemplate, "PG_VERSION"))) {
    mkdirSync(dir, { recursive: true, mode: 0o700 })
    cpSync(clusterTemplate, dir, { recursive: true })
  }
  return dir
}

/** Makes the template once: in a folder beside it, renamed into place when complete. */
export default async function makeClusterTemplate(): Promise<void> {
  if (existsSync(path.join(clusterTemplate, "PG_VERSION"))) return
  // Each project of the run calls this: a folder of its own to build in, and the first complete one stays.
  const building = `${clusterTemplate}.${process.pid}.${Math.random().toString(36).slice(2)}`
  mkdirSync(path.dirname(clusterTemplate), { recursive: true })
  const db = await PGlite.create({ dataDir: building })
  await db.close()
  restrictModes(building)
  if (existsSync(path.join(clusterTemplate, "PG_VERSION"))) rmSync(building, { recursive: true, force: true })
  else {
    rmSync(clusterTemplate, { recursive: true, force: true })
    renameSync(building, clusterTemplate)
  }
}
