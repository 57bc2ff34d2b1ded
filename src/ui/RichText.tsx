/**
 * Copy kept as data with links in it: `[label](/path)` becomes a link (client-side for our paths, a new tab for
 * other sites); everything else is text. No HTML is ever interpreted.
 */
import { Fragment } from "react"
import { Link } from "./Link.tsx"

const linkPattern = /\[([^\]]+)\]\(([^)\s]+)\)/gu

export type RichPart = { readonly text: string } | { readonly text: string; readonly href: string }

/** Splits copy into text and links. */
export const parseRichText = (copy: string): ReadonlyArray<RichPart> => {
  const parts: Array<RichPart> = []
  let last = 0
  for (const match of copy.matchAll(linkPattern)) {
    if (match.index > last) parts.push({ text: copy.slice(last, match.index) })
    parts.push({ text: match[1]!, href: match[2]! })
    last = match.index + match[0].length
  }
  if (last < copy.length) parts.push({ text: copy.slice(last) })
  return parts
}

/** The plain words of copy (links keep their label): meta descriptions, search, reading time. */
export const plainText = (copy: string): string =>
  parseRichText(copy)
    .map((p) => p.text)
    .join("")

export function RichText({ copy }: { readonly copy: string }) {
  return (
    <>
      {parseRichText(copy).map((part, i) =>
        "href" in part ? (
          <Link key={i} href={part.href} external={/^https?:/u.test(part.href)}>
            {part.text}
          </Link>
        ) : (
          <Fragment key={i}>{part.text}</Fragment>
        )
      )}
    </>
  )
}
