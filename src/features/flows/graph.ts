/**
 * A machine as plain data for the flow diagram, the export and the live viewer: its state nodes (nested), the
 * transitions that change state (arrows) and those that only run actions (rows inside their state), each with a
 * key that the live inspector computes the same way from a taken transition. Pure: no DOM, no I/O; it reads the
 * resolved state-node tree of an XState machine and never runs it.
 */
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from "xstate"

export type FlowNodeType = "atomic" | "compound" | "parallel" | "final" | "history"

export interface FlowRow {
  readonly kind: "entry" | "exit" | "invoke" | "internal"
  readonly text: string
  /** For an internal transition: its key (the live viewer highlights the row when it is taken). */
  readonly key?: string
}

export interface FlowNode {
  readonly id: string
  readonly key: string
  readonly type: FlowNodeType
  readonly parent: string | undefined
  readonly children: ReadonlyArray<string>
  readonly initial: string | undefined
  readonly rows: ReadonlyArray<FlowRow>
  readonly description: string | undefined
}

export type FlowEdgeKind = "event" | "always" | "after" | "done" | "error"

export interface FlowEdge {
  readonly key: string
  readonly source: string
  readonly targets: ReadonlyArray<string>
  readonly kind: FlowEdgeKind
  /** The event type as the machine receives it (`xstate.done.actor.x`, `xstate.after.delay.id`, or '' for always). */
  readonly eventType: string
  /** The event as people read it: `Submit`, `after copiedLabel (2 s)`, `submitEnquiry: done`, `always`. */
  readonly event: string
  readonly guard: string | undefined
  readonly actions: ReadonlyArray<string>
  /** `[guard]`, `[else]` for an unguarded fallback after guarded transitions of the same event. */
  readonly guardText: string | undefined
}

export interface FlowGraph {
  readonly id: string
  readonly root: string
  /** Every state node by id, the root included; document order in `order`. */
  readonly nodes: Readonly<Record<string, FlowNode>>
  readonly order: ReadonlyArray<string>
  /** Transitions with a target (drawn as arrows). */
  readonly edges: ReadonlyArray<FlowEdge>
  /** Transitions without a target (listed inside their state). */
  readonly internal: ReadonlyArray<FlowEdge>
}

/** The key of a transition: its source, its event type and its position among the source's transitions for it. */
export const transitionKey = (source: string, eventType: string, index: number): string =>
  `${source}#${eventType || "always"}#${index}`

/** The key of a transition definition, as the live inspector computes it from a taken transition. */
export const keyOfTransition = (t: AnyTransitionDefinition): string => {
  const source = t.source as AnyStateNode
  const list: ReadonlyArray<AnyTransitionDefinition> = t.eventType
    ? (source.transitions.get(t.eventType) ?? [])
    : (source.always ?? [])
  return transitionKey(source.id, t.eventType, Math.max(0, list.indexOf(t)))
}

/** An action's name: its `type`; a built-in action creator used inline keeps its built-in name. */
export const actionName = (action: unknown): string => {
  if (typeof action === "string") return action
  if (typeof action === "function") {
    const type = (action as { type?: unknown }).type
    return typeof type === "string" ? type : `inline ${action.name || "function"}`
  }
  if (typeof action === "object" && action !== null && typeof (action as { type?: unknown }).type === "string") {
    return (action as { type: string }).type
  }
  return "inline action"
}

/** A guard's name: `isReferral`, `not(isSelf)`, `and(a, b)`, or `inline guard` for an inline function. */
export const guardName = (guard: unknown): string | undefined => {
  if (guard === undefined || guard === null) return undefined
  if (typeof guard === "string") return guard
  if (typeof guard === "function") {
    const inner = (guard as { guards?: ReadonlyArray<unknown> }).guards
    if (inner && ["and", "or", "not"].includes(guard.name))
      return `${guard.name}(${inner.map((g) => guardName(g) ?? "?").join(", ")})`
    return `inline ${guard.name || "guard"}`
  }
  if (typeof guard === "object" && typeof (guard as { type?: unknown }).type === "string")
    return (guard as { type: string }).type
  return "inline guard"
}

