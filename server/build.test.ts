import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import * as path from "node:path"
import { afterEach, describe, expect, it, vi } from "vitest"
import { buildIfStale } from "./build.ts"

describe("the build step of npm start", () => {
  const roots: Array<string> = []
  const project = (files: Record<string, string>) => {
    const root = mkdtempSync(path.join(tmpdir(), "loans-build-"))
    roots.push(root)
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
      writeFileSync(path.join(root, file), text)
    }
    return root
  }
  const age = (file: string, secondsAgo: number) => {
    const t = Date.now() / 1000 - secondsAgo
    utimesSync(file, t, t)
  }
  afterEach(() => {
    for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true })
    vi.restoreAllMocks()
  })

  it("skips the build when there is no index.html at the root", () => {
    vi.spyOn(console, "log").mockImplementation(() => {})
    const build = vi.fn(() => true)
    expect(buildIfStale(project({ "src/main.tsx": "" }), build)).toBe(true)
    expect(build).not.toHaveBeenCalled()
  })

  it("builds when dist/ is missing, and when a source is newer than dist/index.html", () => {
    vi.spyOn(console, "log").mockImplementation(() => {})
    const root = project({ "index.html": "<!doctype html>", "src/main.tsx": "" })
    const build = vi.fn(() => true)
    expect(buildIfStale(root, build)).toBe(true)
    expect(build).toHaveBeenCalledTimes(1)
  })

  it("does not build when dist/index.html is newer than every source", () => {
    vi.spyOn(console, "log").mockImplementation(() => {})
    const root = project({
      "index.html": "<!doctype html>",
      "src/main.tsx": "",
      "domain/a.ts": "",
      "dist/index.html": ""
    })
    for (const f of ["index.html", "src/main.tsx", "src", "domain/a.ts", "domain", "."]) age(path.join(root, f), 60)
    const build = vi.fn(() => true)
    expect(buildIfStale(root, build)).toBe(true)
    expect(build).not.toHaveBeenCalled()

    age(path.join(root, "dist/index.html"), 120)
    expect(buildIfStale(root, build)).toBe(true)
    expect(build).toHaveBeenCalledTimes(1)
  })

  it("reports a failed build", () => {
    vi.spyOn(console, "log").mockImplementation(() => {})
    expect(buildIfStale(project({ "index.html": "" }), () => false)).toBe(false)
  })
})
