/**
 * Keyboard for a hand-made WAI-ARIA tab list (the first bundle stays small): arrows move to the previous or next
 * tab and select it (wrapping), Home and End go to the first and last. Tabs are found by role inside the list.
 */
import type { KeyboardEvent } from "react"

export const onTabListKeyDown = (
  event: KeyboardEvent<HTMLElement>,
  orientation: "horizontal" | "vertical",
  count: number,
  current: number,
  select: (index: number) => void
): void => {
  const back = orientation === "horizontal" ? "ArrowLeft" : "ArrowUp"
  const forward = orientation === "horizontal" ? "ArrowRight" : "ArrowDown"
  let next: number
  switch (event.key) {
    case back:
      next = (current - 1 + count) % count
      break
    case forward:
      next = (current + 1) % count
      break
    case "Home":
      next = 0
      break
    case "End":
      next = count - 1
      break
    default:
      return
  }
  event.preventDefault()
  select(next)
  const tabs = event.currentTarget.querySelectorAll<HTMLElement>("[role=tab]")
  const tab = tabs[next]
  tab?.focus()
  tab?.scrollIntoView?.({ block: "nearest", inline: "nearest" })
}
