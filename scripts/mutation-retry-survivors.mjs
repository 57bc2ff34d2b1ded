/**
 * Makes the next incremental Stryker run test every survivor again: drops the Survived and NoCoverage mutants from
 * the incremental files given (default: every .tmp/mutation/inc*.json). Stryker's incremental mode reuses a static
 * mutant's "Survived" even after a test that kills it was added (a static mutant has no covering test to compare), so
 * re-measure after adding tests with: node scripts/mutation-retry-survivors.mjs, then the same bench:mutation command.
 * Killed and timed-out results stay reused (Stryker still re-runs them when their code or killing test changes).
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs"
import path from "node:path"

const dir = ".tmp/mutation"
const files =
  process.argv.length > 2
    ? process.argv.slice(2)
    : readdirSync(dir)
        .filter((f) => f.startsWith("inc") && f.endsWith(".json"))
        .map((f) => path.join(dir, f))
for (const file of files) {
  const report = JSON.parse(readFileSync(file, "utf8"))
  let dropped = 0
  for (const entry of Object.values(report.files)) {
    const kept = entry.mutants.filter((m) => m.status !== "Survived" && m.status !== "NoCoverage")
    dropped += entry.mutants.length - kept.length
    entry.mutants = kept
  }
  writeFileSync(file, JSON.stringify(report))
  console.log(`${file}: ${dropped} survivors to test again`)
}
