/**
 * The status messages' metrics (served with the others at /metrics, server/ops/metrics.ts):
 *
 *   status_messages_total{channel,outcome}   messages handed to a gateway (sent), attempts that failed and will be
 *                                            retried (retry), messages given up (failed), and messages moved to a
 *                                            later time by the quiet hours or the daily cap (waiting), and
 *                                            messages stopped after they were claimed (stopped)
 *   status_messages{state}                   the outbox by state (queued, sending, sent, failed, stopped), as of the
 *                                            worker's last pass
 */
import { Counter, Gauge } from "prom-client"
import { registry } from "../ops/metrics.ts"

export const statusMessagesTotal = new Counter({
  name: "status_messages_total",
  help: "Status messages by channel and outcome (sent, retry, failed, waiting, stopped).",
  labelNames: ["channel", "outcome"] as const,
  registers: [registry]
})

export const statusMessagesByState = new Gauge({
  name: "status_messages",
  help: "Status messages in the outbox by state, as of the worker's last pass.",
  labelNames: ["state"] as const,
  registers: [registry]
})

export const messageStates = ["queued", "sending", "sent", "failed", "stopped"] as const
