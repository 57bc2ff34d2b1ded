/**
 * Files of one purpose: a file a person edits (code, styles, catalogs, docs) is at most 300 lines, or says on its
 * first line why it is longer ("Over 300 lines: <reason>", in the file's own comment syntax). Tests, test fixtures and
 * generated output (the exported statecharts, the compiled catalogs, the lock file) are not counted. A catalog (JSON)
 * has no comments, so it is split instead.
 */
import { readdirSync, readFileSync } from "node:fs"
import { join, relative, resolve } from "node:path"
import { describe, expect, it } from "vitest"

const root = resolve(import.meta.dirname, "..")
const limit = 300

/** Folders of tests and generated output, and what no one edits. */
const skippedFolders =
  /^(node_modules|dist|dist-server|\.tmp|\.git|test-results|e2e|model-tests|docs\/flows|i18n\/paraglide|public)(\/|$)/u
const skippedFiles = /(\.test\.|\.spec\.|\.fixtures\.)|^package-lock\.json$/u
const edited = /\.(ts|tsx|js|mjs|cjs|css|json|md|html|sh)$/u

/** The reason line: the first line, a comment of the file's kind, starting "Over 300 lines:" and saying something. */
const reasonLine = /^(\/\/|\/\*\*?|<!--|#)\s*Over 300 lines: \S.{9,}/u

export const tooLong = (file: string, text: string): string | undefined => {
  const lines = text.split("\n").length - (text.endsWith("\n") ? 1 : 0)
  if (lines <= limit) return undefined
  const first = text.slice(0, text.indexOf("\n") >>> 0)
  return reasonLine.test(first) ? undefined : `${file}: ${lines} lines, and no "Over 300 lines: <reason>" first line`
}

const files = (): Array<string> =>
  readdirSync(root, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => relative(root, join(e.parentPath, e.name)))
    .filter((file) => !skippedFolders.test(file) && !skippedFiles.test(file) && edited.test(file))

describe("files of one purpose", () => {
  it("the check catches a long file without a reason, and takes one with it", () => {
    const long = (first: string) => `${first}\n${"x\n".repeat(limit)}`
    expect(tooLong("domain/x.ts", long("/** The enquiry. */"))).toBe(
      `domain/x.ts: ${limit + 1} lines, and no "Over 300 lines: <reason>" first line`
    )
    expect(tooLong("domain/x.ts", long("// Over 300 lines: one statechart, read as a whole."))).toBeUndefined()
    expect(tooLong("src/x.css", long("/* Over 300 lines: the home page, section by section. */"))).toBeUndefined()
    expect(tooLong("domain/x.ts", long("// Over 300 lines:"))).toBeDefined()
    expect(tooLong("domain/x.ts", "// short\n".repeat(limit))).toBeUndefined()
  })

  it(`no file a person edits is over ${limit} lines without saying why`, () => {
    const found = files().flatMap((file) => tooLong(file, readFileSync(join(root, file), "utf8")) ?? [])
    expect(found).toEqual([])
  })
})
