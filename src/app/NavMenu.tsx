/**
 * A navbar dropdown's open menu (its own chunk, loaded on the first hover, focus or press of a trigger: react-aria's
 * menu and popover stay out of a first visit's JavaScript, issue 13). Entries are real links (menuitems rendered as
 * <a href>) that navigate client-side; arrows move, Escape or a click outside closes and focus returns to the trigger.
 */
import type { RefObject } from "react"
import { Menu, MenuItem, Popover } from "react-aria-components"
import type { NavLinkItem } from "../content/nav.ts"

export interface NavMenuProps {
  readonly id: string
  readonly labelledBy: string
  readonly triggerRef: RefObject<HTMLElement | null>
  readonly items: ReadonlyArray<NavLinkItem>
  readonly current: string
  readonly focus: true | "first" | "last"
  readonly onClose: () => void
}

const pathOf = (href: string) => href.split(/[?#]/u)[0] ?? href

export default function NavMenu({ id, labelledBy, triggerRef, items, current, focus, onClose }: NavMenuProps) {
  return (
    <Popover
      triggerRef={triggerRef}
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
      className="nav-popover"
      placement="bottom start"
      offset={6}
    >
      <Menu
        id={id}
        aria-labelledby={labelledBy}
        autoFocus={focus}
        onAction={onClose}
        onClose={onClose}
        className="nav-menu"
        items={items.map((item) => ({ id: item.href, ...item }))}
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
    </Popover>
  )
}
