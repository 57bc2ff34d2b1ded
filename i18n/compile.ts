/**
 * Compiles the message catalogs (i18n/messages/<locale>/*.json, project i18n/project.inlang) into JavaScript with
 * Paraglide JS: i18n/paraglide/ (generated, not committed). `npm run i18n` runs it; so do the build, the dev server,
 * the type check and the test runner, before they read a message.
 *
 * - `message-modules`: one module per message, with its text in every language. A route's chunk then carries only
 *   the messages it uses (with one module per language, every message of the site went into the first chunk: the
 *   calculator's alone added 2.8 kB gzip to /). In a language's browser build the static locale below is a constant,
 *   so each message folds to that language's text (vite.config.ts).
 * - The static locale expression is what Vite's `define` replaces with the build's language; where nothing defines
 *   it (the server, tests, the dev server) the locale comes from `setLocale` (strategy `globalVariable`) or from a
 *   message's own `{ locale }` option.
 */

import { execFileSync } from "node:child_process"
import { createHash } from "node:crypto"
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs"
import * as path from "node:path"
import { fileURLToPath } from "node:url"
import { compile } from "@inlang/paraglide-js"

const here = path.dirname(fileURLToPath(import.meta.url))

export const compileMessages = async (): Promise<void> => {
  await compile({
    project: path.join(here, "project.inlang"),
    outdir: path.join(here, "paraglide"),
    outputStructure: "message-modules",
    experimentalStaticLocale: "/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__",
    strategy: ["globalVariable", "baseLocale"],
    emitGitIgnore: false,
    emitPrettierIgnore: false,
    emitReadme: false,
    isServer: "typeof window === 'undefined'"
  })
}

/** A digest of everything the compiled output is made from: the catalogs, the project's settings and this file. */
const sourceDigest = (): string => {
  const hash = createHash("sha256")
  const files = [
    fileURLToPath(import.meta.url),
    path.join(here, "project.inlang", "settings.json"),
    ...readdirSync(path.join(here, "messages"), { recursive: true, encoding: "utf8" })
      .map((file) => path.join(here, "messages", file))
      .filter((file) => file.endsWith(".json"))
      .sort()
  ]
  for (const file of files) hash.update(file).update("\0").update(readFileSync(file)).update("\0")
  return hash.digest("hex")
}
const digestFile = path.join(here, "paraglide", ".source-digest")

if (process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  // Unchanged sources leave the output alone: a build started while tests run (the benchmarks' smoke runs start a
  // server) must not rewrite the modules other test files are importing.
  const digest = sourceDigest()
  if (!existsSync(digestFile) || readFileSync(digestFile, "utf8") !== digest) {
    await compileMessages()
    writeFileSync(digestFile, digest)
  }
  // The inlang SDK leaves timers behind for half a minute; the compile is done.
  process.exit(0)
}

/** Compiles in a child process (the SDK's timers end with it): what the build and the test runner call. */
export const compileMessagesSync = (): void => {
  execFileSync(process.execPath, [fileURLToPath(import.meta.url)], { stdio: ["ignore", "ignore", "inherit"] })
}
