/**
 * The strip offering the browser's language on a first visit (./LanguageSwitcher.tsx decides when): in the offered
 * language's own words, from that language's `common` catalog (common_offer_*). Its own chunk, loaded only when
 * offered.
 * Its link opens the page in that language.
 */
import { useEffect, useState } from "react"
import type { Locale } from "../../i18n/locale.ts"

/**
 * Each language's `common` catalog, as data: the page's build holds only its own language's compiled messages, and
 * the offer speaks the offered one. Only the offered language's file is fetched, with this chunk.
 */
const catalogs = import.meta.glob<Record<string, string>>("../../i18n/messages/*/common.json", { import: "default" })

/** The offer's words in `locale`: text, link, close; undefined while loading or for a language without them. */
const useOfferWords = (locale: Locale): readonly [string, string, string] | undefined => {
  const [words, setWords] = useState<readonly [string, string, string]>()
  useEffect(() => {
    let live = true
    void catalogs[`../../i18n/messages/${locale}/common.json`]?.().then((catalog) => {
      const [text, link, close] = [catalog.common_offer_text, catalog.common_offer_link, catalog.common_offer_close]
      if (live && text && link && close) setWords([text, link, close])
    })
    return () => {
      live = false
    }
  }, [locale])
  return words
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
  const words = useOfferWords(locale)
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
