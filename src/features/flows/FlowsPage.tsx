// Over 300 lines: the development-only flow viewer, one page that lays out and draws every statechart.
/**
 * The flow viewer at /flows (only in development and in builds made with FLOWS=1): every machine of machines/,
 * its statechart drawn in the browser by ELK with the layout `npm run flows` writes to docs/flows/ (the layout
 * engine is a chunk of its own, loaded when the first diagram is drawn), its transitions as a table,
 * the config to paste into the Stately editor, and a live mode that follows a machine actor of the site running in
 * another tab of this browser (its current state and last event light up as a person uses the page).
 */
import { useEffect, useMemo, useState } from "react"
import { useLocation, useSearch } from "wouter"
import { Button } from "../../ui/Button.tsx"
import { Link } from "../../ui/Link.tsx"
import { exportConfig, type FlowGraph, graphOf, transitionText } from "./graph.ts"
import { type ActorMessage, channelName, type LiveMessage } from "./inspector.ts"
import { type FlowLayout, layoutGraph } from "./layout.ts"
import { machinesOf } from "./machines.ts"
import { renderSvg } from "./svg.ts"
import "./flows.css"

const machines = machinesOf(
  Object.values(import.meta.glob<Record<string, unknown>>("../../../machines/*.machine.ts", { eager: true }))
)

