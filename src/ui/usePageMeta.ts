/** Sets the document title and meta description of a route (and its Open Graph twins) while it is shown. */
import { useEffect } from "react"

export const siteName = "LoanSetu"

const setMeta = (attribute: "name" | "property", key: string, content: string) => {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`)
  if (!tag) {
    tag = document.createElement("meta")
    tag.setAttribute(attribute, key)
    document.head.append(tag)
  }
  tag.content = content
}

export interface PageMeta {
  readonly title: string
  readonly description: string
}

export function usePageMeta({ title, description }: PageMeta): void {
  useEffect(() => {
    const full = `${title} | ${siteName}`
    document.title = full
    setMeta("name", "description", description)
    setMeta("property", "og:title", full)
    setMeta("property", "og:description", description)
  }, [title, description])
}
