/**
 * The home carousel on the page (spec sections 2 "Home carousel", 8, 9 and the Pause/Play of WCAG 2.2.2): slides
 * advance every 5 s unless paused or held by the pointer or focus; a dot shows its slide; no slides or a failed load
 * show nothing.
 */
/** biome-ignore-all lint/correctness/noComponentHookFactories: the keys are the machine's event names, not components */
import { fireEvent } from "@testing-library/react"
import { createElement } from "react"
import { expect } from "vitest"
import Carousel from "../src/features/home/Carousel.tsx"
import { models } from "./carousel.model.ts"
import type { Page, Seen, StepView, ViewModel } from "./view-harness.ts"

/** The slide a person sees ("1 of 2"). */
const currentSlide = (page: Page): string | null =>
  page.container.querySelector("[aria-roledescription=slide]:not([aria-hidden])")?.getAttribute("aria-label") ?? null

const carousel = (page: Page) => page.container.querySelector<HTMLElement>("[aria-roledescription=carousel]")

const click = (page: Page, name: string | RegExp): boolean => {
  const button = [...page.container.querySelectorAll<HTMLButtonElement>("button")].find((b) =>
    typeof name === "string" ? b.getAttribute("aria-label") === name : name.test(b.getAttribute("aria-label") ?? "")
  )
  if (!button) return false
  fireEvent.click(button)
  return true
}

/** Whether 5 s on screen move to the next slide (and so on, wrapping: 2 slides). */
const rotates =
  (expected: boolean) =>
  async (page: Page): Promise<void> => {
    const before = currentSlide(page)
    await page.wait(5000)
    const after = currentSlide(page)
    if (expected)
      expect(after, `after 5 s the carousel shows the next slide`).toBe(before === "1 of 2" ? "2 of 2" : "1 of 2")
    else expect(after, "the carousel holds its slide").toBe(before)
  }

const view = (reducedMotion: boolean, index: number): ViewModel<(typeof models)[number]["machine"]> => ({
  model: models[index]!,
  before: () => {
    window.matchMedia = ((query: string) => ({
      matches: reducedMotion && query.includes("reduce"),
      media: query,
      addEventListener() {},
      removeEventListener() {}
    })) as never
  },
  render: () => createElement(Carousel),
  act: {
    "Go to slide": (e, page) => click(page, new RegExp(`^Slide ${(e.index as number) + 1} of 2`, "u")),
    Pause: (_, page) => click(page, "Pause slides"),
    Play: (_, page) => click(page, "Play slides"),
    "Pointer enter": (_, page) => {
      const section = carousel(page)
      if (!section) return false
      fireEvent.pointerOver(section, { pointerType: "mouse", relatedTarget: document.body })
      return true
    },
    "Pointer leave": (_, page) => {
      const section = carousel(page)
      if (!section) return false
      fireEvent.pointerOut(section, { pointerType: "mouse", relatedTarget: document.body })
      return true
    },
    "Focus enter": (_, page) => {
      const dot = page.container.querySelector<HTMLButtonElement>("button[aria-label^='Slide 1']")
      if (!dot) return false
      dot.focus()
      return true
    },
    "Focus leave": (_, page) => {
      const section = carousel(page)
      if (!section?.contains(document.activeElement)) return false
      ;(document.activeElement as HTMLElement).blur()
      return true
    }
  },
  sees: ({ value, context }: StepView): Seen => {
    const { hovered, focused } = context as { hovered: boolean; focused: boolean }
    if (value === "loading") return { noButtons: [/slides$/u], absent: ["Personal loans"] }
    if (value === "empty") return { nothing: true }
    // Showing: whether the person paused it is on the toggle; it turns only when nothing holds it.
    const paused = JSON.stringify(value).includes("stopped")
    return {
      texts: ["Funds in 24-48 hours"],
      buttons: [
        paused ? "Play slides" : "Pause slides",
        /^Slide 1 of 2: Personal loans$/u,
        /^Slide 2 of 2: Home loans$/u
      ],
      check: rotates(!paused && !hovered && !focused)
    }
  },
  after: {
    Pause: () => ({ buttons: ["Play slides"], noButtons: ["Pause slides"] }),
    Play: () => ({ buttons: ["Pause slides"], noButtons: ["Play slides"] }),
    "Go to slide": (s) => ({
      check: (page) => {
        expect(currentSlide(page)).toBe(`${(s.event.index as number) + 1} of 2`)
      }
    }),
    "xstate.done.actor.loadSlides": (s) =>
      (s.event.output as ReadonlyArray<unknown>).length === 0
        ? { nothing: true }
        : {
            buttons: [reducedMotion ? "Play slides" : "Pause slides"],
            check: (page) => void expect(currentSlide(page)).not.toBeNull()
          },
    "xstate.error.actor.loadSlides": () => ({ nothing: true })
  }
})

export const views = [view(false, 0), view(true, 1)]
