/** The Vitest config Stryker runs (stryker.config.mjs): server tests only when server/ is mutated. */
import { defineConfig } from "vitest/config"
import base from "./vitest.config.ts"

const folder = process.env.STRYKER_FOLDER ?? "all"
const withServer = folder === "server" || folder === "all"

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: (base.test?.include ?? []).filter((glob) => withServer || !glob.startsWith("server/"))
  }
})
