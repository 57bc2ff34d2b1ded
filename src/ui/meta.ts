/**
 * Document title, meta description, robots, canonical link and Open Graph tags. Browser-only work happens in
 * effects, so views stay renderable outside a browser; a prerender reads the same `PageMeta` from the route
 * table (src/routes.tsx), the only place that sets it, without rendering.
 */
import { useLayoutEffect } from "react"
import { intlTag } from "../../i18n/locale.ts"
import { company } from "../content/company.ts"

export interface PageMeta {
  /** The page's own title; the brand is appended ('About Us | Arthika Loans'). */
  readonly title: string
  readonly description: string
  /**
   * Public pages (default) get Open Graph tags, a canonical link and may be indexed. Personal or token pages
   * (status, OTP, rewards) and the not-found page set `indexable: false`: robots noindex, no Open Graph.
   */
  readonly indexable?: boolean
}

export const siteName = company.brandName

/** 'About Us | Arthika Loans'; a title that already starts with the brand is left as it is. */
export const fullTitle = (title: string): string =>
  title === "" ? siteName : title.startsWith(siteName) ? title : `${title} | ${siteName}`

const setTag = (attribute: "name" | "property", key: string, content: string | undefined) => {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`)
  if (content === undefined) {
    tag?.remove()
    return
  }
  if (!tag) {
    tag = document.createElement("meta")
    tag.setAttribute(attribute, key)
    document.head.append(tag)
  }
  tag.content = content
}

const setCanonical = (href: string | undefined) => {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')
  if (href === undefined) {
    link?.remove()
    return
  }
  if (!link) {
    link = document.createElement("link")
    link.rel = "canonical"
    document.head.append(link)
  }
  link.href = href
}

/** Writes the tags of one page into document.head. */
export const applyDocumentMeta = (meta: PageMeta): void => {
  if (typeof document === "undefined") return
  const indexable = meta.indexable ?? true
  const title = fullTitle(meta.title)
  const url = indexable ? `${window.location.origin}${window.location.pathname}` : undefined
  document.title = title
  setTag("name", "description", meta.description)
  setTag("name", "robots", indexable ? undefined : "noindex")
  setCanonical(url)
  setTag("property", "og:title", indexable ? title : undefined)
  setTag("property", "og:description", indexable ? meta.description : undefined)
  setTag("property", "og:type", indexable ? "website" : undefined)
  setTag("property", "og:url", url)
  setTag("property", "og:site_name", indexable ? siteName : undefined)
  setTag("property", "og:locale", indexable ? intlTag().replace("-", "_") : undefined)
}

/**
 * Writes the route's meta for the shown page (the shell calls it; views set none of their own). Meta that arrives
 * later (a route's `metaFor` that loads its content) is written when it arrives, unless the page changed meanwhile;
 * until then the page says `meanwhile` (the route's own meta). Pass a stable `meta` (memoised by place).
 */
export const useRouteMeta = (meta: PageMeta | Promise<PageMeta>, meanwhile: PageMeta): void => {
  useLayoutEffect(() => {
    if (!(meta instanceof Promise)) return applyDocumentMeta(meta)
    applyDocumentMeta(meanwhile)
    let current = true
    meta.then(
      (loaded) => current && applyDocumentMeta(loaded),
      () => {}
    )
    return () => {
      current = false
    }
  }, [meta, meanwhile])
}
