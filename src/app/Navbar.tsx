/**
 * The navbar of spec section 2: Home; 'Our Products' (the eight loans); 'Resources'; About Us; Contact Us; the
 * 'Check Credit Score' and 'Refer & Earn' buttons. Styled as scrolled after 50 px. At 992 px or narrower a
 * hamburger ('Menu', aria-expanded) toggles the links; the dropdowns open on click (and by keyboard: Enter, Space
 * or Arrow Down; arrows move, Escape closes) at every width. Dropdown entries are real links (menuitems rendered
 * as <a href>) that navigate client-side. In the phone menu a dropdown opens in place, pushing the links below it
 * down, instead of floating over them; on wide screens it is a popover. Both are rendered and CSS shows the one
 * for the width, so the server-rendered page needs no idea of the screen. The open menu (react-aria's Menu, and the
 * Popover on wide screens) is its own chunk (./NavMenu.tsx), loaded on the first hover, focus or press of a trigger:
 * it is not part of a first visit's JavaScript (issue 13); the links are in the HTML and the footer either way.
 */
import { lazy, Suspense, useEffect, useId, useRef, useState } from "react"
import { Button } from "react-aria-components"
import { useLocation } from "wouter"
import { m } from "../../i18n/paraglide/messages.js"
import { company } from "../content/company.ts"
import { type NavLinkItem, navLinks } from "../content/nav.ts"
import { cx } from "../ui/cx.ts"
import { ChevronDownIcon, CloseIcon, LogoMark, MenuIcon } from "../ui/icons.tsx"
import { Link } from "../ui/Link.tsx"
import { LinkButton } from "../ui/LinkButton.tsx"
import { LanguageSwitcher } from "./LanguageSwitcher.tsx"

export const scrolledAfterPx = 50

const pathOf = (href: string) => href.split(/[?#]/u)[0] ?? href

function useScrolled(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false)
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold)
    update()
    window.addEventListener("scroll", update, { passive: true })
    return () => window.removeEventListener("scroll", update)
  }, [threshold])
  return scrolled
}

interface DropdownProps {
  readonly label: string
  readonly items: ReadonlyArray<NavLinkItem>
  readonly current: string
}

/** The open menu, in its own chunk: loaded on the first hover, focus or press of a trigger (issue 13). */
const loadNavMenu = () => import("./NavMenu.tsx")
const NavMenu = lazy(loadNavMenu)
const preloadNavMenu = () => void loadNavMenu().catch(() => undefined)

/** Both kinds are rendered; CSS shows the one for the width. */
function NavDropdown(props: DropdownProps) {
  return (
    <>
      <PopoverDropdown {...props} />
      <InlineDropdown {...props} />
    </>
  )
}

/** The phone menu's dropdown: a button that opens the menu in place, in the flow of the panel. */
function InlineDropdown({ label, items, current }: DropdownProps) {
  const active = items.some((item) => pathOf(item.href) === current)
  // Open on the page where it was opened: a navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null)
  const open = openOn === current
  const menuId = useId()
  return (
    <div className="nav-dropdown nav-dropdown--inline">
      <Button
        className={cx("nav-link", "nav-link--trigger", active && "is-active")}
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onHoverStart={preloadNavMenu}
        onFocus={preloadNavMenu}
        onPress={() => setOpenOn(open ? null : current)}
      >
        {label}
        <ChevronDownIcon className="nav-link__chevron" />
      </Button>
      {open && (
        <Suspense fallback={null}>
          <NavMenu id={menuId} label={label} items={items} current={current} />
        </Suspense>
      )}
    </div>
  )
}

/** The wide screens' dropdown: a popover under its button. */
function PopoverDropdown({ label, items, current }: DropdownProps) {
  const active = items.some((item) => pathOf(item.href) === current)
  const [open, setOpen] = useState<false | "pointer" | "first" | "last">(false)
  const trigger = useRef<HTMLButtonElement>(null)
  const id = useId()
  const triggerId = `${id}-trigger`
  const menuId = `${id}-menu`
  // A navigation closes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on a new location
  useEffect(() => setOpen(false), [current])
  return (
    <div className="nav-dropdown nav-dropdown--popover">
      <Button
        ref={trigger}
        id={triggerId}
        className={cx("nav-link", "nav-link--trigger", active && "is-active")}
        aria-haspopup="true"
        aria-expanded={open !== false}
        {...(open ? { "aria-controls": menuId } : {})}
        onHoverStart={preloadNavMenu}
        onFocus={preloadNavMenu}
        onPress={(event) => setOpen((was) => (was ? false : event.pointerType === "keyboard" ? "first" : "pointer"))}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown" || event.key === "ArrowUp") {
            event.preventDefault()
            setOpen(event.key === "ArrowDown" ? "first" : "last")
          } else event.continuePropagation()
        }}
      >
        {label}
        <ChevronDownIcon className="nav-link__chevron" />
      </Button>
      {open && (
        <Suspense fallback={null}>
          <NavMenu
            id={menuId}
            labelledBy={triggerId}
            popover={{ triggerRef: trigger, onClose: () => setOpen(false) }}
            items={items}
            current={current}
            focus={open === "pointer" ? true : open}
          />
        </Suspense>
      )}
    </div>
  )
}

function NavItemLink({ item, current }: { readonly item: NavLinkItem; readonly current: string }) {
  const here = pathOf(item.href) === current
  return (
    <Link
      href={item.href}
      className={cx("nav-link", here && "is-active")}
      {...(here ? { "aria-current": "page" } : {})}
    >
      {item.label()}
    </Link>
  )
}

export function Navbar() {
  const [location] = useLocation()
  const scrolled = useScrolled(scrolledAfterPx)
  const [menuOpen, setMenuOpen] = useState(false)

  // A navigation closes the phone menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on a new location
  useEffect(() => setMenuOpen(false), [location])

  return (
    <header className="site-header" data-scrolled={scrolled || undefined}>
      <nav
        aria-label={m.common_nav_main()}
        className="navbar container"
        onKeyDown={(e) => {
          if (e.key === "Escape" && menuOpen) setMenuOpen(false)
        }}
      >
        <Link href="/" className="brand">
          <LogoMark />
          <span className="brand__name">{company.brandName}</span>
        </Link>

        <Button
          className="nav-toggle"
          aria-label={m.common_nav_menu()}
          aria-expanded={menuOpen}
          aria-controls="main-menu"
          onPress={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <CloseIcon /> : <MenuIcon />}
        </Button>

        <div id="main-menu" className="nav-panel" data-open={menuOpen || undefined}>
          <ul className="nav-list" role="list">
            <li>
              <NavItemLink item={navLinks.home} current={location} />
            </li>
            <li>
              <NavDropdown label={navLinks.products.label()} items={navLinks.products.items} current={location} />
            </li>
            <li>
              <NavDropdown label={navLinks.resources.label()} items={navLinks.resources.items} current={location} />
            </li>
            <li>
              <NavItemLink item={navLinks.about} current={location} />
            </li>
            <li>
              <NavItemLink item={navLinks.contact} current={location} />
            </li>
          </ul>
          <div className="nav-actions">
            <LinkButton href={navLinks.creditScore.href} variant="secondary" size="sm">
              {navLinks.creditScore.label()}
            </LinkButton>
            <LinkButton href={navLinks.referAndEarn.href} variant="accent" size="sm">
              {navLinks.referAndEarn.label()}
            </LinkButton>
            <LanguageSwitcher />
          </div>
        </div>
      </nav>
    </header>
  )
}