const toArray = (value: unknown): ReadonlyArray<unknown> =>
  value === undefined || value === null ? [] : Array.isArray(value) ? value : [value]

const formatDelay = (delay: unknown): string | undefined => {
  if (typeof delay !== "number") return undefined
  return delay >= 1000 && delay % 100 === 0 ? `${delay / 1000} s` : `${delay} ms`
}

const stateNodes = (node: AnyStateNode): Array<AnyStateNode> => [
  node,
  ...Object.values(node.states).flatMap(stateNodes)
]

/** How a transition's event reads, and its kind. */
const describeEvent = (
  machine: AnyStateMachine,
  node: AnyStateNode,
  eventType: string
): { event: string; kind: FlowEdgeKind } => {
  if (eventType === "") return { event: "always", kind: "always" }
  const after = (node.after ?? []).find((a: { eventType: string }) => a.eventType === eventType) as
    | { delay: string | number }
    | undefined
  if (after) {
    if (typeof after.delay === "number") return { event: `after ${formatDelay(after.delay)}`, kind: "after" }
    const value = formatDelay((machine.implementations.delays as Record<string, unknown>)[after.delay])
    return { event: value ? `after ${after.delay} (${value})` : `after ${after.delay}`, kind: "after" }
  }
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/u.exec(eventType)
  if (actor) return { event: `${actor[2]}: ${actor[1]}`, kind: actor[1] === "done" ? "done" : "error" }
  const stateDone = /^xstate\.done\.state\.(.+)$/u.exec(eventType)
  if (stateDone) return { event: `done: ${stateDone[1]!.split(".").pop()}`, kind: "done" }
  if (eventType === "*") return { event: "any event", kind: "event" }
  return { event: eventType, kind: "event" }
}

/** The graph of a machine. */
export const graphOf = (machine: AnyStateMachine): FlowGraph => {
  const all = stateNodes(machine.root)
  const edges: Array<FlowEdge> = []
  const internal: Array<FlowEdge> = []
  const rowsOf = new Map<string, Array<FlowRow>>()

  for (const node of all) {
    const rows: Array<FlowRow> = []
    // From the config: the resolved node adds the raise and cancel actions of its `after` timers.
    const entry = toArray(node.config.entry).map(actionName)
    if (entry.length > 0) rows.push({ kind: "entry", text: `entry / ${entry.join(", ")}` })
    for (const invoke of node.invoke ?? []) {
      const src = typeof invoke.src === "string" ? invoke.src : "inline actor"
      rows.push({
        kind: "invoke",
        text: invoke.id && invoke.id !== src ? `invoke ${src} (${invoke.id})` : `invoke ${src}`
      })
    }
    const exit = toArray(node.config.exit).map(actionName)
    if (exit.length > 0) rows.push({ kind: "exit", text: `exit / ${exit.join(", ")}` })

    const groups: Array<[string, ReadonlyArray<AnyTransitionDefinition>]> = [
      ...[...node.transitions.entries()],
      ...(node.always && node.always.length > 0
        ? [["", node.always] as [string, ReadonlyArray<AnyTransitionDefinition>]]
        : [])
    ]
    for (const [eventType, list] of groups) {
      const { event, kind } = describeEvent(machine, node, eventType)
      list.forEach((t, index) => {
        const guard = guardName(t.guard)
        const guardText = guard
          ? `[${guard}]`
          : index > 0 && list.slice(0, index).some((p) => p.guard)
            ? "[else]"
            : undefined
        const edge: FlowEdge = {
          key: transitionKey(node.id, eventType, index),
          source: node.id,
          targets: (t.target ?? []).map((n: AnyStateNode) => n.id),
          kind,
          eventType,
          event,
          guard,
          guardText,
          actions: (t.actions ?? []).map(actionName)
        }
        if (edge.targets.length > 0) edges.push(edge)
        else {
          internal.push(edge)
          rows.push({ kind: "internal", text: transitionText(edge), key: edge.key })
        }
      })
    }
    rowsOf.set(node.id, rows)
  }

  const nodes: Record<string, FlowNode> = {}
  for (const node of all) {
    const initialTarget = node.type === "compound" ? (node.initial?.target?.[0] as AnyStateNode | undefined) : undefined
    nodes[node.id] = {
      id: node.id,
      key: node === machine.root ? machine.id : node.key,
      type: node.type,
      parent: (node.parent as AnyStateNode | undefined)?.id,
      children: Object.values(node.states).map((c) => (c as AnyStateNode).id),
      initial: initialTarget?.id,
      rows: rowsOf.get(node.id) ?? [],
      description: node.description
    }
  }
  return { id: machine.id, root: machine.root.id, nodes, order: all.map((n) => n.id), edges, internal }
}

