/**
 * `npm run flows`: every machine exported from machines/*.machine.ts, written to docs/flows/ as
 *   <machine id>.json  its config as the Stately editor imports it (paste as `createMachine(<json>)`), and
 *   <machine id>.svg   its statechart drawn offline (the layout the viewer at /flows uses).
 * Files of machines that no longer exist are removed. Inline actions, guards or actors (which an export loses)
 * are reported. scripts/flows.test.ts fails while docs/flows/ differs from what this script would write.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import * as path from "node:path"
import { fileURLToPath, pathToFileURL } from "node:url"
import type { AnyStateMachine } from "xstate"
import { exportConfig, graphOf, type InlineImplementation } from "../src/features/flows/graph.ts"
import { layoutGraph } from "../src/features/flows/layout.ts"
import { isMachine } from "../src/features/flows/machines.ts"
import { renderSvg } from "../src/features/flows/svg.ts"

export const repoRoot = fileURLToPath(new URL("..", import.meta.url))
export const flowsDir = path.join(repoRoot, "docs", "flows")

/** Every machine of machines/*.machine.ts (its exports that are state machines), by id, in file order. */
export const loadMachines = async (
  root = repoRoot
): Promise<Map<string, { machine: AnyStateMachine; file: string }>> => {
  const dir = path.join(root, "machines")
  const files = readdirSync(dir)
    .filter((f) => f.endsWith(".machine.ts"))
    .sort()
  const found = new Map<string, { machine: AnyStateMachine; file: string }>()
  for (const file of files) {
    const exports: Record<string, unknown> = await import(pathToFileURL(path.join(dir, file)).href)
    for (const value of Object.values(exports)) {
      if (!isMachine(value)) continue
      const seen = found.get(value.id)
      if (seen && seen.machine !== value)
        throw new Error(`two machines have the id "${value.id}" (machines/${seen.file}, machines/${file})`)
      found.set(value.id, { machine: value, file })
    }
  }
  return found
}

export interface FlowExport {
  /** File name in docs/flows/ to its content. */
  readonly files: Map<string, string>
  readonly inline: ReadonlyArray<InlineImplementation & { readonly machine: string }>
}

/** What docs/flows/ should hold. */
export const renderFlows = async (root = repoRoot): Promise<FlowExport> => {
  const files = new Map<string, string>()
  const inline: Array<InlineImplementation & { machine: string }> = []
  for (const [id, { machine }] of [...(await loadMachines(root))].sort(([a], [b]) => a.localeCompare(b))) {
    const exported = exportConfig(machine)
    inline.push(...exported.inline.map((i) => ({ ...i, machine: id })))
    files.set(`${id}.json`, `${JSON.stringify(exported.config, null, 2)}\n`)
    files.set(`${id}.svg`, renderSvg(await layoutGraph(graphOf(machine))))
  }
  return { files, inline }
}

/** The differences between docs/flows/ and a fresh export: missing, changed and left-over files. */
export const staleFiles = (expected: ReadonlyMap<string, string>, dir = flowsDir): Array<string> => {
  const present = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith(".json") || f.endsWith(".svg")) : []
  const out: Array<string> = []
  for (const [file, content] of expected) {
    const at = path.join(dir, file)
    if (!existsSync(at)) out.push(`${file} is missing`)
    else if (readFileSync(at, "utf8") !== content) out.push(`${file} is out of date`)
  }
  for (const file of present) if (!expected.has(file)) out.push(`${file} belongs to no machine`)
  return out
}

const main = async () => {
  const { files, inline } = await renderFlows()
  mkdirSync(flowsDir, { recursive: true })
  for (const file of readdirSync(flowsDir)) {
    if ((file.endsWith(".json") || file.endsWith(".svg")) && !files.has(file)) rmSync(path.join(flowsDir, file))
  }
  for (const [file, content] of files) {
    const at = path.join(flowsDir, file)
    if (!existsSync(at) || readFileSync(at, "utf8") !== content) writeFileSync(at, content)
  }
  const machines = [...files.keys()].filter((f) => f.endsWith(".json")).map((f) => f.slice(0, -5))
  console.log(`docs/flows/: ${machines.length} machines (${machines.join(", ")}), a .json and an .svg each`)
  if (inline.length > 0) {
    console.warn(`Inline implementations the export cannot keep (name them in setup()):`)
    for (const i of inline) console.warn(`  ${i.machine}: ${i.what} ${i.name} at ${i.path}`)
    process.exitCode = 1
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await main()
