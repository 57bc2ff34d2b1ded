import { defineConfig } from "vitest/config"

export default defineConfig({
  test: {
    include: [
      "domain/**/*.test.ts",
      "machines/**/*.test.ts",
      "model-tests/**/*.test.ts",
      "server/**/*.test.ts",
      "src/**/*.test.ts",
      "scripts/**/*.test.ts"
    ],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks"
  }
})
