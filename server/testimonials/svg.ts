/**
 * Whether bytes are an SVG document we take: within the bounds below, UTF-8, well-formed XML whose root element is
 * <svg> (or a prefixed :svg), and without a document type that declares entities (the way to entity-expansion
 * attacks).
 *
 * The bounds come first and cost one pass over the bytes: at most `svgBounds.tags` '<' (each start tag, end tag,
 * comment or processing instruction has one) and `svgBounds.attributes` '=' (each attribute has one). XML parsing
 * costs a few microseconds an element or attribute, so 2 MB of `<g/>` took seconds; within the bounds the elements and
 * attributes parse in a few tens of milliseconds (plain text filling the 2 MB may take some hundreds), and always in
 * the picture-check thread (svg-checker.ts), never on the server's main thread.
 *
 * This module and svg-worker.ts load in a worker thread under plain Node (type stripping): no TypeScript-only syntax,
 * no imports but fast-xml-parser.
 */
import { XMLParser, XMLValidator } from "fast-xml-parser"

/** The most '<' and '=' an SVG picture may hold (docs/limits.md). */
export const svgBounds = { tags: 4000, attributes: 10_000 } as const

/** One pass, stopping at the first count over its bound. '<' and '=' are ASCII: never inside a UTF-8 sequence. */
export const svgWithinBounds = (bytes: Uint8Array): boolean => {
  let tags = 0
  let attributes = 0
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i]
    if (byte === 0x3c) {
      if (++tags > svgBounds.tags) return false
    } else if (byte === 0x3d) {
      if (++attributes > svgBounds.attributes) return false
    }
  }
  return true
}

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
  if (!svgWithinBounds(bytes)) return false
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
