/**
 * The outstanding principal month by month, without and with the prepayments: two lines on one scale, the new one
 * ending sooner or lower. Drawn as an SVG with a text alternative (the figures are in the list beside it).
 */
import { formatRupees } from "../../../domain/format.ts"
import { m } from "../../../i18n/paraglide/messages.js"

const width = 320
const height = 160

const pointsOf = (balances: ReadonlyArray<number>, months: number, top: number): string =>
  balances
    .map((b, i) => `${((i / Math.max(1, months)) * width).toFixed(1)},${(height - (b / top) * height).toFixed(1)}`)
    .join(" ")

export function BalanceCurves({
  old,
  next
}: {
  readonly old: ReadonlyArray<number>
  readonly next: ReadonlyArray<number>
}) {
  const top = Math.max(1, old[0] ?? 1)
  const months = Math.max(1, old.length - 1)
  return (
    <figure className="tool__chart">
      <figcaption>{m.tools_chart_title()}</figcaption>
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={`${m.tools_chart_title()}: ${formatRupees(top)}`}>
        <polyline className="tool__curve tool__curve--old" points={pointsOf(old, months, top)} />
        <polyline className="tool__curve tool__curve--new" points={pointsOf(next, months, top)} />
      </svg>
      <ul className="tool__legend">
        <li className="tool__legend-old">{m.tools_chart_old()}</li>
        <li className="tool__legend-new">{m.tools_chart_new()}</li>
      </ul>
    </figure>
  )
}
