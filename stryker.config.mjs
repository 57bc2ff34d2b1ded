/**
 * Mutation testing as a benchmark (npm run bench:mutation; not part of CI). docs/benchmarks.md has the scores.
 *
 * One folder at a time: STRYKER_FOLDER=domain|machines|server (default: all three). For domain/ and machines/ the
 * tests are those of domain/, machines/, model-tests/ and src/ (stryker.vitest.config.ts); server/'s tests start
 * the embedded database and run only for server/. STRYKER_MUTATE narrows the files further (a glob list).
 *
 * Static mutants (module-level code: constants, regular expressions, Schemas, statecharts) are run, not ignored
 * (ignoreStatic: false): Stryker then activates the mutant before the test files import the module and runs every
 * test file related to it, each in a fresh module graph (vitest's forks pool isolates files). With ignoreStatic: true
 * a mutant covered both at import and by a test ran with runtime activation only, so a mutated constant was never in
 * effect and always "survived". The timeout is 30 s because a static mutant re-imports every related test file, which
 * the dry run's net test time does not count. STRYKER_CONCURRENCY sets the workers (default 1: a shared machine).
 * Incremental mode reuses a static mutant's "Survived" even after a killing test is added: run
 * `node scripts/mutation-retry-survivors.mjs` before re-measuring.
 *
 * tsconfigFile points at no file: Stryker rewrites tsconfig.json's extends/references with the TypeScript JS API,
 * which TypeScript 7 does not have, and tsconfig.json has neither.
 */
const folder = process.env.STRYKER_FOLDER ?? "all"
const folders = folder === "all" ? ["domain", "machines", "server"] : [folder]
const mutate = process.env.STRYKER_MUTATE
  ? process.env.STRYKER_MUTATE.split(",")
  : [...folders.map((f) => `${f}/**/*.ts`), "!**/*.test.ts", "!**/*.fixtures.ts", "!server/start.ts", "!server/dev.ts"]

export default {
  testRunner: "vitest",
  plugins: ["@stryker-mutator/vitest-runner"],
  vitest: { configFile: "stryker.vitest.config.ts", related: true },
  mutate,
  concurrency: Number(process.env.STRYKER_CONCURRENCY ?? 1),
  incremental: true,
  incrementalFile: `.tmp/mutation/incremental-${folder}.json`,
  tempDirName: ".tmp/stryker",
  cleanTempDir: "always",
  tsconfigFile: "tsconfig.stryker-none.json",
  reporters: ["clear-text", "progress-append-only", "html", "json"],
  htmlReporter: { fileName: `.tmp/mutation/${folder}.html` },
  jsonReporter: { fileName: `.tmp/mutation/${folder}.json` },
  coverageAnalysis: "perTest",
  ignoreStatic: false,
  warnings: { slow: false },
  timeoutMS: 30_000,
  dryRunTimeoutMinutes: 20
}
