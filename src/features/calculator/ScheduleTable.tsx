/**
 * The amortization schedule as a real table: one row a loan year (opening balance, principal, interest, closing
 * balance), each year a button that shows or hides its months. Which years are open is how the table is shown, not
 * a business rule, so it is the view's own state.
 */
import { useState } from "react"
import { Button } from "react-aria-components"
import type { ScheduleYear } from "../../../domain/calculator.ts"
import { formatRupees } from "../../../domain/format.ts"

export function ScheduleTable({ schedule }: { readonly schedule: ReadonlyArray<ScheduleYear> }) {
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set())
  const toggle = (year: number) =>
    setOpen((was) => {
      const next = new Set(was)
      if (!next.delete(year)) next.add(year)
      return next
    })

  return (
    <div className="calc-schedule__scroll" tabIndex={0} role="region" aria-label="Amortization schedule, scrollable">
      <table className="calc-schedule__table">
        <caption className="visually-hidden">
          Amortization schedule by loan year; each year's button shows its months.
        </caption>
        <thead>
          <tr>
            <th scope="col">Year</th>
            <th scope="col">Opening Balance</th>
            <th scope="col">Principal</th>
            <th scope="col">Interest</th>
            <th scope="col">Closing Balance</th>
          </tr>
        </thead>
        {schedule.map((year) => {
          const expanded = open.has(year.year)
          return (
            <tbody key={year.year} className="calc-schedule__year" data-expanded={expanded || undefined}>
              <tr className="calc-schedule__year-row">
                <th scope="row">
                  <Button className="calc-schedule__toggle" aria-expanded={expanded} onPress={() => toggle(year.year)}>
                    <span className="calc-schedule__chevron" aria-hidden="true" />
                    Year {year.year}
                  </Button>
                </th>
                <td>{formatRupees(year.opening)}</td>
                <td>{formatRupees(year.principal)}</td>
                <td>{formatRupees(year.interest)}</td>
                <td>{formatRupees(year.closing)}</td>
              </tr>
              {expanded &&
                year.months.map((m) => (
                  <tr key={m.month} className="calc-schedule__month-row">
                    <th scope="row">Month {m.month}</th>
                    <td>{formatRupees(m.opening)}</td>
                    <td>{formatRupees(m.principal)}</td>
                    <td>{formatRupees(m.interest)}</td>
                    <td>{formatRupees(m.closing)}</td>
                  </tr>
                ))}
            </tbody>
          )
        })}
      </table>
    </div>
  )
}
