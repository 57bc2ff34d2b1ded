/**
 * A layered layout of a statechart, shared by `npm run flows` (the SVG files in docs/flows/) and the viewer at
 * /flows. Pure arithmetic on the graph of graph.ts: no DOM, no fonts measured (text widths are estimated), so the
 * same machine always gives the same picture, byte for byte.
 *
 * Inside each compound state its children are placed in rows: the initial child first, then each child one row
 * below the nearest state that reaches it (breadth first). A transition is routed in the compound that holds both
 * ends (their least common ancestor): down from the bottom of its source into the gap below the source's row, along
 * its own track there (where its label sits, so no two labels share a line), then into the top of a target in a
 * lower row or the bottom of one in the same or a higher row. A transition that skips rows runs along its own lane
 * to the right of the rows. Transitions without a target are rows of text inside their state.
 */
import { type FlowEdge, type FlowGraph, type FlowNode, type FlowRow, transitionText } from "./graph.ts"

export const metrics = {
  font: 12,
  headerFont: 13,
  line: 16,
  pad: 10,
  header: 26,
  minWidth: 96,
  hGap: 40,
  minGap: 30,
  gapPad: 8,
  track: 8,
  lane: 14,
  initial: 20,
  margin: 16
} as const

/** An estimate of a text's width in a sans-serif font (a little generous, so boxes never clip their text). */
export const textWidth = (text: string, size: number = metrics.font): number => Math.ceil(text.length * size * 0.6)

export interface PlacedRow {
  readonly text: string
  readonly kind: FlowNode["rows"][number]["kind"]
  readonly key: string | undefined
  readonly x: number
  readonly y: number
}

export interface PlacedNode {
  readonly node: FlowNode
  readonly depth: number
  readonly x: number
  readonly y: number
  readonly w: number
  readonly h: number
  readonly rows: ReadonlyArray<PlacedRow>
}

export interface PlacedLabel {
  readonly x: number
  readonly y: number
  readonly w: number
  readonly h: number
  readonly lines: ReadonlyArray<string>
}

export interface PlacedEdge {
  readonly edge: FlowEdge
  readonly target: string
  readonly points: ReadonlyArray<readonly [number, number]>
  readonly label: PlacedLabel
}

export interface InitialMarker {
  readonly x: number
  readonly y: number
  readonly y2: number
}

export interface FlowLayout {
  readonly graph: FlowGraph
  readonly width: number
  readonly height: number
  /** Outer states first, so a nested state is drawn over its parent. */
  readonly nodes: ReadonlyArray<PlacedNode>
  readonly edges: ReadonlyArray<PlacedEdge>
  readonly initials: ReadonlyArray<InitialMarker>
}

/** The lines of a transition's label: the event and its guard, then its actions. */
export const labelLines = (edge: FlowEdge): Array<string> => {
  const first = [edge.event, edge.guardText].filter(Boolean).join(" ")
  return edge.actions.length > 0 ? [first, `/ ${edge.actions.join(", ")}`] : [first]
}

const VIRTUAL = "\u0000diagram"

interface Route {
  readonly edge: FlowEdge
  readonly source: string
  readonly target: string
  /** The compound that holds both ends, and the children of it that contain the source and the target. */
  readonly container: string
  readonly from: string
  readonly to: string
  readonly lines: ReadonlyArray<string>
  readonly labelW: number
  readonly labelH: number
}

interface Track {
  readonly gap: number
  offset: number
  readonly h: number
  /** Where the line runs, from the top of the track: under the label when there is one. */
  readonly line: number
}

interface Content {
  readonly rows: ReadonlyArray<ReadonlyArray<string>>
  readonly rowOf: ReadonlyMap<string, number>
  readonly rowTop: ReadonlyArray<number>
  readonly rowH: ReadonlyArray<number>
  readonly childPos: ReadonlyMap<string, { x: number; y: number }>
  readonly first: ReadonlyMap<Route, Track>
  readonly second: ReadonlyMap<Route, Track>
  readonly lane: ReadonlyMap<Route, number>
  /** The tracks of each gap, top to bottom (reordered once the ports are known). */
  readonly gaps: ReadonlyArray<
    Array<{ readonly track: Track; readonly route: Route; readonly role: "first" | "up" | "down" }>
  >
  readonly innerW: number
  readonly w: number
  readonly h: number
  readonly initialSpace: number
}

