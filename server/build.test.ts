import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import * as path from "node:path"
import { afterEach, describe, expect, it, vi } from "vitest"
import { buildIfStale, buildServerIfStale, serverDir, serverEntry } from "./build.ts"

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

  it("puts the server bundle beside the app's build inside the repository, elsewhere under .tmp/server-builds", () => {
    expect(serverDir("/repo/dist", "/repo")).toBe("/repo/dist-server")
    expect(serverDir("/repo/.tmp/e2e-dist-4402/", "/repo")).toBe("/repo/.tmp/e2e-dist-4402-server")
    const outside = serverDir("/tmp/somewhere/dist", "/repo")
    expect(outside).toMatch(/^\/repo\/\.tmp\/server-builds\/[0-9a-f]{16}$/u)
    expect(serverDir("/tmp/other/dist", "/repo")).not.toBe(outside)
  })

  it("builds the server when its bundle is missing or older than a server, domain or machine source", async () => {
    vi.spyOn(console, "log").mockImplementation(() => {})
    const root = project({ "server/main.ts": "", "domain/a.ts": "", "machines/m.ts": "", "package.json": "{}" })
    const dir = path.join(root, "dist-server")
    const build = vi.fn(async (_root: string, out: string) => {
      mkdirSync(out, { recursive: true })
      writeFileSync(serverEntry(out), "")
      return true
    })
    expect(await buildServerIfStale(root, build, dir)).toBe(true)
    expect(build).toHaveBeenCalledTimes(1)
    for (const f of ["server/main.ts", "server", "domain/a.ts", "domain", "machines/m.ts", "machines", "package.json"])
      age(path.join(root, f), 60)
    expect(await buildServerIfStale(root, build, dir)).toBe(true)
    expect(build).toHaveBeenCalledTimes(1)
    age(serverEntry(dir), 30)
    writeFileSync(path.join(root, "machines/m.ts"), "export {}")
    expect(await buildServerIfStale(root, build, dir)).toBe(true)
    expect(build).toHaveBeenCalledTimes(2)
    expect(await buildServerIfStale(root, async () => false, dir, true)).toBe(false)
  })
})
