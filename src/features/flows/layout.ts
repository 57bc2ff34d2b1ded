/**
 * The layout of a statechart, shared by `npm run flows` (the SVG files in docs/flows/) and the viewer at /flows,
 * computed by ELK (elkjs, the layered algorithm of the Eclipse Layout Kernel): states are nodes, a compound or
 * parallel state is a node holding its children, transitions are edges laid out across the hierarchy, and each
 * label is placed by ELK beside its own edge. ELK cannot measure text, so labels and states are given sizes from
 * the advance widths of DejaVu Sans Bold (wider than the usual system fonts, so boxes never clip their text); with
 * the same input ELK gives the same output, so the same machine always gives the same picture, byte for byte.
 *
 * A transition between a state and its own descendant (or itself) is a row of text inside its source, as are the
 * transitions without a target. The initial state of a compound state is reached from a dot, a small node of its
 * own that ELK puts in the compound's first layer.
 */
import type { ELK, ElkExtendedEdge, ElkNode } from "elkjs/lib/elk-api"
import { type FlowEdge, type FlowGraph, type FlowNode, type FlowRow, transitionText } from "./graph.ts"

export const metrics = {
  font: 12,
  headerFont: 13,
  line: 16,
  pad: 10,
  header: 26,
  minWidth: 96,
  dot: 12,
  labelPad: 4
} as const

/** Advance widths of DejaVu Sans Bold for the characters ' ' to '~', in thousandths of the font size. */
const widths = [
  348, 456, 521, 838, 696, 1002, 872, 306, 457, 457, 523, 838, 380, 415, 380, 365, 696, 696, 696, 696, 696, 696, 696,
  696, 696, 696, 400, 400, 838, 838, 838, 580, 1000, 774, 762, 734, 830, 683, 683, 821, 837, 372, 372, 775, 637, 995,
  837, 850, 733, 850, 770, 720, 682, 812, 774, 1103, 771, 724, 725, 457, 365, 457, 838, 500, 500, 675, 716, 593, 716,
  678, 435, 716, 712, 343, 343, 665, 343, 1042, 712, 687, 716, 716, 493, 595, 478, 712, 652, 924, 645, 652, 582, 712,
  365, 712, 838
]

/** A text's width in bold (a highlighted label or row is bold), rounded up to the pixel. */
export const textWidth = (text: string, size: number = metrics.font): number => {
  let sum = 0
  for (const ch of text) {
    const code = ch.codePointAt(0)!
    sum += code >= 32 && code <= 126 ? widths[code - 32]! : code === 0x2192 ? 838 : 1000
  }
  return Math.ceil((sum * size) / 1000)
}

export interface PlacedRow {
  readonly text: string
  readonly kind: FlowRow["kind"]
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

export type Point = readonly [number, number]

export interface PlacedEdge {
  readonly edge: FlowEdge
  readonly target: string
  readonly points: ReadonlyArray<Point>
  readonly label: PlacedLabel
}

/** The dot that marks a compound state's initial state, and the arrow from it. */
export interface InitialMarker {
  readonly x: number
  readonly y: number
  readonly points: ReadonlyArray<Point>
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

/** A state's title as drawn. */
export const titleOf = (node: FlowNode): string => (node.type === "history" ? `${node.key} (history)` : node.key)

/** Where the rows of a state end, from its top. */
export const rowsBottom = (rows: number): number => metrics.header + rows * metrics.line

/**
 * The options of every level of the drawing (ELK reads some per compound node). Left to right, each label above its
 * own arrow's horizontal run: a label is a dummy node in a layer of its edge, so no other arrow runs between the two.
 */
const options: Record<string, string> = {
  "elk.algorithm": "layered",
  "elk.direction": "RIGHT",
  "elk.randomSeed": "1",
  "elk.edgeRouting": "ORTHOGONAL",
  "elk.layered.nodePlacement.strategy": "NETWORK_SIMPLEX",
  "elk.edgeLabels.placement": "CENTER",
  "org.eclipse.elk.layered.edgeLabels.sideSelection": "ALWAYS_UP",
  "elk.spacing.nodeNode": "28",
  "elk.layered.spacing.nodeNodeBetweenLayers": "36",
  "elk.layered.spacing.edgeNodeBetweenLayers": "14",
  "elk.spacing.edgeNode": "18",
  "elk.spacing.edgeEdge": "18",
  "elk.layered.spacing.edgeEdgeBetweenLayers": "10",
  "elk.spacing.edgeLabel": "3",
  "elk.spacing.labelLabel": "4"
}

const rootOptions: Record<string, string> = {
  ...options,
  "elk.hierarchyHandling": "INCLUDE_CHILDREN",
  "elk.padding": "[top=16,left=16,bottom=16,right=16]",
  "elk.json.shapeCoords": "ROOT",
  "elk.json.edgeCoords": "ROOT"
}

const DIAGRAM = "\u0000diagram"
const dotOf = (id: string) => `${id}\u0000initial`
const initialArrowOf = (id: string) => `${id}\u0000initial arrow`

interface Arrow {
  readonly id: string
  readonly edge: FlowEdge
  readonly target: string
  readonly lines: ReadonlyArray<string>
}

let elk: Promise<ELK> | undefined
/** ELK's bundled build (no Web Worker, in Node and in the browser), loaded on first use. */
const engine = (): Promise<ELK> => {
  elk ??= import("elkjs/lib/elk.bundled.js").then(({ default: Elk }) => new Elk())
  return elk
}

/** Lays out a machine's graph. */
export const layoutGraph = async (graph: FlowGraph): Promise<FlowLayout> => {
  const node = (id: string): FlowNode => graph.nodes[id]!
  const ancestry = (id: string): Array<string> => {
    const out: Array<string> = []
    for (let at: string | undefined = id; at !== undefined; at = node(at).parent) out.unshift(at)
    return out
  }

  // Each arrow, in the compound that holds both its ends. A transition between a state and its own descendant (or
  // itself) is a row of its source instead: `Open link / openLink → opening`.
  const rowsOf = new Map<string, Array<FlowRow>>(graph.order.map((id) => [id, [...node(id).rows]]))
  const arrowsIn = new Map<string, Array<Arrow>>()
  const arrows = new Map<string, Arrow>()
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
      const arrow: Arrow = { id: `${edge.key}\u0000${target}`, edge, target, lines: labelLines(edge) }
      arrows.set(arrow.id, arrow)
      arrowsIn.set(lca, [...(arrowsIn.get(lca) ?? []), arrow])
    }
  }

