/**
 * Mounts its children (a lazy section: the carousel, the EMI calculator, the Wall of Fame) only once the place is
 * near the viewport, or right after the first paint with `afterFirstPaint`. Until then, and while the chunk loads,
 * the placeholder holds the section's height, so nothing shifts when it arrives. Renders the placeholder outside a
 * browser (the prerender).
 */
import { type ReactNode, Suspense, useEffect, useRef, useState } from "react"

export interface WhenNearProps {
  readonly children: ReactNode
  /** Shown until the section is mounted and loaded: same height as the section. */
  readonly placeholder: ReactNode
  /** Load right after the first paint instead of when scrolled near. */
  readonly afterFirstPaint?: boolean
  /** How far ahead of the viewport to start loading. */
  readonly rootMargin?: string
}

export function WhenNear({ children, placeholder, afterFirstPaint = false, rootMargin = "600px 0px" }: WhenNearProps) {
  const anchor = useRef<HTMLDivElement>(null)
  const [near, setNear] = useState(false)

  useEffect(() => {
    if (afterFirstPaint || typeof IntersectionObserver === "undefined") {
      // The next frame has been painted by the time this timer runs.
      let timer: ReturnType<typeof setTimeout> | undefined
      const frame = requestAnimationFrame(() => {
        timer = setTimeout(() => setNear(true), 0)
      })
      return () => {
        cancelAnimationFrame(frame)
        if (timer !== undefined) clearTimeout(timer)
      }
    }
    const element = anchor.current
    if (!element) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true)
          observer.disconnect()
        }
      },
      { rootMargin }
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [afterFirstPaint, rootMargin])

  if (!near) return <div ref={anchor}>{placeholder}</div>
  return <Suspense fallback={placeholder}>{children}</Suspense>
}
