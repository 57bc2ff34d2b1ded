/**
 * The principal and interest shares of the total payment as a visx pie. Colour is never the only cue: the slices
 * differ in fill (solid and hatched), each large slice carries its percentage, and the legend beside it names each
 * slice with its pattern, amount and share. The SVG is one image with a text alternative.
 */
import { Group } from "@visx/group"
import { Pie } from "@visx/shape"
import { useId } from "react"
import { type EmiBreakdown, shownShares } from "../../../domain/emi.ts"
import { formatRupees } from "../../../domain/format.ts"
import { m } from "../../../i18n/paraglide/messages.js"

interface Slice {
  readonly key: "principal" | "interest"
  readonly label: string
  readonly amount: number
  readonly share: number
}

const size = 200
const radius = size / 2

const percent = (share: number): string => `${share.toLocaleString("en-IN", { maximumFractionDigits: 1 })}%`

export function SharePie({
  emi,
  principalLabel = m.calculator_principal_amount()
}: {
  readonly emi: EmiBreakdown
  /** The principal slice's name. Default: 'Principal Amount' in the page's language. */
  readonly principalLabel?: string
}) {
  const hatch = `calc-hatch-${useId().replace(/[^\w-]/gu, "")}`
  // The shown shares add up to 100.0 (one rounded, the other derived): the legend, the labels and the summary.
  const shares = shownShares(emi)
  const slices: ReadonlyArray<Slice> = [
    { key: "principal", label: principalLabel, amount: emi.principal, share: shares.first },
    { key: "interest", label: m.calculator_total_interest(), amount: emi.totalInterest, share: shares.second }
  ]
  const empty = emi.totalPayment === 0
  const summary = empty
    ? m.calculator_pie_empty()
    : m.calculator_pie_summary({
        principalLabel,
        principalShare: percent(shares.first),
        interestShare: percent(shares.second)
      })
  const fill = (key: Slice["key"]) => (key === "principal" ? "var(--calc-principal)" : `url(#${hatch})`)

  return (
    <figure className="calc-pie">
      <svg className="calc-pie__chart" viewBox={`0 0 ${size} ${size}`} role="img" aria-label={summary}>
        <defs>
          <pattern id={hatch} width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
            <rect width="8" height="8" fill="var(--calc-interest)" />
            <rect width="3" height="8" fill="var(--calc-interest-stripe)" />
          </pattern>
        </defs>
        <Group top={radius} left={radius}>
          {empty ? (
            <circle r={radius - 4} fill="var(--color-surface-alt)" stroke="var(--color-border)" />
          ) : (
            <Pie<Slice>
              data={[...slices]}
              pieValue={(s) => Math.max(0, s.share)}
              pieSort={null}
              pieSortValues={null}
              outerRadius={radius - 2}
              innerRadius={radius * 0.5}
              padAngle={0.012}
            >
              {({ arcs, path }) =>
                arcs.map((arc) => {
                  const [x, y] = path.centroid(arc)
                  const big = arc.endAngle - arc.startAngle > 0.7
                  return (
                    <g key={arc.data.key}>
                      <path
                        d={path(arc) ?? ""}
                        fill={fill(arc.data.key)}
                        stroke="var(--color-surface)"
                        strokeWidth={2}
                      />
                      {big && (
                        <text
                          x={x}
                          y={y}
                          dy="0.35em"
                          textAnchor="middle"
                          className={`calc-pie__label calc-pie__label--${arc.data.key}`}
                        >
                          {percent(arc.data.share)}
                        </text>
                      )}
                    </g>
                  )
                })
              }
            </Pie>
          )}
        </Group>
      </svg>
      <figcaption className="calc-pie__legend">
        <ul role="list">
          {slices.map((s) => (
            <li key={s.key} className="calc-pie__item">
              <svg className="calc-pie__swatch" viewBox="0 0 16 16" aria-hidden="true">
                <rect width="16" height="16" rx="3" fill={fill(s.key)} />
              </svg>
              <span className="calc-pie__name">{s.label}</span>
              <span className="calc-pie__value">
                {formatRupees(s.amount)} ({percent(s.share)})
              </span>
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  )
}
