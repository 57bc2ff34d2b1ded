/**
 * The SVG of a laid-out statechart: states as rounded boxes (nested inside their parent, a final state with a
 * double border), the initial state marked by a dot and an arrow, transitions as arrows labelled with the event,
 * its [guard] and / actions, delays as `after <name> (2 s)`. Transitions without a target are rows inside their
 * state. The same string is written to docs/flows/<machine>.svg and shown by the viewer, which passes the active
 * states and the last transitions to highlight. Self-contained (inline styles, no fonts or links), deterministic.
 */
import { transitionText } from "./graph.ts"
import { type FlowLayout, metrics, titleOf } from "./layout.ts"

export interface Highlight {
  /** Ids of the active state nodes. */
  readonly active?: Iterable<string>
  /** Keys of the transitions just taken. */
  readonly taken?: Iterable<string>
}

const escapeXml = (text: string): string =>
  text.replace(/&/gu, "&amp;").replace(/</gu, "&lt;").replace(/>/gu, "&gt;").replace(/"/gu, "&quot;")

const n = (v: number): string => (Number.isInteger(v) ? String(v) : v.toFixed(1))

const colors = {
  text: "#0f172a",
  muted: "#475569",
  stroke: "#475569",
  fill: ["#ffffff", "#f8fafc", "#f1f5f9"],
  edge: "#334155",
  activeFill: "#dcfce7",
  activeStroke: "#15803d",
  taken: "#c2410c"
} as const

const dash: Record<string, string | undefined> = { always: "6 4", after: "2 3" }

/** A short description of the chart for screen readers. */
export const describeLayout = (layout: FlowLayout): string => {
  const g = layout.graph
  const states = g.order.filter((id) => id !== g.root).map((id) => g.nodes[id]!.key)
  return `${states.length} states (${states.join(", ")}) and ${g.edges.length + g.internal.length} transitions.`
}

export const renderSvg = (layout: FlowLayout, highlight: Highlight = {}): string => {
  const active = new Set(highlight.active ?? [])
  const taken = new Set(highlight.taken ?? [])
  const id = layout.graph.id.replace(/[^A-Za-z0-9_-]/gu, "_")
  const out: Array<string> = []
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${n(layout.width)} ${n(layout.height)}" width="${n(layout.width)}" height="${n(layout.height)}" role="img" aria-labelledby="flow-${id}-title flow-${id}-desc" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif" font-size="${metrics.font}">`,
    `<title id="flow-${id}-title">Statechart of the ${escapeXml(layout.graph.id)} machine</title>`,
    `<desc id="flow-${id}-desc">${escapeXml(describeLayout(layout))}</desc>`,
    `<defs>`,
    `<marker id="flow-${id}-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="${colors.edge}"/></marker>`,
    `<marker id="flow-${id}-arrow-taken" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="${colors.taken}"/></marker>`,
    `</defs>`,
    `<rect x="0" y="0" width="${n(layout.width)}" height="${n(layout.height)}" fill="#ffffff"/>`
  )

  for (const p of layout.nodes) {
    const node = p.node
    const isActive = active.has(node.id)
    // An active compound state is outlined; the active leaf states are filled.
    const fill = isActive && node.children.length === 0 ? colors.activeFill : colors.fill[p.depth % colors.fill.length]!
    const stroke = isActive ? colors.activeStroke : colors.stroke
    const width = isActive ? 2.5 : 1.2
    const parentType = node.parent ? layout.graph.nodes[node.parent]?.type : undefined
    const dashed = parentType === "parallel" ? ` stroke-dasharray="5 3"` : ""
    out.push(`<g data-state="${escapeXml(node.id)}"${isActive ? ` data-active="true"` : ""}>`)
    out.push(
      `<rect x="${n(p.x)}" y="${n(p.y)}" width="${n(p.w)}" height="${n(p.h)}" rx="10" fill="${fill}" stroke="${stroke}" stroke-width="${width}"${dashed}/>`
    )
    if (node.type === "final") {
      out.push(
        `<rect x="${n(p.x + 3)}" y="${n(p.y + 3)}" width="${n(p.w - 6)}" height="${n(p.h - 6)}" rx="8" fill="none" stroke="${stroke}" stroke-width="1"/>`
      )
    }
    const title = titleOf(node)
    out.push(
      `<text x="${n(p.x + metrics.pad)}" y="${n(p.y + metrics.header / 2 + 1)}" dominant-baseline="middle" font-size="${metrics.headerFont}" font-weight="600" fill="${colors.text}">${escapeXml(title)}</text>`
    )
    if (node.rows.length > 0 || node.children.length > 0) {
      out.push(
        `<line x1="${n(p.x)}" y1="${n(p.y + metrics.header)}" x2="${n(p.x + p.w)}" y2="${n(p.y + metrics.header)}" stroke="${stroke}" stroke-width="0.6"/>`
      )
    }
    for (const row of p.rows) {
      const hit = row.key !== undefined && taken.has(row.key)
      out.push(
        `<text x="${n(row.x)}" y="${n(row.y)}" dominant-baseline="middle" fill="${hit ? colors.taken : row.kind === "internal" ? colors.text : colors.muted}"${hit ? ` font-weight="700"` : ""}${row.key ? ` data-transition="${escapeXml(row.key)}"` : ""}>${escapeXml(row.text)}</text>`
      )
    }
    out.push(`</g>`)
  }

  for (const i of layout.initials) {
    const d = i.points.map(([x, y], k) => `${k === 0 ? "M" : "L"}${n(x)},${n(y)}`).join(" ")
    out.push(
      `<circle cx="${n(i.x)}" cy="${n(i.y)}" r="${n(metrics.dot / 2 - 1)}" fill="${colors.edge}"/>`,
      `<path d="${d}" fill="none" stroke="${colors.edge}" stroke-width="1.4" marker-end="url(#flow-${id}-arrow)"/>`
    )
  }

  for (const e of layout.edges) {
    const hit = taken.has(e.edge.key)
    const d = e.points.map(([x, y], i) => `${i === 0 ? "M" : "L"}${n(x)},${n(y)}`).join(" ")
    const dashes = dash[e.edge.kind]
    out.push(
      `<g data-transition="${escapeXml(e.edge.key)}"${hit ? ` data-taken="true"` : ""}><title>${escapeXml(`${e.edge.source} → ${e.target}: ${transitionText(e.edge)}`)}</title>`,
      `<path d="${d}" fill="none" stroke="${hit ? colors.taken : colors.edge}" stroke-width="${hit ? 2.5 : 1.4}" stroke-linejoin="round"${dashes ? ` stroke-dasharray="${dashes}"` : ""} marker-end="url(#flow-${id}-arrow${hit ? "-taken" : ""})"/>`,
      `</g>`
    )
  }

  for (const e of layout.edges) {
    const hit = taken.has(e.edge.key)
    const l = e.label
    // The box takes the colour of the state it sits in: it hides nothing but the lines that might cross it.
    const within = layout.nodes.findLast(
      (p) => p.x <= l.x && p.y <= l.y && p.x + p.w >= l.x + l.w && p.y + p.h >= l.y + l.h
    )
    const fill = within ? colors.fill[within.depth % colors.fill.length]! : colors.fill[0]
    out.push(
      `<g data-label="${escapeXml(e.edge.key)}">`,
      `<rect x="${n(l.x)}" y="${n(l.y)}" width="${n(l.w)}" height="${n(l.h)}" rx="3" fill="${fill}" stroke="${hit ? colors.taken : "none"}"/>`
    )
    l.lines.forEach((line, i) => {
      out.push(
        `<text x="${n(l.x + 4)}" y="${n(l.y + i * metrics.line + metrics.line / 2 + 1)}" dominant-baseline="middle" fill="${hit ? colors.taken : i === 0 ? colors.text : colors.muted}"${hit || i === 0 ? ` font-weight="${hit ? 700 : 500}"` : ""}>${escapeXml(line)}</text>`
      )
    })
    out.push(`</g>`)
  }

  out.push(`</svg>`)
  return `${out.join("\n")}\n`
}
