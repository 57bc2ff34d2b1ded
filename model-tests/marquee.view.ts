/**
 * The Wall of Fame strip on the page (spec section 2 'Our Wall of Fame', WCAG 2.2.2): once its testimonials are
 * there it moves, with a Pause button; paused, a Play button; under prefers-reduced-motion it starts still (Play).
 * The oracle follows the person's presses from the events that happened.
 */
/** biome-ignore-all lint/correctness/noComponentHookFactories: the keys are the machine's event names, not components */
import { fireEvent } from "@testing-library/react"
import { createElement } from "react"
import { expect } from "vitest"
import WallOfFame from "../src/features/testimonials/WallOfFame.tsx"
import { settleFake } from "./fake-actors.ts"
import { models } from "./marquee.model.ts"
import { accessibleName, type Page, type Seen, type StepView, type ViewModel } from "./view-harness.ts"

const card = {
  content: "Quick and honest.",
  userName: "Priya Sharma",
  productType: "Personal Loan",
  date: "14 February 2025",
  rating: 5
}

const press = (page: Page, name: string): boolean => {
  const button = [...page.container.querySelectorAll<HTMLElement>("button")].find((b) => accessibleName(b) === name)
  if (!button) return false
  fireEvent.click(button)
  return true
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
  render: () => createElement(WallOfFame),
  // The strip's testimonials arrive (the list's own machine has its view tests).
  ready: () => void expect(settleFake("fetchTestimonials", true, [card]), "the strip loads its list").toBe(true),
  act: {
    Pause: (_, page) => press(page, "Pause testimonials"),
    Play: (_, page) => press(page, "Play testimonials")
  },
  sees: ({ events }: StepView): Seen => {
    let playing = !reducedMotion
    for (const e of events) {
      if (e.type === "Pause") playing = false
      if (e.type === "Play") playing = true
    }
    return playing
      ? {
          texts: ["Our Wall of Fame", "Priya Sharma"],
          buttons: ["Pause testimonials"],
          noButtons: ["Play testimonials"]
        }
      : {
          texts: ["Our Wall of Fame", "Priya Sharma"],
          buttons: ["Play testimonials"],
          noButtons: ["Pause testimonials"]
        }
  }
})

export const views = [view(false, 0), view(true, 1)]
