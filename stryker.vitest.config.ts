/**
 * The Vitest config Stryker runs (stryker.config.mjs): server tests only when server/ is mutated; model-tests/ (which
 * generate every machine's paths when collected, seconds per mutant) only with STRYKER_MODEL_TESTS=1.
 */
import { defineConfig } from "vitest/config"
import base from "./vitest.config.ts"

const folder = process.env.STRYKER_FOLDER ?? "all"
const withServer = folder === "server" || folder === "all" || process.env.STRYKER_SERVER_TESTS === "1"
const withModelTests = process.env.STRYKER_MODEL_TESTS === "1"

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: (base.test?.include ?? []).filter(
      (glob) => (withServer || !glob.startsWith("server/")) && (withModelTests || !glob.startsWith("model-tests/"))
    )
  }
})
