import { describe, expect, it } from "vitest"
import { assign, createMachine, fromPromise, not, setup } from "xstate"
import { activeIds, exportConfig, graphOf, keyOfTransition } from "./graph.ts"
import { type FlowLayout, layoutGraph } from "./layout.ts"
import { machinesOf } from "./machines.ts"
import { renderSvg } from "./svg.ts"

/** A machine with what the diagram must show: nesting, a parallel state, a delay, an invocation, guards, always. */
const sample = setup({
  types: { events: {} as { type: "Start" } | { type: "Cancel" } | { type: "Type"; value: string } | { type: "Retry" } },
  actors: { load: fromPromise(async () => 1) },
  guards: { isReady: () => true, isLate: () => false },
  actions: { remember: () => {}, forget: () => {}, logFailure: () => {} },
  delays: { patience: 5000 }
}).createMachine({
  id: "sample",
  initial: "idle",
  on: { Cancel: ".idle" },
  states: {
    idle: {
      on: {
        Start: [
          { guard: "isReady", target: "busy" },
          { target: "failed", actions: "logFailure" }
        ]
      }
    },
    busy: {
      type: "parallel",
      states: {
        loading: {
          initial: "fetching",
          states: {
            fetching: {
              invoke: { id: "load", src: "load", onDone: "loaded", onError: "#sample.failed" },
              after: { patience: { target: "#sample.failed", guard: not("isLate") } }
            },
            loaded: { type: "final" }
          }
        },
        typing: { on: { Type: { actions: "remember" } }, exit: "forget" }
      },
      onDone: "done"
    },
    failed: { on: { Retry: "busy" }, always: { guard: "isLate", target: "idle" } },
    done: { type: "final" }
  }
})

const overlap = (
  a: { x: number; y: number; w: number; h: number },
  b: { x: number; y: number; w: number; h: number }
) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h

const machines = machinesOf(
  Object.values(import.meta.glob<Record<string, unknown>>("../../../machines/*.machine.ts", { eager: true }))
)

/** What every layout must satisfy. */
const checkLayout = (layout: FlowLayout) => {
  const byId = new Map(layout.nodes.map((p) => [p.node.id, p]))
  expect([...byId.keys()].sort()).toEqual([...layout.graph.order].sort())
  for (const p of layout.nodes) {
    expect(p.x).toBeGreaterThanOrEqual(0)
    expect(p.x + p.w).toBeLessThanOrEqual(layout.width)
    expect(p.y + p.h).toBeLessThanOrEqual(layout.height)
    // Nested inside the parent, clear of its siblings.
    const parent = p.node.parent ? byId.get(p.node.parent)! : undefined
    if (parent) {
      expect(p.x).toBeGreaterThan(parent.x)
      expect(p.y).toBeGreaterThan(parent.y)
      expect(p.x + p.w).toBeLessThan(parent.x + parent.w)
      expect(p.y + p.h).toBeLessThan(parent.y + parent.h)
      for (const sibling of parent.node.children) {
        if (sibling !== p.node.id) expect(overlap(p, byId.get(sibling)!), `${p.node.id} / ${sibling}`).toBe(false)
      }
    }
  }
  // Every transition is an arrow that starts on its source and ends on its target, or a row inside its source.
  const arrows = new Set(layout.edges.map((e) => e.edge.key))
  const rows = new Set(layout.nodes.flatMap((p) => p.rows.flatMap((r) => (r.key ? [r.key] : []))))
  for (const e of [...layout.graph.edges, ...layout.graph.internal])
    expect(arrows.has(e.key) || rows.has(e.key), e.key).toBe(true)
  for (const e of layout.edges) {
    const s = byId.get(e.edge.source)!
    const t = byId.get(e.target)!
    const [x0, y0] = e.points[0]!
    const [x1, y1] = e.points.at(-1)!
    expect(x0 >= s.x && x0 <= s.x + s.w && y0 === s.y + s.h).toBe(true)
    expect(x1 >= t.x && x1 <= t.x + t.w && (y1 === t.y || y1 === t.y + t.h)).toBe(true)
    // Lines run straight across or down.
    for (const [i, [x, y]] of e.points.entries()) {
      if (i > 0) expect(x === e.points[i - 1]![0] || y === e.points[i - 1]![1]).toBe(true)
    }
  }
  // No two labels overlap, and no label covers a state.
  for (const [i, a] of layout.edges.entries()) {
    for (const b of layout.edges.slice(i + 1))
      expect(overlap(a.label, b.label), `${a.edge.key} / ${b.edge.key}`).toBe(false)
    for (const p of layout.nodes) {
      if (p.node.children.length === 0) expect(overlap(a.label, p), `${a.edge.key} on ${p.node.id}`).toBe(false)
    }
  }
}