/** One line for a transition: `Submit [formIsValid] / keepAttempt`. */
export const transitionText = (edge: FlowEdge): string =>
  [edge.event, edge.guardText, edge.actions.length > 0 ? `/ ${edge.actions.join(", ")}` : undefined]
    .filter(Boolean)
    .join(" ")

/** The ids of the state nodes a snapshot value makes active (the root included). */
export const activeIds = (graph: FlowGraph, value: unknown): Array<string> => {
  const out: Array<string> = [graph.root]
  const walk = (parent: FlowNode, v: unknown): void => {
    if (typeof v === "string") {
      const child = parent.children.map((id) => graph.nodes[id]!).find((n) => n.key === v)
      if (child) out.push(child.id)
      return
    }
    if (typeof v === "object" && v !== null) {
      for (const [k, inner] of Object.entries(v)) {
        const child = parent.children.map((id) => graph.nodes[id]!).find((n) => n.key === k)
        if (!child) continue
        out.push(child.id)
        walk(child, inner)
      }
    }
  }
  walk(graph.nodes[graph.root]!, value)
  return out
}

/** Where a config holds an inline function that an export would lose (actions, guards, actors). */
export interface InlineImplementation {
  readonly path: string
  readonly what: "action" | "guard" | "actor"
  readonly name: string
}

/**
 * The machine's config as the Stately editor imports it (`createMachine(<this>)`): the names of actions, guards,
 * actors and delays are kept; functions that only compute data (context, input, params, output) are left out, and
 * an inline action, guard or actor becomes its name (`xstate.assign`, `inline guard`) and is reported.
 */
export const exportConfig = (
  machine: AnyStateMachine
): { config: unknown; inline: ReadonlyArray<InlineImplementation> } => {
  const inline: Array<InlineImplementation> = []
  const walk = (value: unknown, path: string, role: "action" | "guard" | "src" | undefined): unknown => {
    if (role === "action" && (typeof value === "function" || Array.isArray(value))) {
      if (Array.isArray(value)) return value.map((v, i) => walk(v, `${path}[${i}]`, "action"))
      const name = actionName(value)
      inline.push({ path, what: "action", name })
      return { type: name }
    }
    if (role === "guard" && typeof value === "function") {
      const name = guardName(value) ?? "inline guard"
      inline.push({ path, what: "guard", name })
      return { type: name }
    }
    if (role === "src" && typeof value !== "string") {
      inline.push({ path, what: "actor", name: "inline actor" })
      return "inline actor"
    }
    if (typeof value === "function") return undefined
    if (Array.isArray(value)) return value.map((v, i) => walk(v, `${path}[${i}]`, role))
    if (typeof value === "object" && value !== null) {
      const out: Record<string, unknown> = {}
      for (const [k, v] of Object.entries(value)) {
        const childRole =
          k === "actions" || k === "entry" || k === "exit"
            ? "action"
            : k === "guard"
              ? "guard"
              : k === "src"
                ? "src"
                : role === "action" || role === "guard"
                  ? role
                  : undefined
        // An action or guard object's params may be a function of the event: the name stays, the function goes.
        if ((role === "action" || role === "guard") && k === "params" && typeof v === "function") continue
        const walked = walk(v, `${path}.${k}`, childRole)
        if (walked !== undefined) out[k] = walked
      }
      return out
    }
    return value
  }
  return { config: walk(machine.config, machine.id, undefined), inline }
}
