/**
 * 'Our Trusted and Reliable Lending Partners' (spec section 1): about 41 lenders, named from their logo files by the
 * spec's rule, scrolling in a loop; the list is doubled so the loop is seamless (the copy is hidden from assistive
 * technology). It moves for more than 5 s, so it pauses on hover and focus and has a Pause button (WCAG 2.2.2);
 * with reduced motion it does not move at all and the list scrolls by hand.
 */

import { useState } from "react"
import { m } from "../../../i18n/paraglide/messages.js"
import { partners } from "../../content/partners.ts"
import { Pause, Play } from "./icons.tsx"

export function PartnerCarousel() {
  const [paused, setPaused] = useState(false)
  const doubled = [...partners, ...partners]
  return (
    <section className="section partners" aria-labelledby="partners-title">
      <div className="container partners__head">
        <div>
          <p className="eyebrow">{m.home_partners_eyebrow()}</p>
          <h2 id="partners-title">{m.home_partners_title()}</h2>
          <p className="partners__count">{m.home_partners_count({ count: partners.length })}</p>
        </div>
        <button
          type="button"
          className="partners__toggle"
          aria-label={paused ? m.home_partners_play() : m.home_partners_pause()}
          onClick={() => setPaused((p) => !p)}
        >
          {paused ? <Play width={18} height={18} /> : <Pause width={18} height={18} />}
        </button>
      </div>
      {/* Focusable: keyboard users can scroll it (reduced motion), and focus holds the loop still. */}
      <div
        className="partners__viewport"
        data-clips-by-design
        data-paused={paused || undefined}
        role="region"
        aria-label={m.home_partners_region()}
        tabIndex={0}
      >
        <ul className="partners__track" role="list" translate="no">
          {doubled.map((partner, i) => {
            const copy = i >= partners.length
            return (
              <li key={`${partner.logo}-${i}`} className="partners__item" aria-hidden={copy || undefined}>
                <img
                  src={partner.logo}
                  alt=""
                  width={120}
                  height={60}
                  loading="lazy"
                  decoding="async"
                  className="partners__logo"
                />
                <span className="partners__name">{partner.name}</span>
              </li>
            )
          })}
        </ul>
      </div>
    </section>
  )
}
