import { expect, type Page } from "@playwright/test"

/** The page does not scroll sideways; otherwise the elements that stick out, to say what to fix. */
export const noSidewaysScroll = async (page: Page): Promise<void> =>
  expect(
    await page.evaluate(() => {
      const width = document.documentElement.clientWidth
      if (document.documentElement.scrollWidth <= width) return []
      return [...document.querySelectorAll<HTMLElement>("body *")]
        .filter((el) => el.getBoundingClientRect().right > width + 1)
        .slice(0, 8)
        .map((el) => `${el.tagName.toLowerCase()}.${el.className} ${Math.round(el.getBoundingClientRect().right)}`)
    })
  ).toEqual([])

/**
 * What a person would see broken in the layout at the current viewport, as short descriptions (empty when none):
 *   - the document is wider than the viewport (the page scrolls sideways);
 *   - a visible text, control or image is cut off: partly outside the viewport, or partly outside an ancestor
 *     that clips its overflow (overflow hidden or clip), or text overflowing its own clipping box (ellipsis).
 * Scrolling containers (overflow auto or scroll) are not cutting off: their content is a swipe away. Marquees and
 * slide tracks that are meant to show part of a list say so with `data-clips-by-design` on the clipping element.
 * A row of tabs must show every tab whole, unless it is a list meant to be scrolled sideways (with arrows or a
 * swipe: the home page's loan selector) and says so with `data-scrolls-by-design`.
 */
export const layoutProblems = (page: Page): Promise<Array<string>> =>
  page.evaluate(() => {
    const problems: Array<string> = []
    /** Inside the visually-hidden pattern: a box of at most 1 px that clips (clip rect(0 0 0 0) or clip-path). */
    const insideVisuallyHidden = (el: Element) => {
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        const s = getComputedStyle(a)
        const r = a.getBoundingClientRect()
        if (
          r.width <= 1 &&
          r.height <= 1 &&
          s.overflow !== "visible" &&
          (s.clipPath !== "none" || ((s.position === "absolute" || s.position === "fixed") && s.clip !== "auto"))
        )
          return true
      }
      return false
    }
    const vw = document.documentElement.clientWidth
    const docWidth = document.documentElement.scrollWidth
    if (docWidth > vw + 1) problems.push(`the document is ${docWidth} px wide in a ${vw} px viewport`)
    const slack = 1
    const nameOf = (el: Element) => {
      const text = (el.textContent ?? "").trim().replace(/\s+/gu, " ").slice(0, 40)
      const label = el.getAttribute("aria-label") ?? el.getAttribute("alt") ?? ""
      const cls = typeof el.className === "string" ? el.className.split(" ")[0] : ""
      return `<${el.tagName.toLowerCase()}${cls ? `.${cls}` : ""}> "${text || label}"`
    }
    const isLeaf = (el: Element): boolean => {
      const tag = el.tagName.toLowerCase()
      if (["img", "svg", "input", "select", "textarea", "button", "video", "canvas"].includes(tag)) return true
      if (el.closest("svg") && tag !== "svg") return false
      if (["a", "label"].includes(tag) || el.getAttribute("role") === "tab") return true
      for (const node of el.childNodes) {
        if (node.nodeType === Node.TEXT_NODE && (node.textContent ?? "").trim() !== "") return true
      }
      return false
    }
    const seen = new Set<Element>()
    const all = document.body.querySelectorAll("*")
    for (const el of all) {
      if (!isLeaf(el)) continue
      if (el.closest("[data-clips-by-design], [aria-hidden='true'], [inert]")) continue
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue
      const r = el.getBoundingClientRect()
      if (r.width < 2 || r.height < 2) continue
      const style = getComputedStyle(el)
      if (style.position === "absolute" && style.clip !== "auto") continue
      if (style.clipPath !== "none") continue
      // A native radio or checkbox kept for screen readers and keyboards inside a visually-hidden box (React Aria's
      // Radio and Checkbox: a 1 px box that clips, drawn instead by a styled mark in its label) is never seen, so it
      // cannot be cut off. Its box still scrolls when the input is scrolled into view (on focus, or by the checks
      // below), which moves the input across the 1 px box: without this it read as "cut off by <span>".
      if (insideVisuallyHidden(el)) continue
      // Own text overflowing its own clipping box (ellipsis or hidden).
      if (
        (style.overflowX === "hidden" || style.overflowX === "clip") &&
        el.scrollWidth > el.clientWidth + slack &&
        el.clientWidth > 0
      ) {
        problems.push(`${nameOf(el)} overflows its own box (${el.scrollWidth} > ${el.clientWidth})`)
        continue
      }
      // Partly outside the viewport horizontally.
      const page = { left: r.left + scrollX, right: r.right + scrollX }
      if (page.left < -slack || page.right > vw + slack) {
        if (page.right > 0 && page.left < vw && !seen.has(el)) {
          let scrolled = false
          for (let a = el.parentElement; a; a = a.parentElement) {
            const s = getComputedStyle(a)
            if (s.overflowX === "auto" || s.overflowX === "scroll") scrolled = true
          }
          // A tab row that scrolls hides tabs: a tab must be seen whole.
          if (el.getAttribute("role") === "tab" && !el.closest("[data-scrolls-by-design]")) scrolled = false
          if (!scrolled) {
            problems.push(
              `${nameOf(el)} is cut off by the viewport (x ${Math.round(r.left)} to ${Math.round(r.right)})`
            )
            seen.add(el)
            continue
          }
        }
      }
      // Partly outside a clipping ancestor.
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        const s = getComputedStyle(a)
        const clipX = s.overflowX !== "visible"
        const clipY = s.overflowY !== "visible"
        if (!clipX && !clipY) continue
        if (
          (s.overflowX === "auto" || s.overflowX === "scroll" || s.overflowY === "auto" || s.overflowY === "scroll") &&
          (el.getAttribute("role") !== "tab" || el.closest("[data-scrolls-by-design]"))
        )
          break
        const c = a.getBoundingClientRect()
        const outX = clipX && (r.left < c.left - slack || r.right > c.right + slack)
        const outY = clipY && (r.top < c.top - slack || r.bottom > c.bottom + slack)
        const inside = r.right > c.left && r.left < c.right && r.bottom > c.top && r.top < c.bottom
        if ((outX || outY) && inside) {
          problems.push(`${nameOf(el)} is cut off by ${nameOf(a).slice(0, 40)}`)
          break
        }
      }
    }
    return problems
  })

