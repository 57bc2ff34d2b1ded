/**
 * The strip offering the browser's language on a first visit (./LanguageSwitcher.tsx decides when): in the offered
 * language's own words, as the page's own catalog has no other language. Its own chunk, loaded only when offered.
 * Its link opens the page in that language.
 */
import type { Locale } from "../../i18n/locale.ts"

/** The offer's words in each language that can be offered: text, link, close. A third language adds its line. */
const offerWords: Partial<Record<Locale, readonly [text: string, link: string, close: string]>> = {
  hi: ["यह पेज हिन्दी में भी उपलब्ध है", "हिन्दी में देखें", "बंद करें"]
}

export interface LanguageOfferStripProps {
  readonly locale: Locale
  /** The same page in `locale`. */
  readonly href: string
  /** The link was followed (remember `locale`). */
  readonly onAccept: () => void
  /** The close button (remember the page's language, hide the strip). */
  readonly onClose: () => void
}

export default function LanguageOfferStrip({ locale, href, onAccept, onClose }: LanguageOfferStripProps) {
  const words = offerWords[locale]
  if (words === undefined) return null
  return (
    <aside className="lang-offer" lang={locale} aria-label={words[0]}>
      <div className="container lang-offer__inner">
        <p className="lang-offer__text">
          {words[0]}{" "}
          <a href={href} hrefLang={locale} className="lang-offer__link" onClick={onAccept}>
            {words[1]}
          </a>
        </p>
        <button type="button" className="lang-offer__close" aria-label={words[2]} onClick={onClose}>
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
    </aside>
  )
}
