/**
 * The amortization schedule as a real table: one row a loan year (opening balance, principal, interest, closing
 * balance), each year a button that shows or hides its months. Which years are open is how the table is shown, not
 * a business rule, so it is the view's own state.
 */
import { useState } from "react"
import { Button } from "react-aria-components"
import type { ScheduleYear } from "../../../domain/emi.ts"
import { formatRupees } from "../../../domain/format.ts"
import { m } from "../../../i18n/paraglide/messages.js"

export function ScheduleTable({ schedule }: { readonly schedule: ReadonlyArray<ScheduleYear> }) {
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set())
  const toggle = (year: number) =>
    setOpen((was) => {
      const next = new Set(was)
      if (!next.delete(year)) next.add(year)
      return next
    })

  return (
    <div className="calc-schedule__scroll" tabIndex={0} role="region" aria-label={m.calculator_schedule_region()}>
      <table className="calc-schedule__table">
        <caption className="visually-hidden">{m.calculator_schedule_caption()}</caption>
        <thead>
          <tr>
            <th scope="col">{m.calculator_column_year()}</th>
            <th scope="col">{m.calculator_column_opening()}</th>
            <th scope="col">{m.calculator_column_principal()}</th>
            <th scope="col">{m.calculator_column_interest()}</th>
            <th scope="col">{m.calculator_column_closing()}</th>
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
                    {m.calculator_year_n({ year: year.year })}
                  </Button>
                </th>
                <td>{formatRupees(year.opening)}</td>
                <td>{formatRupees(year.principal)}</td>
                <td>{formatRupees(year.interest)}</td>
                <td>{formatRupees(year.closing)}</td>
              </tr>
              {expanded &&
                year.months.map((month) => (
                  <tr key={month.month} className="calc-schedule__month-row">
                    <th scope="row">{m.calculator_month_n({ month: month.month })}</th>
                    <td>{formatRupees(month.opening)}</td>
                    <td>{formatRupees(month.principal)}</td>
                    <td>{formatRupees(month.interest)}</td>
                    <td>{formatRupees(month.closing)}</td>
                  </tr>
                ))}
            </tbody>
          )
        })}
      </table>
    </div>
  )
}