const stateValue = (value: unknown): string =>
  typeof value === "string" ? value : (JSON.stringify(value)?.replace(/[{}"]/gu, "").replace(/:/gu, ".") ?? "")

/** The actors posted by the pages of this site open in other tabs, by session, while they run. */
const useLiveActors = (enabled: boolean) => {
  const [actors, setActors] = useState<ReadonlyMap<string, ActorMessage>>(new Map())
  const [log, setLog] = useState<ReadonlyArray<ActorMessage>>([])
  useEffect(() => {
    if (!enabled || typeof BroadcastChannel === "undefined") return
    const channel = new BroadcastChannel(channelName)
    channel.onmessage = (e: MessageEvent<LiveMessage>) => {
      const m = e.data
      if (m.kind === "actor") {
        setActors((prev) => new Map(prev).set(m.session, m))
        if (m.event !== "xstate.init" || m.taken.length > 0) setLog((prev) => [m, ...prev].slice(0, 30))
      } else if (m.kind === "stopped") {
        setActors((prev) => {
          const next = new Map(prev)
          next.delete(m.session)
          return next
        })
      }
    }
    channel.postMessage({ kind: "hello" } satisfies LiveMessage)
    return () => channel.close()
  }, [enabled])
  return { actors, log }
}

/** The layouts made so far, by machine id (ELK lays a machine out once per visit). */
const layouts = new Map<string, Promise<FlowLayout>>()

/** The layout of a graph: undefined while ELK (loaded on first use) lays it out. */
const useLayout = (graph: FlowGraph | undefined): FlowLayout | undefined => {
  const [done, setDone] = useState<FlowLayout | undefined>(undefined)
  useEffect(() => {
    if (!graph) return
    let current = true
    let pending = layouts.get(graph.id)
    if (!pending) {
      pending = layoutGraph(graph)
      layouts.set(graph.id, pending)
    }
    pending.then(
      (layout) => {
        if (current) setDone(layout)
      },
      () => layouts.delete(graph.id)
    )
    return () => {
      current = false
    }
  }, [graph])
  return done && done.graph.id === graph?.id ? done : undefined
}

export default function FlowsPage() {
  const params = new URLSearchParams(useSearch())
  const [, navigate] = useLocation()
  const ids = [...machines.keys()]
  const selected = params.get("machine") && machines.has(params.get("machine")!) ? params.get("machine")! : ids[0]
  const live = params.get("live") === "1"
  const machine = selected ? machines.get(selected) : undefined

  const graph = useMemo(() => (machine ? graphOf(machine) : undefined), [machine])
  const layout = useLayout(graph)
  const exported = useMemo(() => (machine ? exportConfig(machine) : undefined), [machine])
  const { actors, log } = useLiveActors(live)
  const [followed, setFollowed] = useState<string | undefined>(undefined)
  const [copied, setCopied] = useState(false)

  const candidates = [...actors.values()].filter((a) => a.machine === selected).sort((a, b) => b.at - a.at)
  const current = candidates.find((a) => a.session === followed) ?? candidates[0]
  const svg = useMemo(
    () => (layout ? renderSvg(layout, current ? { active: current.active, taken: current.taken } : {}) : ""),
    [layout, current]
  )
  const json = exported ? JSON.stringify(exported.config, null, 2) : ""

  const href = (machineId: string | undefined, liveMode: boolean) =>
    `/flows?${new URLSearchParams({ ...(machineId ? { machine: machineId } : {}), ...(liveMode ? { live: "1" } : {}) })}`

  if (!machine || !graph || !exported) {
    return (
      <div className="flows container">
        <h1>Flows</h1>
        <p>No machines found in machines/.</p>
      </div>
    )
  }

  const transitions = [...graph.edges, ...graph.internal]
  const key = (id: string) => graph.nodes[id]?.key ?? id

  return (
    <div className="flows container">
      <h1 className="flows__title">Flows</h1>
      <p className="flows__intro">
        Every flow of the site as a statechart, drawn from the machines themselves. Follow a flow live while you use the
        site in another tab, or copy a machine into the Stately editor.
      </p>
      <div className="flows__layout">
        <nav className="flows__list" aria-label="Machines">
          <h2 className="flows__list-title">Machines</h2>
          <ul>
            {ids.map((id) => {
              const running = [...actors.values()].filter((a) => a.machine === id).length
              return (
                <li key={id}>
                  <Link
                    href={href(id, live)}
                    aria-current={id === selected ? "page" : undefined}
                    className="flows__machine"
                  >
                    {id}
                    {running > 0 && <span className="flows__badge"> {running} live</span>}
                  </Link>
                </li>
              )
            })}
          </ul>
        </nav>

        <section className="flows__main" aria-labelledby="flows-machine">
          <div className="flows__head">
            <h2 id="flows-machine" className="flows__machine-title">
              {machine.id}
            </h2>
            <div className="flows__actions">
              <label className="flows__toggle">
                <input
                  type="checkbox"
                  checked={live}
                  onChange={(e) => navigate(href(selected, e.currentTarget.checked))}
                />
                Follow live
              </label>
              <Button
                variant="secondary"
                size="sm"
                onPress={() => {
                  void navigator.clipboard?.writeText(`createMachine(${json})`).then(
                    () => {
                      setCopied(true)
                      setTimeout(() => setCopied(false), 2000)
                    },
                    () => {}
                  )
                }}
              >
                {copied ? "Copied" : "Copy for Stately"}
              </Button>
              <a
                className="button button--ghost button--sm"
                download={`${machine.id}.json`}
                href={`data:application/json;charset=utf-8,${encodeURIComponent(`${json}\n`)}`}
              >
                Download JSON
              </a>
              {layout && (
                <a
                  className="button button--ghost button--sm"
                  download={`${machine.id}.svg`}
                  href={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSvg(layout))}`}
                >
                  Download SVG
                </a>
              )}
            </div>
          </div>

          {live && (
            <div className="flows__live" role="region" aria-label="Live actor">
              {candidates.length === 0 ? (
                <p role="status">
                  Waiting for a {machine.id} actor: open the site in another tab of this browser and use the page that
                  runs this flow.
                </p>
              ) : (
                <>
                  <p role="status" aria-live="polite" className="flows__now">
                    <span>
                      State: <strong data-testid="live-state">{stateValue(current!.value)}</strong>
                    </span>
                    <span>
                      Last event: <strong data-testid="live-event">{current!.event}</strong>
                    </span>
                    <span>Page: {current!.page}</span>
                  </p>
                  {candidates.length > 1 && (
                    <label className="flows__follow">
                      Actor{" "}
                      <select value={current!.session} onChange={(e) => setFollowed(e.currentTarget.value)}>
                        {candidates.map((a) => (
                          <option key={a.session} value={a.session}>
                            {a.session} on {a.page} ({stateValue(a.value)})
                          </option>
                        ))}
                      </select>
                    </label>
                  )}
                </>
              )}
            </div>
          )}

          {exported.inline.length > 0 && (
            <div className="flows__warning" role="note">
              <p>These implementations are inline, so the export loses them; name them in setup():</p>
              <ul>
                {exported.inline.map((i) => (
                  <li key={i.path}>
                    {i.what} {i.name} at {i.path}
                  </li>
                ))}
              </ul>
            </div>
          )}

          {layout ? (
            <div
              className="flows__diagram"
              role="group"
              tabIndex={0}
              aria-label={`Statechart of ${machine.id} (scrolls)`}
              // biome-ignore lint/security/noDangerouslySetInnerHtml: our own SVG, built by svg.ts with every text escaped
              dangerouslySetInnerHTML={{ __html: svg }}
            />
          ) : (
            <p className="flows__diagram flows__drawing" role="status">
              Drawing the statechart…
            </p>
          )}

          {live && log.some((m) => m.machine === selected) && (
            <section aria-labelledby="flows-log">
              <h3 id="flows-log">Recent events</h3>
              <ol className="flows__log">
                {log
                  .filter((m) => m.machine === selected)
                  .slice(0, 12)
                  .map((m, i) => (
                    <li key={`${m.session}-${m.at}-${i}`}>
                      <code>{m.event}</code> → {stateValue(m.value)} <span className="flows__muted">({m.page})</span>
                    </li>
                  ))}
              </ol>
            </section>
          )}

          <section aria-labelledby="flows-transitions">
            <h3 id="flows-transitions">Transitions</h3>
            <div className="flows__table-wrap">
              <table className="flows__table">
                <thead>
                  <tr>
                    <th scope="col">From</th>
                    <th scope="col">Event</th>
                    <th scope="col">Guard</th>
                    <th scope="col">To</th>
                    <th scope="col">Actions</th>
                  </tr>
                </thead>
                <tbody>
                  {transitions.map((t) => (
                    <tr
                      key={t.key}
                      className={current?.taken.includes(t.key) ? "is-taken" : undefined}
                      title={transitionText(t)}
                    >
                      <td>{key(t.source)}</td>
                      <td>
                        <code>{t.event}</code>
                      </td>
                      <td>{t.guardText ?? ""}</td>
                      <td>{t.targets.length > 0 ? t.targets.map(key).join(", ") : "(stays)"}</td>
                      <td>{t.actions.join(", ")}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        </section>
      </div>
    </div>
  )
}
