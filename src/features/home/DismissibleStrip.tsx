/**
 * The strip under the carousel (spec section 2, Home carousel): 'Leave Your Feedback' and 'Track Your Application',
 * closed by an x button named 'Dismiss'. Closing it moves focus to the page's heading, so keyboard users are not
 * dropped at the top of the document.
 */
import { useState } from "react"
import { m } from "../../../i18n/paraglide/messages.js"
import { Link } from "../../ui/Link.tsx"
import { Close, Route, Star } from "./icons.tsx"

export function DismissibleStrip({ onDismiss }: { readonly onDismiss?: () => void }) {
  const [open, setOpen] = useState(true)
  if (!open) return null
  return (
    <aside className="strip" aria-label={m.home_strip_label()}>
      <div className="container strip__inner">
        <ul className="strip__links" role="list">
          <li>
            <Link href="/resources/testimonials/customer-feedback" className="strip__link">
              <Star className="strip__icon" />
              {m.home_strip_feedback()}
            </Link>
          </li>
          <li>
            <Link href="/track-now" className="strip__link">
              <Route className="strip__icon" />
              {m.home_strip_track()}
            </Link>
          </li>
        </ul>
        <button
          type="button"
          className="strip__close"
          aria-label={m.home_strip_dismiss()}
          onClick={() => {
            setOpen(false)
            onDismiss?.()
          }}
        >
          <Close width={20} height={20} />
        </button>
      </div>
    </aside>
  )
}
