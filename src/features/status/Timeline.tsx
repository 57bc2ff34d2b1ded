/** The status timeline of spec section 4: steps, completion, In Progress, the date, and the progress line. */
import { timelineOf } from "../../../domain/application-status.ts"
import { formatLongDate } from "../../../domain/format.ts"
import { m } from "../../../i18n/paraglide/messages.js"

export function Timeline({ status, updatedAt }: { readonly status: string; readonly updatedAt: string }) {
  const { steps, progress } = timelineOf(status, updatedAt)
  return (
    <div className="timeline">
      <div className="timeline__line" aria-hidden="true">
        <div className="timeline__fill" style={{ height: `${progress * 100}%` }} />
      </div>
      <ol className="timeline__steps" aria-label={m.apply_timeline_label()}>
        {steps.map((step) => (
          <li
            key={step.label}
            className={`timeline__step${step.completed ? " is-complete" : ""}${step.current ? " is-current" : ""}`}
            aria-current={step.current ? "step" : undefined}
          >
            <span className="timeline__dot" aria-hidden="true">
              {step.completed ? "✓" : ""}
            </span>
            <span className="timeline__label">{step.label}</span>
            <span className="visually-hidden">
              {step.completed ? m.apply_timeline_completed() : m.apply_timeline_not_reached()}
            </span>
            {step.inProgress && <span className="timeline__badge">{m.apply_timeline_in_progress()}</span>}
            {step.date && (
              <span className="timeline__date">
                {m.apply_timeline_completed_on({ date: formatLongDate(step.date) })}
              </span>
            )}
          </li>
        ))}
      </ol>
    </div>
  )
}