/** Two animation frames: the layout after a resize has been computed and painted. */
export const settle = (page: Page): Promise<void> =>
  page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())))
  )

/** Scrolls down the page in viewport steps so every section that loads near the viewport is there, then to the top. */
export const scrollThrough = async (page: Page): Promise<void> => {
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  for (let y = 0; y <= height; y += 700) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y)
    await page.waitForTimeout(40)
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }))
}

/** The page at each width in turn (one page, resized, not reloaded): every problem, prefixed by its width. */
export const problemsAtWidths = async (
  page: Page,
  widths: ReadonlyArray<number>,
  at?: (width: number) => Promise<Array<string>>
): Promise<Array<string>> => {
  const found: Array<string> = []
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 })
    await settle(page)
    for (const problem of await layoutProblems(page)) found.push(`${width} px: ${problem}`)
    if (at) for (const problem of await at(width)) found.push(`${width} px: ${problem}`)
  }
  return found
}

/**
 * What keeps a person from using the open dialog (role dialog or alertdialog) at the current viewport, as short
 * descriptions (empty when none): the dialog's box reaches outside the viewport, or one of its buttons or links,
 * brought into view inside the dialog, is not the element found at its own centre (cut off, or covered).
 */
export const dialogProblems = (page: Page): Promise<Array<string>> =>
  page.evaluate(() => {
    const problems: Array<string> = []
    const vw = document.documentElement.clientWidth
    const vh = document.documentElement.clientHeight
    const dialogs = [...document.querySelectorAll("[role='dialog'], [role='alertdialog']")]
    if (dialogs.length === 0) problems.push("no dialog is open")
    for (const dialog of dialogs) {
      const name = (dialog.querySelector("h1, h2, h3")?.textContent ?? "").trim()
      // The dialog's visible box: the modal around it when there is one (it scrolls when the dialog is taller).
      const box = (dialog.closest(".modal") ?? dialog).getBoundingClientRect()
      if (box.left < -1 || box.top < -1 || box.right > vw + 1 || box.bottom > vh + 1)
        problems.push(
          `dialog "${name}" is outside the ${vw} x ${vh} viewport (${Math.round(box.left)}, ${Math.round(box.top)} to ${Math.round(box.right)}, ${Math.round(box.bottom)})`
        )
      for (const control of dialog.querySelectorAll("button, a[href], input, textarea, select")) {
        if (!(control instanceof HTMLElement)) continue
        control.scrollIntoView({ block: "nearest", inline: "nearest" })
        const r = control.getBoundingClientRect()
        const what = `"${(control.textContent ?? "").trim() || control.getAttribute("aria-label") || control.tagName}"`
        if (r.left < -1 || r.top < -1 || r.right > vw + 1 || r.bottom > vh + 1) {
          problems.push(`dialog "${name}": ${what} is outside the viewport`)
          continue
        }
        const found = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)
        if (
          !found ||
          !(found === control || control.contains(found) || (found.tagName === "LABEL" && found.contains(control)))
        )
          problems.push(`dialog "${name}": ${what} cannot be tapped (at its centre: ${found?.tagName ?? "nothing"})`)
      }
    }
    return problems
  })

