/**
 * Model-based path tests from a machine's statechart with xstate/graph.
 *
 * The graph walk does not run invoked actors or timers, so a model lists their done/error and delayed events
 * among its events. Snapshots are serialised by state value plus a small abstraction of the context that the
 * guards read, so context does not multiply paths. Paths are the shortest path to every vertex plus, for every
 * edge, the shortest path to its source followed by that edge. Each path is replayed on a live actor whose
 * invoked actors never settle (the path sends their outcomes), and the transitions it takes are recorded through
 * the inspection API, so coverage counts the statechart's own transitions, eventless and delayed ones included.
 */
import type {
  AnyMachineSnapshot,
  AnyStateMachine,
  AnyStateNode,
  AnyTransitionDefinition,
  EventFrom,
  InputFrom,
  SnapshotFrom
} from "xstate"
import { createActor, fromPromise } from "xstate"
import { getAdjacencyMap, getShortestPaths } from "xstate/graph"

export interface MachineModel<M extends AnyStateMachine> {
  readonly name: string
  readonly machine: M
  readonly input?: InputFrom<M>
  /** The events to try in a snapshot (all of them may be offered: those that do nothing are dropped). */
  readonly events: (snapshot: SnapshotFrom<M>) => ReadonlyArray<EventFrom<M>>
  /** The part of the context the guards read, kept small. */
  readonly abstract?: (snapshot: SnapshotFrom<M>) => unknown
  /** Names of the machine's invoked actors, replaced by ones that never settle during replay. */
  readonly actors?: ReadonlyArray<string>
}

export interface PathStep {
  readonly event: { readonly type: string }
  readonly value: unknown
  /** The model's abstraction of the context after the step (what its guards read), for page checks. */
  readonly context?: unknown
}
export interface ModelPath {
  readonly description: string
  readonly steps: ReadonlyArray<PathStep>
}

export interface Coverage {
  readonly machine: string
  readonly states: { readonly covered: number; readonly total: number; readonly missing: ReadonlyArray<string> }
  readonly transitions: { readonly covered: number; readonly total: number; readonly missing: ReadonlyArray<string> }
  readonly paths: number
}

const serialize =
  <M extends AnyStateMachine>(model: MachineModel<M>) =>
  (s: AnyMachineSnapshot) =>
    JSON.stringify({ value: s.value, context: model.abstract?.(s as SnapshotFrom<M>) })

const stateNodes = (node: AnyStateNode): Array<AnyStateNode> => [
  node,
  ...Object.values(node.states).flatMap(stateNodes)
]

const transitionsOf = (node: AnyStateNode): Array<AnyTransitionDefinition> => [
  ...[...node.transitions.values()].flat(),
  ...(node.always ?? [])
]

/** A transition's name: source, event, guard, its position among the source's transitions, and targets. */
export const describeTransition = (t: AnyTransitionDefinition): string => {
  const index = transitionsOf(t.source).indexOf(t)
  const targets = t.target?.map((n) => n.id).join(",") ?? "(stays)"
  const guard = t.guard
    ? ` [${typeof t.guard === "string" ? t.guard : ((t.guard as { type?: string }).type ?? "guard")}]`
    : ""
  return `${t.source.id} --${t.eventType || "(always)"}${guard}#${index}--> ${targets}`
}

/** The machine with its invoked actors replaced by ones that never settle: the paths send their outcomes. */
const withPendingActors = <M extends AnyStateMachine>(model: MachineModel<M>): AnyStateMachine =>
  model.machine.provide({
    actors: Object.fromEntries((model.actors ?? []).map((id) => [id, fromPromise(() => new Promise<never>(() => {}))]))
  } as never) as AnyStateMachine

/** Nothing is offered to a finished machine; an actor's done and error events only while that actor runs. */
const offeredEvents = <M extends AnyStateMachine>(
  model: MachineModel<M>,
  s: AnyMachineSnapshot
): Array<EventFrom<M>> =>
  s.status !== "active"
    ? []
    : (model.events(s as SnapshotFrom<M>).filter((e) => {
        const actorEvent = /^xstate\.(?:done|error)\.actor\.(.+)$/u.exec((e as { type: string }).type)
        return !actorEvent || actorEvent[1]! in s.children
      }) as Array<EventFrom<M>>)

