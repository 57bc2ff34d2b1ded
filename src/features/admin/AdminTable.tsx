/**
 * A back-office table. On a phone it scrolls sideways inside its own box, never the page; that box is a region named
 * by the table's caption and takes the keyboard's focus, so a person without a mouse can scroll it with the arrow keys
 * (WCAG 2.1.1; axe's scrollable-region-focusable). The caption is for screen readers.
 */
import { type ReactNode, useId } from "react"

export function AdminTable({
  caption,
  columns,
  wrap = false,
  children
}: {
  readonly caption: string
  /** The column headings; a ReactNode for a heading that is visually hidden. */
  readonly columns: ReadonlyArray<ReactNode>
  /** Long text (a message) wraps in its cell instead of widening the table. */
  readonly wrap?: boolean
  /** The rows. */
  readonly children: ReactNode
}) {
  const id = useId()
  return (
    <div className="admin-table__wrap" role="region" aria-labelledby={id} tabIndex={0}>
      <table className={wrap ? "admin-table admin-table--wrap" : "admin-table"}>
        <caption id={id} className="visually-hidden">
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column, i) => (
              <th key={i} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  )
}
