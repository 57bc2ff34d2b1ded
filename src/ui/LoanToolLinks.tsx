/**
 * The links to the loan tools (issue 32) under a calculator: on the calculator's page and on each loan page with a
 * calculator, carrying the loan on screen when there is one. The list itself is `loanToolLinks` in src/content/nav.ts, which the Resources menu also shows.
 */
import type { LoanTool } from "../../domain/loan-tools-inputs.ts"
import { m } from "../../i18n/paraglide/messages.js"
import { loanToolLinks } from "../content/nav.ts"
import { cx } from "./cx.ts"
import { Link } from "./Link.tsx"
import "./LoanToolLinks.css"

const withQuery = (href: string, query: string | undefined) => (query ? `${href}?${query}` : href)

export interface LoanToolLinksProps {
  readonly className?: string
  /** The query that opens a tool on the loan shown beside the links, if there is one. */
  readonly queryFor?: (tool: LoanTool) => string | undefined
}

export function LoanToolLinks({ className, queryFor }: LoanToolLinksProps) {
  return (
    <nav className={cx("loan-tool-links", className)} aria-label={m.tools_other_tools()}>
      <p>{m.tools_calculator_link()}</p>
      <ul>
        {loanToolLinks.map((link) => (
          <li key={link.href}>
            <Link href={withQuery(link.href, queryFor?.(link.tool))}>{link.label()}</Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
