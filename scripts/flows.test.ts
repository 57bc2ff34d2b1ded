/**
 * docs/flows/ holds what `npm run flows` writes: a machine that changed (or arrived, or left) without a new export
 * fails here. Every machine names its actions, guards and actors in setup(), so the export loses nothing.
 */
import { describe, expect, it } from "vitest"
import { loadMachines, renderFlows, staleFiles } from "./flows.ts"

describe("the statechart export in docs/flows/", () => {
  it("is up to date with every machine in machines/ (run `npm run flows` after changing a machine)", async () => {
    const { files } = await renderFlows()
    expect(staleFiles(files)).toEqual([])
  })

  it("holds a .json and an .svg for every machine", async () => {
    const machines = [...(await loadMachines()).keys()].sort()
    const { files } = await renderFlows()
    expect(machines.length).toBeGreaterThan(0)
    expect([...files.keys()].sort()).toEqual(machines.flatMap((id) => [`${id}.json`, `${id}.svg`]).sort())
  })

  it("writes each machine's config (id, initial, states) with no function left in it", async () => {
    const { files } = await renderFlows()
    for (const [file, content] of files) {
      if (!file.endsWith(".json")) continue
      const config = JSON.parse(content)
      expect(config.id, file).toBe(file.slice(0, -5))
      expect(typeof config.states, file).toBe("object")
      expect(content, file).not.toMatch(/=>|function\s*\(/u)
    }
  })

  it("finds no inline action, guard or actor in any machine (name them in setup())", async () => {
    const { inline } = await renderFlows()
    expect(inline.map((i) => `${i.machine}: ${i.what} ${i.name} at ${i.path}`)).toEqual([])
  })
})
