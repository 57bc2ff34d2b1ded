import { m } from "../../i18n/paraglide/messages.js"
import { cx } from "./cx.ts"

export interface SpinnerProps {
  /** Text for screen readers; shown too unless `hideLabel`. Default 'Loading...'. */
  readonly label?: string
  readonly hideLabel?: boolean
  readonly size?: "sm" | "md" | "lg"
  readonly className?: string
}

/** A spinning ring with its label (the spec's 'Loading...'); the spin stops under prefers-reduced-motion. */
export function Spinner({ label = m.common_loading(), hideLabel = false, size = "md", className }: SpinnerProps) {
  return (
    <span className={cx("spinner", `spinner--${size}`, className)}>
      <span className="spinner__ring" aria-hidden="true" />
      <span className={hideLabel ? "visually-hidden" : "spinner__label"}>{label}</span>
    </span>
  )
}

export interface LoadingStateProps {
  readonly label?: string
  readonly className?: string
}

/** A polite live region announcing a loading state: use it where a page or a section is waiting for data. */
export function LoadingState({ label = m.common_loading(), className }: LoadingStateProps) {
  return (
    <div role="status" aria-live="polite" className={cx("loading-state", className)}>
      <Spinner label={label} />
    </div>
  )
}