/** Gives each track of a gap its offset, top to bottom; returns where the last one ends. */
const stack = (tracks: ReadonlyArray<{ readonly track: Track }>): number => {
  let offset = metrics.gapPad
  for (const { track } of tracks) {
    track.offset = offset
    offset += track.h
  }
  return offset
}

/** Lays out a machine's graph. */
export const layoutGraph = (graph: FlowGraph): FlowLayout => {
  // A label that finds no clear place widens its compound, and the layout runs again.
  let extra = new Map<string, number>()
  let result = layoutOnce(graph, extra)
  for (let pass = 0; pass < 4 && result.short.size > 0; pass++) {
    extra = new Map(extra)
    for (const [id, w] of result.short) extra.set(id, (extra.get(id) ?? 0) + w)
    result = layoutOnce(graph, extra)
  }
  return result.layout
}

const layoutOnce = (
  graph: FlowGraph,
  extra: ReadonlyMap<string, number>
): { layout: FlowLayout; short: Map<string, number> } => {
  const node = (id: string): FlowNode => graph.nodes[id]!
  const childrenOf = (id: string): ReadonlyArray<string> => (id === VIRTUAL ? [graph.root] : node(id).children)
  const ancestry = (id: string): Array<string> => {
    const out: Array<string> = []
    for (let at: string | undefined = id; at !== undefined; at = node(at).parent) out.unshift(at)
    return out
  }

  // Each arrow, in the compound that holds both its ends. A transition between a state and its own descendant (or
  // itself) is a row of its source instead: `Open link / openLink → opening`.
  const routes: Array<Route> = []
  const rowsOf = new Map<string, Array<FlowRow>>(graph.order.map((id) => [id, [...node(id).rows]]))
  for (const edge of graph.edges) {
    for (const target of edge.targets) {
      const sa = ancestry(edge.source)
      const ta = ancestry(target)
      let common = 0
      while (common + 1 < sa.length && common + 1 < ta.length && sa[common + 1] === ta[common + 1]) common++
      const lca = sa[common]!
      if (lca === edge.source || lca === target) {
        rowsOf
          .get(edge.source)!
          .push({ kind: "internal", text: `${transitionText(edge)} → ${node(target).key}`, key: edge.key })
        continue
      }
      const container = lca
      const from = sa[common + 1]!
      const to = ta[common + 1]!
      const lines = labelLines(edge)
      routes.push({
        edge,
        source: edge.source,
        target,
        container,
        from,
        to,
        lines,
        labelW: Math.max(...lines.map((l) => textWidth(l))) + 8,
        labelH: lines.length * metrics.line
      })
    }
  }
  const routesIn = new Map<string, Array<Route>>()
  for (const r of routes) routesIn.set(r.container, [...(routesIn.get(r.container) ?? []), r])

  const size = new Map<string, { w: number; h: number }>()
  const contents = new Map<string, Content>()

  const rowsBlock = (n: FlowNode) => ({
    w: Math.max(0, ...rowsOf.get(n.id)!.map((r) => textWidth(r.text))),
    h: rowsOf.get(n.id)!.length * metrics.line
  })

  const layoutContent = (id: string): Content => {
    const kids = childrenOf(id)
    const local = routesIn.get(id) ?? []
    const parallel = id !== VIRTUAL && node(id).type === "parallel"
    const initial = id === VIRTUAL ? graph.root : node(id).initial

    // Rows, breadth first from the initial child.
    const rowOf = new Map<string, number>()
    if (parallel) for (const k of kids) rowOf.set(k, 0)
    const next = new Map<string, Array<string>>()
    for (const r of local) if (r.from !== r.to) next.set(r.from, [...(next.get(r.from) ?? []), r.to])
    const seeds = [...(initial ? [initial] : []), ...kids]
    for (const seed of seeds) {
      if (rowOf.has(seed)) continue
      rowOf.set(seed, 0)
      const queue = [seed]
      while (queue.length > 0) {
        const at = queue.shift()!
        for (const to of next.get(at) ?? []) {
          if (rowOf.has(to)) continue
          rowOf.set(to, rowOf.get(at)! + 1)
          queue.push(to)
        }
      }
    }
    const rowCount = Math.max(0, ...rowOf.values()) + 1
    const discovery = [...rowOf.keys()]
    const rows = Array.from({ length: rowCount }, (_, i) => discovery.filter((k) => rowOf.get(k) === i))

    // Tracks in the gaps below the rows, lanes to the right.
    const first = new Map<Route, Track>()
    const second = new Map<Route, Track>()
    const lane = new Map<Route, number>()
    const gaps: Array<Array<{ track: Track; route: Route; role: "first" | "up" | "down" }>> = Array.from(
      { length: rowCount },
      () => []
    )
    for (const r of local) {
      const r1 = rowOf.get(r.from)!
      const r2 = rowOf.get(r.to)!
      const t1: Track = { gap: r1, offset: 0, h: r.labelH + metrics.track, line: r.labelH + 3 }
      first.set(r, t1)
      gaps[r1]!.push({ track: t1, route: r, role: "first" })
      const forward = r2 > r1
      if (forward ? r2 > r1 + 1 : r2 < r1) {
        const t2: Track = { gap: forward ? r2 - 1 : r2, offset: 0, h: metrics.track, line: metrics.track / 2 }
        second.set(r, t2)
        gaps[t2.gap]!.push({ track: t2, route: r, role: forward ? "down" : "up" })
        lane.set(r, lane.size)
      }
    }
    const gapH = gaps.map((tracks, i) => {
      const used = tracks.length > 0 ? stack(tracks) + metrics.gapPad : 0
      return i < rowCount - 1 ? Math.max(metrics.minGap, used) : used
    })

    const rowH = rows.map((row) => Math.max(0, ...row.map((k) => size.get(k)!.h)))
    const rowW = rows.map(
      (row) => row.reduce((sum, k) => sum + size.get(k)!.w, 0) + metrics.hGap * Math.max(0, row.length - 1)
    )
    const innerW = Math.max(0, ...rowW, ...local.map((r) => r.labelW + 2 * metrics.pad)) + (extra.get(id) ?? 0)
    const w = innerW + (lane.size > 0 ? (lane.size + 1) * metrics.lane : 0)
    const initialSpace = initial && !parallel && id !== VIRTUAL ? metrics.initial : 0

    const rowTop: Array<number> = []
    const childPos = new Map<string, { x: number; y: number }>()
    let y = initialSpace
    rows.forEach((row, i) => {
      rowTop.push(y)
      let x = (innerW - rowW[i]!) / 2
      for (const k of row) {
        childPos.set(k, { x, y })
        x += size.get(k)!.w + metrics.hGap
      }
      y += rowH[i]! + gapH[i]!
    })
    return { rows, rowOf, rowTop, rowH, childPos, first, second, lane, gaps, innerW, w, h: y, initialSpace }
  }

  /** Sizes bottom-up. */
  const measure = (id: string): void => {
    const n = node(id)
    for (const k of n.children) measure(k)
    const header = textWidth(n.key, metrics.headerFont) + 2 * metrics.pad
    const rb = rowsBlock(n)
    if (n.children.length === 0) {
      size.set(id, {
        w: Math.max(n.type === "history" ? 40 : metrics.minWidth, header, rb.w + 2 * metrics.pad),
        h: metrics.header + rb.h + (rb.h > 0 ? metrics.pad : 4)
      })
      return
    }
    const content = layoutContent(id)
    contents.set(id, content)
    size.set(id, {
      w: Math.max(metrics.minWidth, header, rb.w + 2 * metrics.pad, content.w + 2 * metrics.pad),
      h: metrics.header + rb.h + (rb.h > 0 ? 6 : 0) + content.h + metrics.pad
    })
  }
  measure(graph.root)
  const top = layoutContent(VIRTUAL)

  // Positions top-down.
  const placed = new Map<string, PlacedNode>()
  const contentOrigin = new Map<string, { x: number; y: number }>()
  const order: Array<PlacedNode> = []
  const place = (id: string, x: number, y: number, depth: number): void => {
    const n = node(id)
    const { w, h } = size.get(id)!
    const rows = rowsOf.get(id)!.map((r, i) => ({
      text: r.text,
      kind: r.kind,
      key: r.key,
      x: x + metrics.pad,
      y: y + metrics.header + i * metrics.line + metrics.line / 2 + 2
    }))
    const p: PlacedNode = { node: n, depth, x, y, w, h, rows }
    placed.set(id, p)
    order.push(p)
    const content = contents.get(id)
    if (!content) return
    const origin = {
      x: x + metrics.pad + (w - 2 * metrics.pad - content.w) / 2,
      y: y + metrics.header + rowsBlock(n).h + (rowsOf.get(id)!.length > 0 ? 6 : 0)
    }
    contentOrigin.set(id, origin)
    for (const k of n.children) {
      const at = content.childPos.get(k)!
      place(k, origin.x + at.x, origin.y + at.y, depth + 1)
    }
  }
  const margin = metrics.margin
  contentOrigin.set(VIRTUAL, { x: margin, y: margin })
  contents.set(VIRTUAL, top)
  place(graph.root, margin + top.childPos.get(graph.root)!.x, margin + top.childPos.get(graph.root)!.y, 0)

  // Ports: each arrow leaves from the bottom of its source and enters the top (lower row) or bottom of its target.
  const enterTop = (r: Route): boolean => {
    const c = contents.get(r.container)!
    return c.rowOf.get(r.to)! > c.rowOf.get(r.from)!
  }
  const center = (id: string) => placed.get(id)!.x + placed.get(id)!.w / 2
  const bottom = new Map<string, Array<{ r: Route; end: "out" | "in"; other: number }>>()
  const topPorts = new Map<string, Array<{ r: Route; other: number }>>()
  for (const r of routes) {
    bottom.set(r.source, [...(bottom.get(r.source) ?? []), { r, end: "out", other: center(r.target) }])
    if (enterTop(r)) topPorts.set(r.target, [...(topPorts.get(r.target) ?? []), { r, other: center(r.source) }])
    else bottom.set(r.target, [...(bottom.get(r.target) ?? []), { r, end: "in", other: center(r.source) }])
  }
  const portX = new Map<string, number>()
  const spread = (id: string, list: Array<{ r: Route; other: number; end?: "out" | "in" }>, side: string) => {
    const p = placed.get(id)!
    const sorted = [...list].sort((a, b) => a.other - b.other)
    sorted.forEach((entry, k) => {
      portX.set(
        `${side}:${entry.end ?? "in"}:${routes.indexOf(entry.r)}`,
        Math.round(p.x + (p.w * (k + 1)) / (sorted.length + 1))
      )
    })
  }
  for (const [id, list] of bottom) spread(id, list, "bottom")
  for (const [id, list] of topPorts) spread(id, list, "top")

  // In each gap: lines going up into a row above first, then the labelled tracks from the rightmost source to the
  // leftmost (a label reaches right of its source, where the sources of the tracks below it would cross it), then
  // lines going down into a lower row.
  const sourceX = (r: Route) => portX.get(`bottom:out:${routes.indexOf(r)}`)!
  for (const content of contents.values()) {
    for (const gap of content.gaps) {
      const rank = { up: 0, first: 1, down: 2 } as const
      gap.sort((a, b) => rank[a.role] - rank[b.role] || (a.role === "first" ? sourceX(b.route) - sourceX(a.route) : 0))
      stack(gap)
    }
  }

  const routed = routes.map((r, index) => {
    const c = contents.get(r.container)!
    const origin = contentOrigin.get(r.container)!
    const s = placed.get(r.source)!
    const t = placed.get(r.target)!
    const trackY = (track: Track) => origin.y + c.rowTop[track.gap]! + c.rowH[track.gap]! + track.offset + track.line
    const y1 = trackY(c.first.get(r)!)
    const sx = portX.get(`bottom:out:${index}`)!
    const intoTop = enterTop(r)
    const tx = intoTop ? portX.get(`top:in:${index}`)! : portX.get(`bottom:in:${index}`)!
    const ty = intoTop ? t.y : t.y + t.h
    const points: Array<[number, number]> = [
      [sx, s.y + s.h],
      [sx, y1]
    ]
    const t2 = c.second.get(r)
    if (t2) {
      const lx = origin.x + c.innerW + (c.lane.get(r)! + 1) * metrics.lane
      const y2 = trackY(t2)
      points.push([lx, y1], [lx, y2], [tx, y2])
    } else {
      points.push([tx, y1])
    }
    points.push([tx, ty])
    const simplified = points.filter((p, i) => {
      const prev = points[i - 1]
      return !prev || prev[0] !== p[0] || prev[1] !== p[1]
    })
    return { r, c, origin, points: simplified, y1, sx, along: points[2]![0] }
  })

  // Labels sit on their track, clear of every vertical line that crosses it, as near their own line as they can.
  const verticals = routed.flatMap(({ points }) =>
    points.slice(1).flatMap((p, i) => {
      const prev = points[i]!
      return prev[0] === p[0] ? [{ x: p[0], y0: Math.min(prev[1], p[1]), y1: Math.max(prev[1], p[1]) }] : []
    })
  )
  const short = new Map<string, number>()
  const edges: Array<PlacedEdge> = routed.map(({ r, c, origin, points, y1, sx, along }) => {
    const y = y1 - r.labelH - 1
    const blocked = verticals.filter((v) => v.y0 < y + r.labelH && v.y1 > y).map((v) => [v.x - 4, v.x + 4] as const)
    const lo = origin.x
    const hi = origin.x + c.w - r.labelW
    const free = (x: number) => x >= lo && x <= hi && blocked.every(([a, b]) => x + r.labelW <= a || x >= b)
    const preferred = Math.max(lo, Math.min(along < sx ? sx - 6 - r.labelW : sx + 6, hi))
    const segment = [Math.min(sx, along), Math.max(sx, along)] as const
    const distance = (x: number) => Math.max(0, segment[0] - (x + r.labelW), x - segment[1])
    const all = [preferred, lo, hi, ...blocked.flatMap(([a, b]) => [b, a - r.labelW])].filter((x) => x >= lo && x <= hi)
    const crossings = (x: number) => blocked.filter(([a, b]) => x + r.labelW > a && x < b).length
    // Where no place is clear, the one crossed by the fewest lines.
    if (!all.some(free)) short.set(r.container, Math.max(short.get(r.container) ?? 0, r.labelW + 2 * metrics.pad))
    const candidates = all.some(free)
      ? all.filter(free)
      : all.filter((x) => crossings(x) === Math.min(...all.map(crossings)))
    const x =
      candidates.length === 0
        ? preferred
        : candidates.reduce((best, x) => {
            const d = distance(x) - distance(best)
            return d < 0 || (d === 0 && Math.abs(x - preferred) < Math.abs(best - preferred)) ? x : best
          })
    return { edge: r.edge, target: r.target, points, label: { x, y, w: r.labelW, h: r.labelH, lines: r.lines } }
  })

  const initials: Array<InitialMarker> = []
  for (const [id, content] of contents) {
    if (id === VIRTUAL || content.initialSpace === 0) continue
    const init = node(id).initial
    if (!init) continue
    const child = placed.get(init)!
    initials.push({ x: child.x + 14, y: child.y - content.initialSpace + 5, y2: child.y })
  }

  return {
    layout: {
      graph,
      width: Math.ceil(margin * 2 + top.w),
      height: Math.ceil(margin * 2 + top.h),
      nodes: order,
      edges,
      initials
    },
    short
  }
}
