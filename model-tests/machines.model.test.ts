import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import { type Coverage, coveringPaths, generatePaths, replayPath, runModel } from "./harness.ts"
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

  it("a few covering paths (what the browser tests drive) cover what all paths cover", () => {
    const few = coveringPaths(model)
    const all = runModel(model)
    const subset = runModel({ ...model, name: `${model.name} (covering)` }, few)
    expect(few.length).toBeLessThanOrEqual(generatePaths(model).length)
    expect(subset.states.missing).toEqual(all.states.missing)
    expect(subset.transitions.missing).toEqual(all.transitions.missing)
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
    const missingStates = coverages
      .map((c) => new Set(c.states.missing))
      .reduce((a, b) => new Set(Array.from(a).filter((x) => b.has(x))))
    const missingTransitions = coverages
      .map((c) => new Set(c.transitions.missing))
      .reduce((a, b) => new Set(Array.from(a).filter((x) => b.has(x))))
    expect([...missingStates]).toEqual([])
    expect([...missingTransitions]).toEqual([])
  })
  // `npm run test:model` prints this: per machine, its models together (what the 100% rule above checks).
  afterAll(() => {
    const percent = (covered: number, total: number) =>
      `${covered}/${total} (${total === 0 ? 100 : Math.floor((covered / total) * 100)}%)`
    console.log("Model-based path tests: states and transitions covered per machine")
    console.table(
      Object.fromEntries(
        [...byMachine.entries()]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([machine, coverages]) => {
            const missingStates = coverages
              .map((c) => new Set(c.states.missing))
              .reduce((a, b) => new Set(Array.from(a).filter((x) => b.has(x))))
            const missingTransitions = coverages
              .map((c) => new Set(c.transitions.missing))
              .reduce((a, b) => new Set(Array.from(a).filter((x) => b.has(x))))
            const { states, transitions } = coverages[0]!
            return [
              machine,
              {
                models: coverages.length,
                paths: coverages.reduce((n, c) => n + c.paths, 0),
                states: percent(states.total - missingStates.size, states.total),
                transitions: percent(transitions.total - missingTransitions.size, transitions.total)
              }
            ]
          })
      )
    )
    console.table(
      table.map((c) => ({
        model: c.machine,
        paths: c.paths,
        states: `${c.states.covered}/${c.states.total}`,
        transitions: `${c.transitions.covered}/${c.transitions.total}`
      }))
    )
  })
})
