/**
 * The outstanding balance month by month as a visx area. The chart is one image whose text alternative (the
 * caption, visible) says where the balance starts, when half of it is repaid and when it reaches zero; the schedule
 * table beside it holds every figure.
 */
import { Group } from "@visx/group"
import { Area, LinePath } from "@visx/shape"
import { useEffect, useId, useRef, useState } from "react"
import type { ScheduleYear } from "../../../domain/emi.ts"
import { formatRupees } from "../../../domain/format.ts"
import { m } from "../../../i18n/paraglide/messages.js"
import { tenureText } from "./CalculatorField.tsx"

const height = 240
const margin = { top: 12, right: 16, bottom: 34, left: 56 }
/** The left margin that fits the longest rupee label (Hindi's "₹2.5 लाख" is wider than "₹2.5L"). */
const leftFor = (labels: ReadonlyArray<string>): number =>
  Math.max(margin.left, 8 + Math.ceil(6.5 * Math.max(0, ...labels.map((l) => l.length))))
const innerHeight = height - margin.top - margin.bottom

/** The element's width in CSS pixels, so text in the chart keeps its size on a phone; 800 until measured (server). */
const useWidth = (fallback: number) => {
  const ref = useRef<HTMLDivElement>(null)
  const [width, setWidth] = useState(fallback)
  useEffect(() => {
    const element = ref.current
    if (!element || typeof ResizeObserver === "undefined") return
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.max(240, Math.round(entry.contentRect.width)))
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return [ref, width] as const
}

interface Point {
  readonly month: number
  readonly balance: number
}

const trim = (value: number): string => String(Math.round(value * 100) / 100)

/** Axis labels in the units Indian borrowers read: ₹50K, ₹5L (lakh), ₹1.5Cr (crore); Hindi ₹5 लाख, ₹1.5 करोड़. */
export const shortRupees = (value: number): string =>
  value >= 10_000_000
    ? m.calculator_axis_crore({ value: trim(value / 10_000_000) })
    : value >= 100_000
      ? m.calculator_axis_lakh({ value: trim(value / 100_000) })
      : value >= 1_000
        ? m.calculator_axis_thousand({ value: trim(value / 1_000) })
        : `₹${trim(value)}`

/**
 * A linear map from a domain onto a range. Our own two lines instead of @visx/scale: its linear scale brings
 * d3-scale with d3-interpolate, d3-color, d3-format and d3-time (about 12 kB gzip) for a chart that needs none of it.
 */
const linear =
  ([d0, d1]: readonly [number, number], [r0, r1]: readonly [number, number]) =>
  (v: number): number =>
    d1 === d0 ? r0 : r0 + ((v - d0) / (d1 - d0)) * (r1 - r0)

/** Round tick values from 0 up to at least `max`: steps of 1, 2, 2.5 or 5 times a power of ten, at most `most` steps. */
export const niceTicks = (max: number, most = 4): ReadonlyArray<number> => {
  if (!(max > 0)) return [0]
  const rough = max / most
  const power = 10 ** Math.floor(Math.log10(rough))
  const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => s >= rough)!
  const ticks: Array<number> = []
  for (let t = 0; t < max + step / 2; t += step) ticks.push(t)
  if (ticks[ticks.length - 1]! < max) ticks.push(ticks[ticks.length - 1]! + step)
  return ticks
}

/** Up to `most` whole-year ticks, evenly spaced. */
const yearTicks = (years: number, most = 6): ReadonlyArray<number> => {
  const every = Math.max(1, Math.ceil(years / most))
  const ticks: Array<number> = []
  for (let y = 0; y <= years; y += every) ticks.push(y)
  if (ticks[ticks.length - 1] !== years) {
    // The last year always has its label; one too close before it gives way.
    if (ticks.length > 1 && years - ticks[ticks.length - 1]! < every * 0.6) ticks.pop()
    ticks.push(years)
  }
  return ticks
}

export const balanceSummary = (schedule: ReadonlyArray<ScheduleYear>): string => {
  const first = schedule[0]
  if (!first) return m.calculator_balance_none()
  const amount = first.opening
  const half = schedule.find((y) => y.closing <= amount / 2)
  const years = schedule.length
  const figures = { from: formatRupees(amount), to: formatRupees(0), period: tenureText(years, "Year") }
  return half && years > 1
    ? m.calculator_balance_summary_half({ ...figures, year: half.year })
    : m.calculator_balance_summary(figures)
}

export function BalanceChart({
  schedule,
  headingLevel
}: {
  readonly schedule: ReadonlyArray<ScheduleYear>
  readonly headingLevel: 3 | 4
}) {
  const captionId = useId()
  const [box, width] = useWidth(800)
  const first = schedule[0]
  if (!first) return null
  const months = schedule.flatMap((y) => y.months)
  const points: ReadonlyArray<Point> = [
    { month: 0, balance: first.opening },
    ...months.map((m) => ({ month: m.month, balance: m.closing }))
  ]
  const total = months.length
  const yTicks = niceTicks(first.opening)
  const yLabels = yTicks.map(shortRupees)
  const left = leftFor(yLabels)
  const innerWidth = width - left - margin.right
  const x = linear([0, total], [0, innerWidth])
  const y = linear([0, yTicks[yTicks.length - 1]!], [innerHeight, 0])
  const H = `h${headingLevel}` as const
  const years = Math.ceil(total / 12)
  const ticks = yearTicks(years, Math.max(2, Math.floor(innerWidth / 90)))

  return (
    <figure className="calc-balance">
      <H className="calc-balance__title">{m.calculator_balance_title()}</H>
      <div ref={box}>
        <svg
          className="calc-balance__chart"
          width={width}
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          role="img"
          aria-labelledby={captionId}
        >
          <Group top={margin.top} left={left}>
            {yTicks.map((t, i) => (
              <g key={t}>
                <line x1={0} x2={innerWidth} y1={y(t)} y2={y(t)} className="calc-balance__grid" />
                <text x={-8} y={y(t)} dy="0.35em" textAnchor="end" className="calc-balance__tick">
                  {yLabels[i]}
                </text>
              </g>
            ))}
            <Area<Point>
              data={[...points]}
              x={(p) => x(p.month)}
              y0={innerHeight}
              y1={(p) => y(p.balance)}
              className="calc-balance__area"
            />
            <LinePath<Point>
              data={[...points]}
              x={(p) => x(p.month)}
              y={(p) => y(p.balance)}
              className="calc-balance__line"
            />
            <line x1={0} x2={innerWidth} y1={innerHeight} y2={innerHeight} className="calc-balance__axis" />
            {ticks.map((yr, i) => (
              <text
                key={yr}
                x={x(Math.min(total, yr * 12))}
                y={innerHeight + 20}
                textAnchor={i === 0 ? "start" : i === ticks.length - 1 ? "end" : "middle"}
                className="calc-balance__tick"
              >
                {yr === 0 ? m.calculator_balance_start() : m.calculator_year_n({ year: yr })}
              </text>
            ))}
          </Group>
        </svg>
      </div>
      <figcaption id={captionId} className="calc-balance__caption">
        {balanceSummary(schedule)}
      </figcaption>
    </figure>
  )
}
