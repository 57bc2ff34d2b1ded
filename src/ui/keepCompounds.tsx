import type { ReactNode } from "react"

/**
 * A short title with its hyphenated compounds kept on one line ('Customer-first', '24-48'): a narrow column may wrap
 * between words, never inside 'Customer- / first'. The text stays the same for search and screen readers.
 */
export const keepCompounds = (text: string): ReactNode =>
  text.includes("-")
    ? text.split(/(\S*-\S*)/u).map((part, i) =>
        part.includes("-") ? (
          <span key={i} className="nowrap">
            {part}
          </span>
        ) : (
          part
        )
      )
    : text
