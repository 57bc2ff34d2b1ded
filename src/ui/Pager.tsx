/** Previous / "Page n of m" / Next under a paged list (the back office's enquiries and inboxes). */
import { Button } from "./Button.tsx"

export function Pager({
  page,
  pages,
  onGoTo
}: {
  readonly page: number
  readonly pages: number
  readonly onGoTo: (page: number) => void
}) {
  return (
    <nav aria-label="Pages" className="admin-pager">
      <Button variant="secondary" size="sm" isDisabled={page <= 1} onPress={() => onGoTo(page - 1)}>
        Previous
      </Button>
      <span>
        Page {page} of {pages}
      </span>
      <Button variant="secondary" size="sm" isDisabled={page >= pages} onPress={() => onGoTo(page + 1)}>
        Next
      </Button>
    </nav>
  )
}
