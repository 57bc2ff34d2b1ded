/** The carousel's reserved box while its chunk and slides load: the same size as the carousel (no layout shift). */
export function CarouselPlaceholder() {
  return <div className="banner banner--placeholder" aria-hidden="true" />
}
