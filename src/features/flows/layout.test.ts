import { describe, expect, it } from "vitest"
import { assign, createMachine, fromPromise, not, setup } from "xstate"
import { activeIds, exportConfig, graphOf, keyOfTransition } from "./graph.ts"
import { type FlowLayout, layoutGraph, metrics, rowsBottom, textWidth } from "./layout.ts"
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

type Box = { x: number; y: number; w: number; h: number }
type Point = readonly [number, number]

/** The distance from a box to a segment (0 when they touch or cross); the segments here are horizontal or vertical. */
const boxToSegment = (b: Box, [x0, y0]: Point, [x1, y1]: Point): number => {
  const gap = (lo: number, hi: number, a: number, c: number) => Math.max(0, lo - Math.max(a, c), Math.min(a, c) - hi)
  return Math.hypot(gap(b.x, b.x + b.w, x0, x1), gap(b.y, b.y + b.h, y0, y1))
}
const boxToLine = (b: Box, points: ReadonlyArray<Point>): number =>
  Math.min(...points.slice(1).map((p, i) => boxToSegment(b, points[i]!, p)))

/** Whether a point lies on the border of a box (to a hundredth of a pixel). */
const onBorder = (b: Box, [x, y]: Point): boolean => {
  const near = (a: number, c: number) => Math.abs(a - c) < 0.01
  const inX = x >= b.x - 0.01 && x <= b.x + b.w + 0.01
  const inY = y >= b.y - 0.01 && y <= b.y + b.h + 0.01
  return (inX && (near(y, b.y) || near(y, b.y + b.h))) || (inY && (near(x, b.x) || near(x, b.x + b.w)))
}

/** What every layout must satisfy. */
const checkLayout = (layout: FlowLayout) => {
  const byId = new Map(layout.nodes.map((p) => [p.node.id, p]))
  expect([...byId.keys()].sort()).toEqual([...layout.graph.order].sort())
  for (const p of layout.nodes) {
    expect(p.x).toBeGreaterThanOrEqual(0)
    expect(p.x + p.w).toBeLessThanOrEqual(layout.width)
    expect(p.y + p.h).toBeLessThanOrEqual(layout.height)
    // Wide enough for its title and rows, tall enough for its rows.
    expect(p.w, p.node.id).toBeGreaterThanOrEqual(
      Math.max(textWidth(p.node.key, metrics.headerFont), ...p.rows.map((r) => textWidth(r.text))) + 2 * metrics.pad
    )
    expect(p.h, p.node.id).toBeGreaterThanOrEqual(rowsBottom(p.rows.length))
    // Nested inside the parent, below its title and rows, clear of its siblings.
    const parent = p.node.parent ? byId.get(p.node.parent)! : undefined
    if (parent) {
      expect(p.x).toBeGreaterThan(parent.x)
      expect(p.y).toBeGreaterThan(parent.y + rowsBottom(parent.rows.length))
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
    expect(onBorder(byId.get(e.edge.source)!, e.points[0]!), `${e.edge.key} leaves its source`).toBe(true)
    expect(onBorder(byId.get(e.target)!, e.points.at(-1)!), `${e.edge.key} reaches ${e.target}`).toBe(true)
    // Lines run straight across or down.
    for (const [i, [x, y]] of e.points.entries()) {
      if (i > 0) expect(x === e.points[i - 1]![0] || y === e.points[i - 1]![1], e.edge.key).toBe(true)
    }
  }
  // Each compound state's initial state is marked: an arrow from a dot inside the compound onto that state.
  const initials = layout.nodes.filter((p) => p.node.initial)
  expect(layout.initials).toHaveLength(initials.length)
  for (const p of initials) {
    const child = byId.get(p.node.initial!)!
    const marker = layout.initials.find((i) => onBorder(child, i.points.at(-1)!))
    expect(marker, `the initial state of ${p.node.id}`).toBeDefined()
    const { x, y } = marker!
    expect(x > p.x && x < p.x + p.w && y > p.y + rowsBottom(p.rows.length) && y < p.y + p.h, p.node.id).toBe(true)
  }
  // Each label sits on its own arrow: within 4 px of it, and no other arrow comes as close. It is wide enough for its
  // text, overlaps no other label, and covers no state (it may sit inside a compound state, below its rows).
  for (const [i, a] of layout.edges.entries()) {
    const l = a.label
    expect(l.w, a.edge.key).toBeGreaterThanOrEqual(Math.max(...l.lines.map((line) => textWidth(line))))
    const own = boxToLine(l, a.points)
    expect(own, `the label of ${a.edge.key} → ${a.target}`).toBeLessThanOrEqual(4)
    for (const b of layout.edges) {
      if (b !== a) expect(boxToLine(l, b.points), `${a.edge.key} label near ${b.edge.key}`).toBeGreaterThan(own)
    }
    for (const b of layout.edges.slice(i + 1)) expect(overlap(l, b.label), `${a.edge.key} / ${b.edge.key}`).toBe(false)
    for (const p of layout.nodes) {
      if (!overlap(l, p)) continue
      const body = { x: p.x, y: p.y + rowsBottom(p.rows.length), w: p.w, h: p.h - rowsBottom(p.rows.length) }
      const inside = l.x >= body.x && l.y >= body.y && l.x + l.w <= body.x + body.w && l.y + l.h <= body.y + body.h
      expect(p.node.children.length > 0 && inside, `${a.edge.key} on ${p.node.id}`).toBe(true)
    }
  }
}

describe("the graph of a machine", () => {
  const graph = graphOf(sample)

  it("lists nested states with their parent, children and initial child", () => {
    expect(graph.nodes.sample).toMatchObject({ key: "sample", type: "compound", initial: "sample.idle" })
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
  it("places a nested, parallel machine without overlaps", async () => {
    checkLayout(await layoutGraph(graphOf(sample)))
  })

  it.each([...machines.keys()])("places the %s machine without overlaps, each label on its own arrow", async (id) => {
    checkLayout(await layoutGraph(graphOf(machines.get(id)!)))
  })

  it("draws the same picture every time, and highlights what it is given", async () => {
    const layout = await layoutGraph(graphOf(sample))
    const svg = renderSvg(layout)
    expect(renderSvg(await layoutGraph(graphOf(sample)))).toBe(svg)
    expect(svg).toContain(`<title id="flow-sample-title">Statechart of the sample machine</title>`)
    expect(svg).toContain("after patience (5 s) [not(isLate)]")
    expect(svg).not.toContain("data-active")
    const lit = renderSvg(layout, { active: ["sample", "sample.idle"], taken: ["sample.idle#Start#0"] })
    expect(lit).toContain(`<g data-state="sample.idle" data-active="true">`)
    expect(lit).toContain(`<g data-transition="sample.idle#Start#0" data-taken="true">`)
  })

  it("escapes text", async () => {
    const odd = setup({}).createMachine({
      id: "odd",
      initial: "a<b",
      states: { "a<b": { on: { 'Say "hi" & go': "c" } }, c: {} }
    })
    const svg = renderSvg(await layoutGraph(graphOf(odd)))
    expect(svg).toContain("a&lt;b")
    expect(svg).toContain("Say &quot;hi&quot; &amp; go")
    expect(svg).not.toContain("a<b")
  })
})