describe("the graph of a machine", () => {
  const graph = graphOf(sample)

  it("lists nested states with their parent, children and initial child", () => {
    expect(graph.nodes["sample"]).toMatchObject({ key: "sample", type: "compound", initial: "sample.idle" })
    expect(graph.nodes["sample.busy"]).toMatchObject({ type: "parallel", initial: undefined })
    expect(graph.nodes["sample.busy.loading"]!.children).toEqual([
      "sample.busy.loading.fetching",
      "sample.busy.loading.loaded"
    ])
    expect(graph.nodes["sample.busy.loading.loaded"]!.type).toBe("final")
  })

  it("reads events as people do: guards, else, delays, invocations, always", () => {
    const text = (key: string) => {
      const e = [...graph.edges, ...graph.internal].find((x) => x.key === key)!
      return [e.event, e.guardText, e.actions.join(",")].filter(Boolean).join(" ")
    }
    expect(text("sample.idle#Start#0")).toBe("Start [isReady]")
    expect(text("sample.idle#Start#1")).toBe("Start [else] logFailure")
    expect(text("sample.busy.loading.fetching#xstate.after.patience.sample.busy.loading.fetching#0")).toBe(
      "after patience (5 s) [not(isLate)]"
    )
    expect(text("sample.busy.loading.fetching#xstate.done.actor.load#0")).toBe("load: done")
    expect(text("sample.busy.loading.fetching#xstate.error.actor.load#0")).toBe("load: error")
    expect(text("sample.failed#always#0")).toBe("always [isLate]")
    expect(text("sample.busy#xstate.done.state.sample.busy#0")).toBe("done: busy")
    expect(graph.internal.map((e) => e.key)).toEqual(["sample.busy.typing#Type#0"])
    expect(graph.nodes["sample.busy.typing"]!.rows.map((r) => r.text)).toEqual(["exit / forget", "Type / remember"])
    expect(graph.nodes["sample.busy.loading.fetching"]!.rows.map((r) => r.text)).toEqual(["invoke load"])
  })

  it("keys a taken transition as the graph does", () => {
    const t = sample.root.states.idle!.transitions.get("Start")![1]!
    expect(keyOfTransition(t)).toBe("sample.idle#Start#1")
  })

  it("finds the active states of a snapshot value", () => {
    expect(activeIds(graph, { busy: { loading: "fetching", typing: {} } })).toEqual([
      "sample",
      "sample.busy",
      "sample.busy.loading",
      "sample.busy.loading.fetching",
      "sample.busy.typing"
    ])
    expect(activeIds(graph, "idle")).toEqual(["sample", "sample.idle"])
  })
})

describe("the export for the Stately editor", () => {
  it("keeps names and static params, drops functions of the event", () => {
    const { config, inline } = exportConfig(sample)
    expect(inline).toEqual([
      {
        path: "sample.states.busy.states.loading.states.fetching.after.patience.guard",
        what: "guard",
        name: "not(isLate)"
      }
    ])
    const json = JSON.parse(JSON.stringify(config))
    expect(json.states.idle.on.Start).toEqual([
      { guard: "isReady", target: "busy" },
      { target: "failed", actions: "logFailure" }
    ])
    expect(json.states.busy.states.loading.states.fetching.invoke).toEqual({
      id: "load",
      src: "load",
      onDone: "loaded",
      onError: "#sample.failed"
    })
  })

  it("reports inline actions and actors", () => {
    const inlineMachine = createMachine({
      id: "inline",
      context: { n: 0 },
      initial: "a",
      states: {
        a: { entry: assign({ n: 1 }), on: { Go: { target: "b", actions: [() => {}, "named" as never] } } },
        b: { invoke: { src: fromPromise(async () => 1) } }
      }
    })
    const { config, inline } = exportConfig(inlineMachine)
    expect(inline.map((i) => `${i.what} ${i.name}`)).toEqual([
      "action xstate.assign",
      "action inline function",
      "actor inline actor"
    ])
    expect(JSON.parse(JSON.stringify(config)).states.a.on.Go.actions).toEqual([{ type: "inline function" }, "named"])
  })
})

describe("the layout", () => {
  it("places a nested, parallel machine without overlaps", () => {
    checkLayout(layoutGraph(graphOf(sample)))
  })

  it.each([...machines.keys()])("places the %s machine without overlaps", (id) => {
    checkLayout(layoutGraph(graphOf(machines.get(id)!)))
  })

  it("draws the same picture every time, and highlights what it is given", () => {
    const layout = layoutGraph(graphOf(sample))
    const svg = renderSvg(layout)
    expect(renderSvg(layoutGraph(graphOf(sample)))).toBe(svg)
    expect(svg).toContain(`<title id="flow-sample-title">Statechart of the sample machine</title>`)
    expect(svg).toContain("after patience (5 s) [not(isLate)]")
    expect(svg).not.toContain("data-active")
    const lit = renderSvg(layout, { active: ["sample", "sample.idle"], taken: ["sample.idle#Start#0"] })
    expect(lit).toContain(`<g data-state="sample.idle" data-active="true">`)
    expect(lit).toContain(`<g data-transition="sample.idle#Start#0" data-taken="true">`)
  })

  it("escapes text", () => {
    const odd = setup({}).createMachine({
      id: "odd",
      initial: "a<b",
      states: { "a<b": { on: { 'Say "hi" & go': "c" } }, c: {} }
    })
    const svg = renderSvg(layoutGraph(graphOf(odd)))
    expect(svg).toContain("a&lt;b")
    expect(svg).toContain("Say &quot;hi&quot; &amp; go")
    expect(svg).not.toContain("a<b")
  })
})
