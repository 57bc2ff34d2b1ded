/**
 * The home banner carousel (spec section 2): loaded after the first paint (HomePage mounts it lazily) in a box of
 * fixed height, so nothing shifts; until then the box shows the first slide, which came with the page's HTML
 * (CarouselPlaceholder), with the same markup as here. The carousel machine owns rotation, dots, holding and Pause/Play; this view
 * renders its state. Nothing is rendered when there are no slides or they could not be loaded. The secondary
 * button is hidden at 480 px or narrower (CSS). Slide images are decorative; the words are text.
 */

import { useActorRef, useSelector } from "@xstate/react"
import type { FocusEvent, PointerEvent } from "react"
import { m } from "../../../i18n/paraglide/messages.js"
import { CarouselPlaceholder, SlideContent } from "./CarouselPlaceholder.tsx"
import { liveCarouselMachine } from "./carousel-live.ts"
import { Pause, Play } from "./icons.tsx"

const prefersReducedMotion = (): boolean =>
  typeof window !== "undefined" &&
  typeof window.matchMedia === "function" &&
  window.matchMedia("(prefers-reduced-motion: reduce)").matches

export default function Carousel() {
  const actor = useActorRef(liveCarouselMachine, { input: { reducedMotion: prefersReducedMotion() } })
  const phase = useSelector(actor, (s) => (s.matches("loading") ? "loading" : s.matches("empty") ? "empty" : "showing"))
  const slides = useSelector(actor, (s) => s.context.slides)
  const index = useSelector(actor, (s) => s.context.index)
  const stopped = useSelector(actor, (s) => s.matches({ showing: "stopped" }))

  if (phase === "loading") return <CarouselPlaceholder />
  if (phase === "empty") return null

  const mouse = (handler: () => void) => (event: PointerEvent) => {
    if (event.pointerType === "mouse") handler()
  }
  /** Focus came from, or went to, outside the carousel. */
  const leavesFocus = (event: FocusEvent<HTMLElement>) =>
    !(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))

  return (
    <section
      className="banner"
      aria-roledescription="carousel"
      aria-label={m.home_carousel_label()}
      onPointerEnter={mouse(() => actor.send({ type: "Pointer enter" }))}
      onPointerLeave={mouse(() => actor.send({ type: "Pointer leave" }))}
      onFocus={(e) => {
        if (leavesFocus(e)) actor.send({ type: "Focus enter" })
      }}
      onBlur={(e) => {
        if (leavesFocus(e)) actor.send({ type: "Focus leave" })
      }}
    >
      <div className="banner__slides" aria-live={stopped ? "polite" : "off"}>
        {slides.map((slide, i) => {
          const current = i === index
          return (
            <div
              key={`${slide.imageUrl}-${i}`}
              className="banner__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={m.home_carousel_slide({ number: i + 1, total: slides.length })}
              aria-hidden={!current || undefined}
              inert={!current}
              data-current={current || undefined}
            >
              <SlideContent slide={slide} />
            </div>
          )
        })}
      </div>

      <div className="container banner__controls">
        <button
          type="button"
          className="banner__toggle"
          aria-label={stopped ? m.home_carousel_play() : m.home_carousel_pause()}
          onClick={() => actor.send({ type: stopped ? "Play" : "Pause" })}
        >
          {stopped ? <Play width={18} height={18} /> : <Pause width={18} height={18} />}
        </button>
        <div className="banner__dots">
          {slides.map((slide, i) => (
            <button
              key={`${slide.imageUrl}-${i}`}
              type="button"
              className="banner__dot"
              aria-label={m.home_carousel_dot({ number: i + 1, total: slides.length, heading: slide.heading })}
              aria-current={i === index || undefined}
              onClick={() => actor.send({ type: "Go to slide", index: i })}
            />
          ))}
        </div>
      </div>
    </section>
  )
}
