/**
 * The carousel's box while its chunk and machine load: the same size as the carousel (no layout shift). When the
 * page came with the current slides (the server puts them in the home page, and the first slide's HTML too:
 * server/carousel/first-slide.ts), the box shows the first slide as the carousel shows it, so its heading is
 * painted with the page's first frame, before any script, and hydration keeps it as it is. Without slides, an empty
 * box. The slide's markup (SlideContent) is the carousel's own.
 */
import type { CarouselSlide } from "../../../domain/carousel.ts"
import { m } from "../../../i18n/paraglide/messages.js"
import { LinkButton } from "../../ui/LinkButton.tsx"
import { firstSlideInPage } from "./page-slides.ts"

/**
 * A slide's image, words and buttons: the carousel's slides and the first slide before it loads. The image is the
 * slide's backdrop, never the largest paint (the heading is): at low priority, so it waits behind what the first
 * screen needs (and Lighthouse's simulation leaves a low-priority image out of the LCP, as it is).
 */
export function SlideContent({ slide }: { readonly slide: CarouselSlide }) {
  return (
    <>
      <img
        className="banner__image"
        src={slide.imageUrl}
        alt=""
        width={1200}
        height={480}
        decoding="async"
        fetchPriority="low"
      />
      <div className="container banner__content">
        <div className="banner__text">
          <p className="banner__heading">{slide.heading}</p>
          <p className="banner__body">{slide.text}</p>
          {(slide.isPrimaryButtonEnabled || slide.isSecondaryButtonEnabled) && (
            <div className="banner__actions">
              {slide.isPrimaryButtonEnabled && (
                <LinkButton href={slide.primaryButtonUrl} variant="accent" className="banner__primary">
                  {slide.primaryButtonText}
                </LinkButton>
              )}
              {slide.isSecondaryButtonEnabled && (
                <LinkButton href={slide.secondaryButtonUrl} variant="secondary" className="banner__secondary">
                  {slide.secondaryButtonText}
                </LinkButton>
              )}
            </div>
          )}
        </div>
      </div>
    </>
  )
}

/**
 * The box with a given first slide, or empty: what the prerender renders as the server's templates
 * (domain/carousel-first-slide.ts) and what the browser renders from the page's slides.
 */
export function FirstSlide({ slide }: { readonly slide: CarouselSlide | undefined }) {
  if (slide === undefined) return <div className="banner banner--placeholder" aria-hidden="true" />
  return (
    <section className="banner" aria-label={m.home_carousel_label()}>
      <div className="banner__slides">
        <div className="banner__slide" data-current>
          <SlideContent slide={slide} />
        </div>
      </div>
    </section>
  )
}

export function CarouselPlaceholder() {
  return <FirstSlide slide={firstSlideInPage()} />
}
