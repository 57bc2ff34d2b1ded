/**
 * The outstanding balance month by month as a visx area. The chart is one image whose text alternative (the
 * caption, visible) says where the balance starts, when half of it is repaid and when it reaches zero; the schedule
 * table beside it holds every figure.
 */
import { Group } from "@visx/group"
import { scaleLinear } from "@visx/scale"
import { AreaClosed, LinePath } from "@visx/shape"
import { useId } from "react"
import type { ScheduleYear } from "../../../domain/calculator.ts"
import { formatRupees } from "../../../domain/format.ts"

const width = 800
const height = 240
const margin = { top: 12, right: 16, bottom: 34, left: 64 }
const innerWidth = width - margin.left - margin.right
const innerHeight = height - margin.top - margin.bottom

interface Point {
  readonly month: number
  readonly balance: number
}

const trim = (value: number): string => String(Math.round(value * 100) / 100)

/** Axis labels in the units Indian borrowers read: ₹50K, ₹5L (lakh), ₹1.5Cr (crore). */
export const shortRupees = (value: number): string =>
  value >= 10_000_000 ? `₹${trim(value / 10_000_000)}Cr`
  : value >= 100_000 ? `₹${trim(value / 100_000)}L`
  : value >= 1_000 ? `₹${trim(value / 1_000)}K`
  : `₹${trim(value)}`

/** Up to `most` whole-year ticks, evenly spaced. */
const yearTicks = (years: number, most = 6): ReadonlyArray<number> => {
  const every = Math.max(1, Math.ceil(years / most))
  const ticks: Array<number> = []
  for (let y = 0; y <= years; y += every) ticks.push(y)
  if (ticks[ticks.length - 1] !== years) ticks.push(years)
  return ticks
}

export const balanceSummary = (schedule: ReadonlyArray<ScheduleYear>): string => {
  const first = schedule[0]
  if (!first) return "No balance to repay."
  const amount = first.opening
  const half = schedule.find((y) => y.closing <= amount / 2)
  const years = schedule.length
  const lastYear = `${years} ${years === 1 ? "year" : "years"}`
  return `The balance falls from ${formatRupees(amount)} to ${formatRupees(0)} over ${lastYear}` +
    (half && years > 1 ? `; half of it is repaid by the end of year ${half.year}.` : ".")
}

export function BalanceChart({ schedule, headingLevel }: { readonly schedule: ReadonlyArray<ScheduleYear>; readonly headingLevel: 3 | 4 }) {
  const captionId = useId()
  const first = schedule[0]
  if (!first) return null
  const months = schedule.flatMap((y) => y.months)
  const points: ReadonlyArray<Point> = [{ month: 0, balance: first.opening }, ...months.map((m) => ({ month: m.month, balance: m.closing }))]
  const total = months.length
  const x = scaleLinear<number>({ domain: [0, total], range: [0, innerWidth] })
  const y = scaleLinear<number>({ domain: [0, first.opening], range: [innerHeight, 0], nice: true })
  const H = `h${headingLevel}` as const
  const yTicks = y.ticks(4)
  const years = Math.ceil(total / 12)

  return (
    <figure className="calc-balance">
      <H className="calc-balance__title">Outstanding balance over time</H>
      <svg className="calc-balance__chart" viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby={captionId}>
        <Group top={margin.top} left={margin.left}>
          {yTicks.map((t) => (
            <g key={t}>
              <line x1={0} x2={innerWidth} y1={y(t)} y2={y(t)} className="calc-balance__grid" />
              <text x={-8} y={y(t)} dy="0.35em" textAnchor="end" className="calc-balance__tick">{shortRupees(t)}</text>
            </g>
          ))}
          <AreaClosed<Point>
            data={[...points]}
            x={(p) => x(p.month)}
            y={(p) => y(p.balance)}
            yScale={y}
            className="calc-balance__area"
          />
          <LinePath<Point> data={[...points]} x={(p) => x(p.month)} y={(p) => y(p.balance)} className="calc-balance__line" />
          <line x1={0} x2={innerWidth} y1={innerHeight} y2={innerHeight} className="calc-balance__axis" />
          {yearTicks(years).map((yr) => (
            <text key={yr} x={x(Math.min(total, yr * 12))} y={innerHeight + 20} textAnchor="middle" className="calc-balance__tick">
              {yr === 0 ? "Start" : `Year ${yr}`}
            </text>
          ))}
        </Group>
      </svg>
      <figcaption id={captionId} className="calc-balance__caption">{balanceSummary(schedule)}</figcaption>
    </figure>
  )
}
