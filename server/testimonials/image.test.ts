/**
 * What an uploaded picture is, from its bytes (server/testimonials/image.ts, docs/security.md): JPEG, PNG, GIF and
 * WebP by their magic numbers; SVG only as well-formed UTF-8 XML whose root element is <svg> (or a prefixed :svg),
 * never with a document type that declares entities. No database.
 */
import { describe, expect, it } from "vitest"
import { checkImage, isSvgDocument } from "./image.ts"

const bytes = (text: string) => new TextEncoder().encode(text)
const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><rect width="1" height="1"/></svg>'

describe("checkImage", () => {
  it("takes the four raster formats by their first bytes", () => {
    expect(checkImage(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0]))).toBe("image/jpeg")
    expect(checkImage(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe("image/png")
    expect(checkImage(bytes("GIF89a......"))).toBe("image/gif")
    expect(checkImage(bytes("RIFF\u0000\u0000\u0000\u0000WEBPVP8 "))).toBe("image/webp")
  })

  it("takes a well-formed SVG, refuses one that is not", () => {
    expect(checkImage(bytes(svg))).toBe("image/svg+xml")
    expect(checkImage(bytes("<svg><g></svg>"))).toBeUndefined()
    expect(checkImage(bytes("plain text"))).toBeUndefined()
  })
})

describe("isSvgDocument", () => {
  it.each([
    ["a plain <svg> root", svg],
    ["a byte-order mark first", `\uFEFF${svg}`],
    ["an XML declaration first", `<?xml version="1.0" encoding="UTF-8"?>\n${svg}`],
    ["a processing instruction first", `<?xml-stylesheet type="text/css" href="a.css"?>${svg}`],
    ["a comment first", `<!-- drawn by hand -->${svg}`],
    ["a document type without declarations", `<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "svg11.dtd">${svg}`],
    ["a prefixed svg root", '<s:svg xmlns:s="http://www.w3.org/2000/svg"><s:rect/></s:svg>']
  ])("takes %s", (_name, text) => {
    expect(isSvgDocument(bytes(text))).toBe(true)
  })

  it("refuses bytes that are not UTF-8 even where they would be harmless text", () => {
    const open = bytes('<svg xmlns="http://www.w3.org/2000/svg"><desc>')
    const close = bytes("</desc></svg>")
    expect(isSvgDocument(new Uint8Array([...open, 0xff, ...close]))).toBe(false)
    expect(isSvgDocument(new Uint8Array([...open, 0x41, ...close]))).toBe(true)
  })

  it("drops byte-order marks only at the start: two there are taken, one inside a name is not", () => {
    expect(isSvgDocument(bytes(`\uFEFF\uFEFF${svg}`))).toBe(true)
    expect(isSvgDocument(bytes('<sv\uFEFFg xmlns="http://www.w3.org/2000/svg"/>'))).toBe(false)
  })

  it.each([
    ["another root element", "<html><svg/></html>"],
    ["a root whose name only ends in svg", "<mysvg/>"],
    ["a prefixed root of another name", '<s:svgx xmlns:s="x"/>'],
    ["a document type with an internal subset", `<!DOCTYPE svg [<!ATTLIST svg a CDATA "b">]>${svg}`],
    ["an entity declaration anywhere", `${svg}<!ENTITY x "y">`],
    ["an entity declaration in lower case", `<!entity x "y">${svg}`],
    ["unclosed elements", "<svg><g></svg>"],
    ["a boolean attribute", "<svg hidden></svg>"],
    ["no element at all", "<!-- nothing -->"],
    ["bytes that are not UTF-8", "\uFFFD"]
  ])("refuses %s", (_name, text) => {
    const data = text === "\uFFFD" ? new Uint8Array([0x3c, 0x73, 0x76, 0x67, 0xff, 0x3e]) : bytes(text)
    expect(isSvgDocument(data)).toBe(false)
  })
})