/**
 * What the floating buttons (WhatsApp, back to top) cover at the current viewport, as short descriptions (empty when
 * nothing): every visible control and text of the page's main and footer is brought into view the way the browser
 * does it for a focused field or a link to it (scrollIntoView, nearest edge), and must then lie clear of the
 * buttons' boxes. Text is measured by its own lines, not its block's full width. The back-to-top button is measured
 * as it stands when the check starts (shown once the page has been scrolled).
 */
export const coveredByFloatingButtons = (page: Page): Promise<Array<string>> =>
  page.evaluate(() => {
    const problems: Array<string> = []
    const buttons = [...document.querySelectorAll<HTMLElement>(".page-widget")]
      .filter((b) => b.checkVisibility())
      .map((b) => ({
        name: b.getAttribute("aria-label") ?? b.textContent?.trim() ?? "",
        box: b.getBoundingClientRect()
      }))
    const vh = document.documentElement.clientHeight
    const interactive = "a[href], button, input, select, textarea, [role='button'], [role='link'], [tabindex='0']"
    const ownText = (el: Element) =>
      [...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? "").trim() !== "")
    const nameOf = (el: Element) =>
      `<${el.tagName.toLowerCase()}> "${(el.textContent ?? "").trim().replace(/\s+/gu, " ").slice(0, 40) || el.getAttribute("aria-label") || ""}"`
    const insideVisuallyHidden = (el: Element) => {
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        const s = getComputedStyle(a)
        const r = a.getBoundingClientRect()
        if (
          r.width <= 1 &&
          r.height <= 1 &&
          s.overflow !== "visible" &&
          (s.clipPath !== "none" || ((s.position === "absolute" || s.position === "fixed") && s.clip !== "auto"))
        )
          return true
      }
      return false
    }
    const overlaps = (r: DOMRect, b: DOMRect) =>
      r.width > 0 && r.height > 0 && r.left < b.right && r.right > b.left && r.top < b.bottom && r.bottom > b.top
    for (const el of document.querySelectorAll("main *, footer *")) {
      const isControl = el.matches(interactive)
      const text = isControl ? [] : ownText(el)
      if (!isControl && text.length === 0) continue
      if (el.closest("[data-clips-by-design], [aria-hidden='true'], [inert], svg")) continue
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue
      // A native radio or checkbox in a visually-hidden box (see layoutProblems) is never seen, so never covered:
      // its styled label is, and is checked as text.
      if (insideVisuallyHidden(el)) continue
      const whole = el.getBoundingClientRect()
      if (whole.width < 2 || whole.height < 2 || whole.height > vh / 2) continue
      el.scrollIntoView({ block: "nearest", inline: "nearest" })
      const boxes: Array<DOMRect> = isControl
        ? [el.getBoundingClientRect()]
        : text.flatMap((node) => {
            const range = document.createRange()
            range.selectNodeContents(node)
            return [...range.getClientRects()]
          })
      for (const button of buttons)
        if (boxes.some((r) => overlaps(r, button.box))) problems.push(`${nameOf(el)} is under "${button.name}"`)
    }
    window.scrollTo({ top: 0, behavior: "instant" })
    return problems
  })