  const toElk = (id: string): ElkNode => {
    const n = node(id)
    const rows = rowsOf.get(id)!
    const textW =
      Math.max(textWidth(titleOf(n), metrics.headerFont), ...rows.map((r) => textWidth(r.text))) + 2 * metrics.pad
    const width = Math.max(n.type === "history" ? 40 : metrics.minWidth, textW)
    if (n.children.length === 0) {
      const height = rowsBottom(rows.length) + (rows.length > 0 ? metrics.pad : 4)
      // Taller when many arrows end on one side, so that their heads stay apart.
      return {
        id,
        width,
        height,
        layoutOptions: {
          "elk.nodeSize.constraints": "[PORTS, MINIMUM_SIZE]",
          "elk.nodeSize.minimum": `(${width}, ${height})`,
          "elk.spacing.portPort": "10"
        }
      }
    }
    const top = rowsBottom(rows.length) + (rows.length > 0 ? 6 : 0) + metrics.pad
    const children: Array<ElkNode> = n.children.map(toElk)
    const edges: Array<ElkExtendedEdge> = (arrowsIn.get(id) ?? []).map((a) => ({
      id: a.id,
      sources: [a.edge.source],
      targets: [a.target],
      labels: [
        {
          id: `${a.id}\u0000label`,
          text: a.lines.join("\n"),
          width: Math.max(...a.lines.map((l) => textWidth(l))) + 2 * metrics.labelPad,
          height: a.lines.length * metrics.line
        }
      ]
    }))
    if (n.initial) {
      children.unshift({ id: dotOf(id), width: metrics.dot, height: metrics.dot })
      edges.unshift({ id: initialArrowOf(id), sources: [dotOf(id)], targets: [n.initial] })
    }
    return {
      id,
      layoutOptions: {
        ...options,
        "elk.padding": `[top=${top},left=${metrics.pad},bottom=${metrics.pad},right=${metrics.pad}]`,
        "elk.nodeSize.constraints": "[MINIMUM_SIZE]",
        "elk.nodeSize.minimum": `(${width}, ${top + metrics.pad})`
      },
      children,
      edges
    }
  }

  const input: ElkNode = { id: DIAGRAM, layoutOptions: rootOptions, children: [toElk(graph.root)] }
  const result: ElkNode = await (await engine()).layout(input)

  const nodes: Array<PlacedNode> = []
  const edges: Array<PlacedEdge> = []
  const initials: Array<InitialMarker> = []
  const pointsOf = (e: ElkExtendedEdge): Array<Point> =>
    (e.sections ?? []).flatMap((s) =>
      [s.startPoint, ...(s.bendPoints ?? []), s.endPoint].map((p) => [p.x, p.y] as const)
    )
  const walk = (e: ElkNode, depth: number): void => {
    for (const edge of e.edges ?? []) {
      const arrow = arrows.get(edge.id)
      const label = edge.labels?.[0]
      if (arrow && label) {
        edges.push({
          edge: arrow.edge,
          target: arrow.target,
          points: pointsOf(edge),
          label: { x: label.x!, y: label.y!, w: label.width!, h: label.height!, lines: arrow.lines }
        })
      } else if (edge.id === initialArrowOf(e.id)) {
        const dot = e.children!.find((c) => c.id === dotOf(e.id))!
        initials.push({ x: dot.x! + metrics.dot / 2, y: dot.y! + metrics.dot / 2, points: pointsOf(edge) })
      }
    }
    for (const child of e.children ?? []) {
      if (!graph.nodes[child.id]) continue
      const n = node(child.id)
      const x = child.x!
      const y = child.y!
      nodes.push({
        node: n,
        depth,
        x,
        y,
        w: child.width!,
        h: child.height!,
        rows: rowsOf.get(n.id)!.map((r, i) => ({
          text: r.text,
          kind: r.kind,
          key: r.key,
          x: x + metrics.pad,
          y: y + metrics.header + i * metrics.line + metrics.line / 2 + 2
        }))
      })
      walk(child, depth + 1)
    }
  }
  walk(result, 0)
  // Arrows in the order of the graph's transitions, whatever level ELK returned them at.
  const order = new Map(graph.edges.map((e, i) => [e.key, i]))
  edges.sort((a, b) => order.get(a.edge.key)! - order.get(b.edge.key)!)

  return { graph, width: Math.ceil(result.width!), height: Math.ceil(result.height!), nodes, edges, initials }
}
