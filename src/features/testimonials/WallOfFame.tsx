/**
 * 'Our Wall of Fame' (spec section 1, home page): approved testimonials scrolling sideways in a loop, with View All
 * (to /resources/testimonials). The list is repeated for seamless looping: once if it has 5 or more entries,
 * otherwise six times (spec section 2); only the first copy is read by assistive technology.
 *
 * Motion (WCAG 2.2.2): a Pause/Play button; hovering or focusing the strip holds it; under prefers-reduced-motion it
 * starts paused and shows the cards as a list that wraps. Nothing renders while loading fails or finds nothing.
 *
 * It uses XState and Effect: the home page loads it lazily, e.g.
 *     const WallOfFame = lazy(() => import("../testimonials/WallOfFame.tsx"))
 */

import { useActorRef, useSelector } from "@xstate/react"
import { type CSSProperties, useId } from "react"
import { Heading } from "react-aria-components"
import { carouselLoop, productTypeOf, type Testimonial } from "../../../domain/testimonials.ts"
import { m } from "../../../i18n/paraglide/messages.js"
import { marqueeMachine } from "../../../machines/marquee.machine.ts"
import { Button } from "../../ui/Button.tsx"
import { LinkButton } from "../../ui/LinkButton.tsx"
import { LoadingState } from "../../ui/Spinner.tsx"
import { liveTestimonialsMachine } from "./live.ts"
import { TestimonialCard } from "./TestimonialCard.tsx"
import "./wall-of-fame.css"

export interface WallOfFameProps {
  /** One product's testimonials (id or loan type name); all when left out. */
  readonly productType?: string
  readonly headingLevel?: 2 | 3
  /** Seconds each card takes to pass (the strip's speed). */
  readonly secondsPerCard?: number
}

const prefersReducedMotion = (): boolean =>
  typeof window !== "undefined" &&
  typeof window.matchMedia === "function" &&
  window.matchMedia("(prefers-reduced-motion: reduce)").matches

export default function WallOfFame({ productType, headingLevel = 2, secondsPerCard = 7 }: WallOfFameProps) {
  const list = useActorRef(liveTestimonialsMachine, { input: { productType: productTypeOf(productType) } })
  const state = useSelector(list, (s) => s.value)
  const testimonials = useSelector(list, (s) => s.context.testimonials)
  const marquee = useActorRef(marqueeMachine, { input: { paused: prefersReducedMotion() } })
  const playing = useSelector(marquee, (s) => s.matches("playing"))
  const headingId = useId()

  if (state === "empty" || state === "failed") return null

  return (
    <section className="wall section section--alt" aria-labelledby={headingId}>
      <div className="container wall__head">
        <Heading level={headingLevel} id={headingId} className="wall__title">
          {m.home_wall_title()}
        </Heading>
        <div className="wall__actions">
          {state === "loaded" && (
            <Button
              variant="secondary"
              size="sm"
              className="wall__toggle"
              aria-label={playing ? m.home_wall_pause_label() : m.home_wall_play_label()}
              onPress={() => marquee.send({ type: playing ? "Pause" : "Play" })}
            >
              {playing ? (
                <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
                  <path d="M6 4h3v12H6zM11 4h3v12h-3z" fill="currentColor" />
                </svg>
              ) : (
                <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
                  <path d="M6 4l10 6-10 6z" fill="currentColor" />
                </svg>
              )}
              <span>{playing ? m.home_wall_pause() : m.home_wall_play()}</span>
            </Button>
          )}
          <LinkButton href="/resources/testimonials" variant="primary" size="sm">
            {m.home_wall_view_all()}
          </LinkButton>
        </div>
      </div>
      {state === "loading" && <LoadingState label={m.home_wall_loading()} className="container" />}
      {state === "loaded" && (
        <WallStrip testimonials={testimonials} playing={playing} secondsPerCard={secondsPerCard} />
      )}
    </section>
  )
}

export interface WallStripProps {
  readonly testimonials: ReadonlyArray<Testimonial>
  readonly playing: boolean
  readonly secondsPerCard?: number
}

/**
 * The moving strip: the list repeated by the spec's rule, translated by one copy's width per loop, so the end meets
 * the start. Copies after the first are hidden from assistive technology.
 */
export function WallStrip({ testimonials, playing, secondsPerCard = 7 }: WallStripProps) {
  const loop = carouselLoop(testimonials)
  const copies = testimonials.length === 0 ? 1 : loop.length / testimonials.length
  const style = {
    "--wall-copies": copies,
    "--wall-duration": `${Math.max(20, testimonials.length * secondsPerCard)}s`
  } as CSSProperties
  return (
    <div className="wall__viewport" data-clips-by-design data-playing={playing || undefined} style={style}>
      <ul className="wall__track" role="list">
        {loop.map((t, i) => (
          <li
            key={i}
            className="wall__item"
            aria-hidden={i >= testimonials.length || undefined}
            data-copy={i >= testimonials.length || undefined}
          >
            <TestimonialCard testimonial={t} />
          </li>
        ))}
      </ul>
    </div>
  )
}

export { WallOfFame }
