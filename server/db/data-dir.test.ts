/**
 * The data folder is the server user's alone (server/db/data-dir.ts, README "DATA_DIR"): folders 0700, files 0600,
 * symbolic links left alone, an umask of 077 for what comes later. No database.
 */
import { chmodSync, lstatSync, mkdirSync, mkdtempSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import * as path from "node:path"
import { isMainThread } from "node:worker_threads"
import { afterAll, describe, expect, it } from "vitest"
import { restrictModes, secureDataDir } from "./data-dir.ts"

const root = mkdtempSync(path.join(tmpdir(), "data-dir-test-"))
afterAll(() => rmSync(root, { recursive: true, force: true }))
const mode = (entry: string) => lstatSync(entry).mode & 0o777

describe("restrictModes", () => {
  it("sets folders to 0700 and files to 0600, all the way down, counting each change", () => {
    const dir = path.join(root, "a")
    mkdirSync(path.join(dir, "pg", "base"), { recursive: true })
    writeFileSync(path.join(dir, "pg", "base", "1"), "x")
    writeFileSync(path.join(dir, "secret"), "x")
    writeFileSync(path.join(dir, "ok"), "x")
    chmodSync(dir, 0o755)
    chmodSync(path.join(dir, "pg"), 0o700)
    chmodSync(path.join(dir, "pg", "base"), 0o750)
    chmodSync(path.join(dir, "pg", "base", "1"), 0o644)
    chmodSync(path.join(dir, "secret"), 0o640)
    chmodSync(path.join(dir, "ok"), 0o600)
    expect(restrictModes(dir)).toBe(4)
    expect([dir, path.join(dir, "pg"), path.join(dir, "pg", "base")].map(mode)).toEqual([0o700, 0o700, 0o700])
    expect([path.join(dir, "pg", "base", "1"), path.join(dir, "secret"), path.join(dir, "ok")].map(mode)).toEqual([
      0o600, 0o600, 0o600
    ])
    expect(restrictModes(dir)).toBe(0)
  })

  it("leaves a symbolic link and what it points to alone", () => {
    const dir = path.join(root, "b")
    mkdirSync(dir, { mode: 0o700 })
    const outside = path.join(root, "shared.txt")
    writeFileSync(outside, "x")
    chmodSync(outside, 0o644)
    symlinkSync(outside, path.join(dir, "link"))
    expect(restrictModes(dir)).toBe(0)
    expect(statSync(outside).mode & 0o777).toBe(0o644)
    expect(restrictModes(path.join(dir, "link"))).toBe(0)
  })
})

describe("secureDataDir", () => {
  it("makes a missing folder 0700, sets the umask to 077, and fixes what an older version left readable", () => {
    const fresh = path.join(root, "c", "data")
    const umaskBefore = process.umask()
    expect(secureDataDir(fresh)).toBe(0)
    expect(mode(fresh)).toBe(0o700)
    // Only the main thread may set the umask (Vitest's forks run test files there; a worker thread keeps its own).
    expect(process.umask()).toBe(isMainThread ? 0o077 : umaskBefore)
    writeFileSync(path.join(fresh, "later"), "x")
    if (isMainThread) expect(mode(path.join(fresh, "later"))).toBe(0o600)
    chmodSync(path.join(fresh, "later"), 0o644)
    chmodSync(fresh, 0o755)
    expect(secureDataDir(fresh)).toBe(2)
    expect([mode(fresh), mode(path.join(fresh, "later"))]).toEqual([0o700, 0o600])
  })
})
