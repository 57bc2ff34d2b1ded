import type { ReactNode } from "react"
import { m } from "../../i18n/paraglide/messages.js"
import { Button } from "./Button.tsx"
import { LoadingState } from "./Spinner.tsx"

/** Where a list that loads is: still loading, failed, loaded with nothing in it, or loaded. */
export type LoadStatus = "loading" | "failed" | "empty" | "ready"

/**
 * The status of a list machine's state: its `loading` and `failed` states as they are, any other state (ready, or
 * busy with one item: paying, deciding, moving) empty or ready by the list.
 */
export const loadStatus = (state: unknown, isEmpty: boolean): LoadStatus =>
  state === "loading" ? "loading" : state === "failed" ? "failed" : isEmpty ? "empty" : "ready"

export interface LoadStateProps {
  readonly status: LoadStatus
  /** Why it failed, shown above Try again. */
  readonly failure: ReactNode
  /** Try again: the machine's retry event. */
  readonly onRetry: () => void
  /** What an empty list says. */
  readonly empty?: ReactNode
  /** Read while loading; default 'Loading...'. */
  readonly loadingLabel?: string
  /** The class of the failure and empty notes (the page's own styles). */
  readonly noteClassName?: string
  /** The loaded list. */
  readonly children?: ReactNode
}

/**
 * A list that loads, in one form everywhere (the back office's lists, the testimonials): a polite 'Loading...'; a
 * failure as an alert with its message and Try again; an empty list's note; or the list.
 *
 *     <LoadState status={loadStatus(state, items.length === 0)} failure={error} empty="No messages yet."
 *       onRetry={() => actor.send({ type: "Try again" })}>
 *       <table>...</table>
 *     </LoadState>
 */
export function LoadState({ status, failure, onRetry, empty, loadingLabel, noteClassName, children }: LoadStateProps) {
  switch (status) {
    case "loading":
      return <LoadingState label={loadingLabel} />
    case "failed":
      return (
        <div role="alert" className={noteClassName}>
          <p>{failure}</p>
          <Button variant="secondary" size="sm" onPress={onRetry}>
            {m.common_try_again()}
          </Button>
        </div>
      )
    case "empty":
      return (
        <p role="status" className={noteClassName}>
          {empty}
        </p>
      )
    case "ready":
      return <>{children}</>
  }
}
