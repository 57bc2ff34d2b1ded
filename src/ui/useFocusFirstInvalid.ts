/**
 * After a refused submit, the person is taken to what needs fixing: the first field of the form marked
 * aria-invalid gets the focus and is scrolled to the middle of the screen (on a phone the button is far from the
 * first field). One mechanism for every machine-driven form: the view puts the returned ref on its <Form> and
 * passes the machine's current errors.
 *
 * The form is armed by its submit event. Once armed, the first render with the form showing an invalid field moves
 * the focus: at once when the browser's own check refuses (the errors change in the same event), or when the server's
 * answer names a field. Typing in the form disarms it, so a live message while typing never moves the focus.
 */
import { type RefObject, useEffect, useLayoutEffect, useRef } from "react"

/** What can hold the focus for an invalid field: the field itself, or the first control inside a group. */
const focusable = "input:not([type='hidden']):not([disabled]), textarea, select, [role='spinbutton'], [tabindex='0']"

/**
 * Focuses the first field of `root` marked aria-invalid and scrolls it into view; false when there is none. A field
 * that is drawn by its label (a checkbox's hidden input) is scrolled to with its label.
 */
export const focusFirstInvalid = (root: ParentNode): boolean => {
  const invalid = root.querySelector<HTMLElement>("[aria-invalid='true']")
  if (!invalid) return false
  const target = invalid.matches(focusable) ? invalid : (invalid.querySelector<HTMLElement>(focusable) ?? invalid)
  target.focus({ preventScroll: true })
  const box = target.getBoundingClientRect()
  const shown =
    box.width > 2 && box.height > 2 ? target : (target.closest<HTMLElement>("label, .field, fieldset") ?? target)
  // Every browser has it; a document without layout (jsdom, in the view tests) may not.
  shown.scrollIntoView?.({ block: "center", inline: "nearest" })
  return true
}

/** A ref for the form; `errors` is the machine's current errors object (any value that changes with them). */
export function useFocusFirstInvalid<E extends HTMLElement = HTMLFormElement>(errors: unknown): RefObject<E | null> {
  const ref = useRef<E>(null)
  const armed = useRef(false)

  useEffect(() => {
    let frame = 0
    const tryNow = () => {
      if (armed.current && ref.current && focusFirstInvalid(ref.current)) armed.current = false
    }
    // On the document, so a form drawn later (after a loading state, in a dialog) is followed too.
    const arm = (event: Event) => {
      if (event.target !== ref.current) return
      armed.current = true
      // The errors may come back the same as before (the same submit refused twice): look once the page is drawn.
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => {
        frame = requestAnimationFrame(tryNow)
      })
    }
    const disarm = (event: Event) => {
      if (event.target instanceof Node && ref.current?.contains(event.target)) armed.current = false
    }
    document.addEventListener("submit", arm, true)
    document.addEventListener("input", disarm, true)
    return () => {
      cancelAnimationFrame(frame)
      document.removeEventListener("submit", arm, true)
      document.removeEventListener("input", disarm, true)
    }
  }, [])

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the errors change, which is the point
  useLayoutEffect(() => {
    if (armed.current && ref.current && focusFirstInvalid(ref.current)) armed.current = false
  }, [errors])

  return ref
}
