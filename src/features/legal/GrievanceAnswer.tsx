/**
 * A grievance as the person sees it once it is raised or looked up: a heading, its facts (the number first, then the
 * dates), what else the answer holds (our reply), and what they can do next. The form's receipt and the look-up's
 * status are both this block.
 */
import type { ReactNode } from "react"
import { Heading } from "react-aria-components"
import { m } from "../../../i18n/paraglide/messages.js"

export function GrievanceAnswer({
  title,
  number,
  facts,
  role,
  busy,
  children,
  actions
}: {
  readonly title: string
  readonly number: string
  /** The facts after the grievance number, each a term and its value; a fact left out is null. */
  readonly facts: ReadonlyArray<readonly [string, ReactNode] | null>
  /** "status" when the answer is news to announce (a grievance just received). */
  readonly role?: "status"
  readonly busy?: boolean
  readonly children?: ReactNode
  readonly actions: ReactNode
}) {
  return (
    <div className="grievance__answer" role={role} aria-busy={busy}>
      <Heading level={3} className="grievance__answer-title">
        {title}
      </Heading>
      <dl className="grievance__facts">
        <div>
          <dt>{m.legal_grievance_number()}</dt>
          <dd className="grievance__number">{number}</dd>
        </div>
        {facts.map((fact) =>
          fact === null ? null : (
            <div key={fact[0]}>
              <dt>{fact[0]}</dt>
              <dd>{fact[1]}</dd>
            </div>
          )
        )}
      </dl>
      {children}
      <div className="grievance__actions">{actions}</div>
    </div>
  )
}
