/**
 * The Vitest config Stryker runs (stryker.config.mjs): server tests only when server/ is mutated; model-tests/ (which
 * generate every machine's paths when collected, seconds per mutant) only with STRYKER_MODEL_TESTS=1.
 * STRYKER_TESTS (a comma-separated glob list) replaces the test files, e.g. domain and machines test files only:
 * a static mutant (module-level code) runs every related test file in a fresh module graph, and the jsdom view
 * tests of src/ make that tens of seconds per mutant.
 */

import { defineConfig } from "vitest/config"
import base, { serverSuites, withoutServer } from "./vitest.config.ts"

const folder = process.env.STRYKER_FOLDER ?? "all"
const withServer = folder === "server" || folder === "all" || process.env.STRYKER_SERVER_TESTS === "1"
const withModelTests = process.env.STRYKER_MODEL_TESTS === "1"

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    // One project: Stryker picks the test files itself.
    projects: undefined,
    include: process.env.STRYKER_TESTS
      ? process.env.STRYKER_TESTS.split(",")
      : [...withoutServer, ...serverSuites].filter(
          (glob) => (withServer || !glob.startsWith("server/")) && (withModelTests || !glob.startsWith("model-tests/"))
        )
  }
})
