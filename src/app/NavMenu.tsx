/**
 * A navbar dropdown's open menu (its own chunk, loaded on the first hover, focus or press of a trigger: react-aria's
 * menu and popover stay out of a first visit's JavaScript, issue 13). Entries are real links (menuitems rendered as
 * <a href>) that navigate client-side. On wide screens it is a popover under its trigger (arrows move, Escape or a
 * click outside closes and focus returns to the trigger); in the phone menu it opens in place, in the flow of the
 * panel, so it pushes the links below it down instead of hiding them.
 */
import type { RefObject } from "react"
import { Menu, MenuItem, Popover } from "react-aria-components"
import type { NavLinkItem } from "../content/nav.ts"

export interface NavMenuProps {
  readonly id: string
  /** The trigger's id (the popover), or the menu's own label (in place). */
  readonly labelledBy?: string
  readonly label?: string
  /** Given: a popover under the trigger, closed by Escape, a click outside or a choice. Absent: in place. */
  readonly popover?: { readonly triggerRef: RefObject<HTMLElement | null>; readonly onClose: () => void }
  readonly items: ReadonlyArray<NavLinkItem>
  readonly current: string
  readonly focus?: true | "first" | "last"
}

const pathOf = (href: string) => href.split(/[?#]/u)[0] ?? href

export default function NavMenu({ id, labelledBy, label, popover, items, current, focus }: NavMenuProps) {
  const menu = (
    <Menu
      id={id}
      {...(labelledBy !== undefined ? { "aria-labelledby": labelledBy } : { "aria-label": label })}
      {...(focus !== undefined ? { autoFocus: focus } : {})}
      {...(popover ? { onAction: popover.onClose, onClose: popover.onClose } : {})}
      className={popover ? "nav-menu" : "nav-menu nav-menu--inline"}
      items={items.map((item) => ({ id: item.href, href: item.href, label: item.label() }))}
    >
      {(item) => (
        <MenuItem
          id={item.id}
          href={item.href}
          textValue={item.label}
          className="nav-menu__item"
          {...(pathOf(item.href) === current ? { "aria-current": "page" as const } : {})}
        >
          {item.label}
        </MenuItem>
      )}
    </Menu>
  )
  if (!popover) return menu
  return (
    <Popover
      triggerRef={popover.triggerRef}
      isOpen
      onOpenChange={(open) => {
        if (!open) popover.onClose()
      }}
      className="nav-popover"
      placement="bottom start"
      offset={6}
    >
      {menu}
    </Popover>
  )
}
