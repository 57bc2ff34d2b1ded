import { defineConfig } from "vitest/config"
import { compileMessagesSync } from "./i18n/compile.ts"

// The message catalogs compiled before any test imports them (i18n/compile.ts).
compileMessagesSync()

export default defineConfig({
  test: {
    include: [
      "i18n/**/*.test.ts",
      "domain/**/*.test.ts",
      "machines/**/*.test.ts",
      "model-tests/**/*.test.ts",
      "server/**/*.test.ts",
      "src/**/*.test.ts",
      "scripts/**/*.test.ts"
    ],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // One empty embedded database cluster, copied into each suite's fresh data folder (server/db/test-cluster.ts).
    globalSetup: ["server/db/test-cluster.ts"]
  }
})
