import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import { type Coverage, generatePaths, replayPath, runModel } from "./harness.ts"
import { machines, models } from "./models.ts"

const table: Array<Coverage> = []

// The copy machine logs a failed copy (spec section 8); the paths take that transition on purpose.
beforeAll(() => {
  vi.spyOn(console, "warn").mockImplementation(() => {})
})

describe.each(models.map((m) => [m.name, m] as const))("%s machine: paths from its statechart", (_, model) => {
  it("replays every generated path on the live machine", () => {
    const paths = generatePaths(model)
    expect(paths.length).toBeGreaterThan(0)
    for (const path of paths) replayPath(model, path)
  })
})

describe("coverage of every state and transition", () => {
  it("every machine in machines/ has a model", () => {
    const modelled = [...new Set(models.map((m) => m.machine.id))].sort()
    expect([...machines.keys()].sort()).toEqual(modelled)
  })

  // The status machine is covered by its two models together (with and without an ID).
  const byMachine = new Map<string, Array<Coverage>>()
  for (const model of models) {
    const c = runModel(model)
    table.push(c)
    const machine = model.machine.id
    byMachine.set(machine, [...(byMachine.get(machine) ?? []), c])
  }
  it.each([...byMachine.entries()])("%s: 100% of states and transitions", (_, coverages) => {
    const missingStates = coverages.map((c) => new Set(c.states.missing)).reduce((a, b) => new Set([...a].filter((x) => b.has(x))))
    const missingTransitions = coverages.map((c) => new Set(c.transitions.missing)).reduce((a, b) => new Set([...a].filter((x) => b.has(x))))
    expect([...missingStates]).toEqual([])
    expect([...missingTransitions]).toEqual([])
  })
  afterAll(() => {
    console.table(table.map((c) => ({
      model: c.machine,
      paths: c.paths,
      states: `${c.states.covered}/${c.states.total}`,
      transitions: `${c.transitions.covered}/${c.transitions.total}`
    })))
  })
})
