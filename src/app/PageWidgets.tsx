/**
 * The two page-wide widgets (spec section 2: "two other page-wide widgets"): a floating chat-on-WhatsApp link
 * (wa.me with the company's number and a greeting; no third-party script) and a back-to-top button that appears
 * once the page has been scrolled. Both are in the first bundle, so they stay tiny.
 */
import { useEffect, useState } from "react"
import { m } from "../../i18n/paraglide/messages.js"
import { company } from "../content/company.ts"
import "./widgets.css"

/** The back-to-top button appears after this much scrolling. */
export const backToTopAfterPx = 600

/** The wa.me link with the company's number and a greeting in the page's language. */
export const whatsappHref = (): string =>
  `https://wa.me/${company.whatsapp.number}?text=${encodeURIComponent(m.common_whatsapp_greeting({ brand: company.brandName }))}`

const prefersReducedMotion = () => window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false

function useScrolledPast(px: number): boolean {
  const [past, setPast] = useState(false)
  useEffect(() => {
    let frame = 0
    const update = () => {
      frame = 0
      setPast(window.scrollY > px)
    }
    const onScroll = () => {
      if (frame === 0) frame = requestAnimationFrame(update)
    }
    update()
    window.addEventListener("scroll", onScroll, { passive: true })
    return () => {
      window.removeEventListener("scroll", onScroll)
      if (frame !== 0) cancelAnimationFrame(frame)
    }
  }, [px])
  return past
}

export function PageWidgets() {
  const scrolled = useScrolledPast(backToTopAfterPx)
  return (
    <div className="page-widgets">
      {scrolled && (
        <button
          type="button"
          className="page-widget page-widget--top"
          aria-label={m.common_back_to_top()}
          onClick={() => {
            // The navbar grows back to full height near the top; scroll anchoring can then stop the scroll a few
            // pixels short. Finish the last few pixels once the smooth scroll ends.
            window.addEventListener(
              "scrollend",
              () => {
                if (window.scrollY > 0 && window.scrollY < 80) window.scrollTo({ top: 0 })
              },
              { once: true }
            )
            window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? "auto" : "smooth" })
            document.getElementById("main")?.focus({ preventScroll: true })
          }}
        >
          <svg
            width="22"
            height="22"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.2"
            strokeLinecap="round"
            strokeLinejoin="round"
            aria-hidden
            focusable={false}
          >
            <path d="M12 19V5M5 12l7-7 7 7" />
          </svg>
        </button>
      )}
      <a className="page-widget page-widget--whatsapp" href={whatsappHref()} target="_blank" rel="noopener noreferrer">
        <span className="visually-hidden">{m.common_whatsapp_link()}</span>
        <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden focusable={false}>
          <path
            fill="currentColor"
            d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.3-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5c-.2 0-.4.1-.6.3-.2.2-.8.8-.8 2s.8 2.3.9 2.5c.1.2 1.6 2.5 4 3.5 1.5.6 2.1.7 2.8.6.5-.1 1.5-.6 1.7-1.2.2-.6.2-1.1.1-1.2 0-.1-.2-.2-.5-.3z"
          />
        </svg>
      </a>
    </div>
  )
}
