/**
 * `lazy` with a `preload()`: a view in its own chunk that the browser can load before it hydrates the prerendered
 * HTML (src/main.tsx), and the prerender before it renders (src/entry-server.tsx). Once loaded, the view renders
 * straight away, without suspending; until then it is React's `lazy`.
 *
 * `moduleId` (the view's source path from the repository root) is filled in by the prerender's build
 * (scripts/prerender.ts) so the HTML can preload the view's chunks from Vite's manifest; code never writes it.
 */
import { type ComponentType, createElement, lazy as reactLazy } from "react"

export interface Preloadable {
  readonly preload: () => Promise<unknown>
  readonly moduleId: string | undefined
  /** True once the chunk is in (then the view renders without suspending). */
  readonly loaded: () => boolean
}

export const lazy = <P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  moduleId?: string
): ComponentType<P> & Preloadable => {
  let loaded: ComponentType<P> | undefined
  let pending: Promise<{ default: ComponentType<P> }> | undefined
  const preload = () => {
    pending ??= load().then((module) => {
      loaded = module.default
      return module
    })
    return pending
  }
  const Lazy = reactLazy(preload)
  // biome-ignore lint/correctness/noComponentHookFactories: a factory of components, as React.lazy is; called once per view at module level
  function LazyView(props: P) {
    return createElement((loaded ?? Lazy) as ComponentType<P>, props)
  }
  return Object.assign(LazyView, { preload, moduleId, loaded: () => loaded !== undefined })
}

export const isPreloadable = (component: unknown): component is Preloadable =>
  typeof component === "function" && typeof (component as Partial<Preloadable>).preload === "function"

/**
 * Resolves once the first element matching `selector` (or the `.section` around it) comes within `rootMargin` of the
 * viewport: a lazy section of
 * prerendered HTML (testimonials below the fold) loads its chunk, and so hydrates, only when the person gets near it;
 * until then its server HTML stays on screen as it is. Resolves at once outside a browser (the prerender), and when
 * no such element is on the page one frame later (a client-side navigation: the section loads as before).
 */
export const whenNear = (selector: string, rootMargin = "600px 0px"): Promise<void> => {
  if (typeof window === "undefined" || typeof IntersectionObserver === "undefined") return Promise.resolve()
  return new Promise((resolve) => {
    requestAnimationFrame(() => {
      const found = document.querySelector(selector)
      if (!found) return resolve()
      // The page section around it (outside the Suspense boundary): it stays in the document even when React
      // replaces the boundary's server HTML with its fallback.
      const element = found.closest(".section") ?? found
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return
          observer.disconnect()
          resolve()
        },
        { rootMargin }
      )
      observer.observe(element)
    })
  })
}
