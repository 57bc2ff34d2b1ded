/**
 * What an uploaded picture really is, from its bytes: JPEG, PNG, GIF or WebP by their magic numbers, or SVG when the
 * text parses as well-formed XML whose root element is <svg>. A name or a declared type is never trusted.
 *
 * SVG may carry script; it is stored as sent and served with a sandboxing Content-Security-Policy (see
 * http/testimonials.ts), and <img> never runs it. A document type with an internal subset (entity declarations,
 * the way to entity-expansion attacks) is refused outright.
 */
import { XMLParser, XMLValidator } from "fast-xml-parser"
import { type ImageType, sniffImage } from "../../domain/testimonials.ts"

const utf8 = new TextDecoder("utf-8", { fatal: true })

const parser = new XMLParser({
  ignoreAttributes: true,
  preserveOrder: true,
  processEntities: false,
  ignoreDeclaration: true
})

/** The root element of a parsed document (preserveOrder keeps comments and the doctype as their own nodes). */
const rootElement = (nodes: ReadonlyArray<Record<string, unknown>>): string | undefined => {
  for (const node of nodes) {
    const name = Object.keys(node).find((k) => k !== ":@")
    if (name === undefined || name.startsWith("?") || name === "#comment" || name === "#text") continue
    return name
  }
  return undefined
}

export const isSvgDocument = (bytes: Uint8Array): boolean => {
  let text: string
  try {
    text = utf8.decode(bytes).replace(/^\uFEFF/u, "")
  } catch {
    return false // not UTF-8 text
  }
  if (/<!DOCTYPE[^>]*\[/iu.test(text) || /<!ENTITY/iu.test(text)) return false
  const withoutDoctype = text.replace(/<!DOCTYPE[^>[]*>/iu, "")
  if (XMLValidator.validate(withoutDoctype, { allowBooleanAttributes: false }) !== true) return false
  try {
    const root = rootElement(parser.parse(withoutDoctype) as Array<Record<string, unknown>>)
    return root === "svg" || root?.endsWith(":svg") === true
  } catch {
    return false
  }
}

/** The image type of the bytes, or undefined when they are not one of the images we take. */
export const checkImage = (bytes: Uint8Array): ImageType | undefined => {
  const sniffed = sniffImage(bytes)
  if (sniffed === "image/svg+xml") return isSvgDocument(bytes) ? sniffed : undefined
  return sniffed
}