/** Paths generated from the statechart: to every vertex, and through every edge. */
export const generatePaths = <M extends AnyStateMachine>(model: MachineModel<M>): Array<ModelPath> => {
  // createTestModel refuses machines with invocations or delays, so the paths come from the graph functions it
  // is built on, which walk the same statechart.
  const options = {
    events: (s: AnyMachineSnapshot) => offeredEvents(model, s),
    serializeState: serialize(model),
    ...(model.input === undefined ? {} : { input: model.input })
  }
  const machine = withPendingActors(model)
  const toVertex = getShortestPaths(machine, options as never)
  const key = serialize(model)
  const shortest = new Map(toVertex.map((p) => [key(p.state as AnyMachineSnapshot), p]))
  const asSteps = (steps: ReadonlyArray<{ event: { type: string }; state: unknown }>): Array<PathStep> =>
    steps.map((s) => ({
      event: s.event,
      value: (s.state as AnyMachineSnapshot).value,
      context: model.abstract?.(s.state as SnapshotFrom<M>)
    }))

  const paths: Array<ModelPath> = toVertex.map((p) => ({
    description: `reaches ${key(p.state as AnyMachineSnapshot)}`,
    steps: asSteps(p.steps)
  }))
  const adjacency = getAdjacencyMap(machine, options as never)
  for (const [from, { transitions }] of Object.entries(adjacency)) {
    const prefix = shortest.get(from)
    if (!prefix) continue
    for (const { event, state } of Object.values(transitions) as Array<{ event: unknown; state: unknown }>) {
      const edge = {
        event: event as { type: string },
        value: (state as AnyMachineSnapshot).value,
        context: model.abstract?.(state as SnapshotFrom<M>)
      }
      paths.push({
        description: `${from} + ${(event as { type: string }).type}`,
        steps: [...asSteps(prefix.steps), edge]
      })
    }
  }
  return paths
}

/** Replays one path on a live actor; fails on the first step whose state differs from the model's. */
export const replayPath = <M extends AnyStateMachine>(
  model: MachineModel<M>,
  path: ModelPath,
  taken: Set<AnyTransitionDefinition> = new Set()
): void => {
  const machine = withPendingActors(model)
  const actor = createActor(machine, {
    ...(model.input === undefined ? {} : { input: model.input }),
    inspect: (e) => {
      if (e.type === "@xstate.microstep") for (const t of e._transitions) taken.add(t)
    }
  })
  actor.start()
  try {
    for (const [i, step] of path.steps.entries()) {
      actor.send(step.event as never)
      const value = actor.getSnapshot().value
      if (JSON.stringify(value) !== JSON.stringify(step.value)) {
        throw new Error(
          `${model.name}: step ${i + 1} (${step.event.type}) reached ${JSON.stringify(value)}, the model says ${JSON.stringify(step.value)}`
        )
      }
    }
  } finally {
    actor.stop()
  }
}

/** The ids of the state nodes a path's steps make active. */
const statesOnPath = <M extends AnyStateMachine>(model: MachineModel<M>, path: ModelPath): Set<string> => {
  const visited = new Set<string>()
  for (const step of path.steps) {
    const snapshot = model.machine.resolveState({ value: step.value as never, context: {} as never })
    for (const n of snapshot._nodes as Array<AnyStateNode>) visited.add(n.id)
  }
  return visited
}

/**
 * A few of the generated paths that still cover every state and transition the whole set covers (greedy: the path
 * that adds the most, the shorter on a tie). For the browser tests, where each path costs a page.
 */
export const coveringPaths = <M extends AnyStateMachine>(
  model: MachineModel<M>,
  paths = generatePaths(model)
): Array<ModelPath> => {
  const goals = paths.map((path) => {
    const taken = new Set<AnyTransitionDefinition>()
    replayPath(model, path, taken)
    return new Set([...[...taken].map(describeTransition), ...statesOnPath(model, path)])
  })
  const open = new Set(goals.flatMap((g) => [...g]))
  const chosen: Array<ModelPath> = []
  while (open.size > 0) {
    let best = -1
    let bestGain = 0
    goals.forEach((g, i) => {
      const gain = [...g].filter((x) => open.has(x)).length
      if (gain > bestGain || (gain === bestGain && gain > 0 && paths[i]!.steps.length < paths[best]!.steps.length)) {
        best = i
        bestGain = gain
      }
    })
    if (best < 0) break
    chosen.push(paths[best]!)
    for (const x of goals[best]!) open.delete(x)
  }
  return chosen
}

/** Generates every path, replays each, and measures state and transition coverage of the statechart. */
export const runModel = <M extends AnyStateMachine>(model: MachineModel<M>, paths = generatePaths(model)): Coverage => {
  const taken = new Set<AnyTransitionDefinition>()
  for (const path of paths) replayPath(model, path, taken)

  const nodes = stateNodes(model.machine.root).filter((n) => n !== model.machine.root)
  const visited = new Set<string>()
  for (const path of paths) for (const id of statesOnPath(model, path)) visited.add(id)
  // A transient state (left at once by an eventless transition) never settles: taking its transition visits it.
  for (const t of taken) visited.add(t.source.id)
  const initial = createActor(
    model.machine.provide({} as never),
    model.input === undefined ? {} : { input: model.input }
  )
  for (const n of initial.getSnapshot()._nodes as Array<AnyStateNode>) visited.add(n.id)

  const all = stateNodes(model.machine.root).flatMap((n) =>
    transitionsOf(n).map((t) => ({ t, label: describeTransition(t) }))
  )
  const takenLabels = new Set([...taken].map(describeTransition))
  return {
    machine: model.name,
    paths: paths.length,
    states: {
      covered: nodes.filter((n) => visited.has(n.id)).length,
      total: nodes.length,
      missing: nodes.filter((n) => !visited.has(n.id)).map((n) => n.id)
    },
    transitions: {
      covered: all.filter(({ label }) => takenLabels.has(label)).length,
      total: all.length,
      missing: all.filter(({ label }) => !takenLabels.has(label)).map(({ label }) => label)
    }
  }
}
