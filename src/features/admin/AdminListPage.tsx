/**
 * A back-office page that is one list: its heading (the page's name for assistive technology), busy while the list
 * loads or an item is being changed, and the list in LoadState's one form (loading, failed with Try again, empty, or
 * the list).
 */
import type { ReactNode } from "react"
import { Heading } from "react-aria-components"
import { LoadState, type LoadStatus } from "../../ui/LoadState.tsx"

export function AdminListPage({
  titleId,
  title,
  busy,
  status,
  failure,
  onRetry,
  empty,
  children
}: {
  readonly titleId: string
  readonly title: ReactNode
  readonly busy: boolean
  readonly status: LoadStatus
  readonly failure: ReactNode
  readonly onRetry: () => void
  readonly empty: ReactNode
  readonly children: ReactNode
}) {
  return (
    <section aria-labelledby={titleId} aria-busy={busy}>
      <Heading level={1} id={titleId}>
        {title}
      </Heading>
      <LoadState status={status} failure={failure} onRetry={onRetry} empty={empty} noteClassName="admin__error">
        {children}
      </LoadState>
    </section>
  )
}
