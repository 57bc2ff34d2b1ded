/**
 * What an uploaded picture is, from its bytes (server/testimonials/image.ts, docs/limits.md): JPEG, PNG, GIF and
 * WebP by their magic numbers; SVG only as well-formed UTF-8 XML whose root element is <svg> (or a prefixed :svg),
 * never with a document type that declares entities, and never with more than 4,000 '<' or 10,000 '='. The SVG
 * check runs in a worker thread (svg-checker.ts): its timeout, its restart and its end are tested here too. No
 * database.
 */
import { Worker } from "node:worker_threads"
import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { isSvgDocument, PictureCheck, svgWithinBounds } from "./image.ts"
import { makeSvgChecker } from "./svg-checker.ts"

const bytes = (text: string) => new TextEncoder().encode(text)
const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><rect width="1" height="1"/></svg>'

/** PictureCheck.check with a layer of its own (its thread ended when the effect ends). */
const checkImage = (data: Uint8Array) =>
  Effect.runPromise(PictureCheck.use((pictures) => pictures.check(data)).pipe(Effect.provide(PictureCheck.layer)))

describe("PictureCheck", () => {
  it("takes the four raster formats by their first bytes", async () => {
    expect(await checkImage(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0]))).toBe("image/jpeg")
    expect(await checkImage(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe("image/png")
    expect(await checkImage(bytes("GIF89a......"))).toBe("image/gif")
    expect(await checkImage(bytes("RIFF\u0000\u0000\u0000\u0000WEBPVP8 "))).toBe("image/webp")
  })

  it("takes a well-formed SVG, refuses one that is not", async () => {
    expect(await checkImage(bytes(svg))).toBe("image/svg+xml")
    expect(await checkImage(bytes("<svg><g></svg>"))).toBeUndefined()
    expect(await checkImage(bytes("plain text"))).toBeUndefined()
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

describe("the bounds an SVG is held to before it is parsed", () => {
  const open = '<svg xmlns="http://www.w3.org/2000/svg">' // one '<' and one '='
  const close = "</svg>" // one '<'
  /** `groups` empty <g/>: 2 + groups '<' and one '='. */
  const withGroups = (groups: number) => `${open}${"<g/>".repeat(groups)}${close}`
  /** One <g> with `count` attributes: 3 '<' and 1 + count '='. */
  const withAttributes = (count: number) =>
    `${open}<g ${Array.from({ length: count }, (_, i) => `a${i}="1"`).join(" ")}/>${close}`

  it("takes 4,000 '<' (3,998 groups and the svg's two tags), refuses 4,001", () => {
    expect(svgWithinBounds(bytes(withGroups(3998)))).toBe(true)
    expect(isSvgDocument(bytes(withGroups(3998)))).toBe(true)
    expect(svgWithinBounds(bytes(withGroups(3999)))).toBe(false)
    expect(isSvgDocument(bytes(withGroups(3999)))).toBe(false)
  })

  it("takes 10,000 '=' (xmlns and 9,999 attributes), refuses 10,001", () => {
    expect(svgWithinBounds(bytes(withAttributes(9999)))).toBe(true)
    expect(isSvgDocument(bytes(withAttributes(9999)))).toBe(true)
    expect(svgWithinBounds(bytes(withAttributes(10_000)))).toBe(false)
    expect(isSvgDocument(bytes(withAttributes(10_000)))).toBe(false)
  })

  it("counts '<' and '=' wherever they are: in text, comments and values too", () => {
    const text = (n: number) => `${open}<desc>${"<!---->".repeat(n)}</desc>${close}`
    expect(svgWithinBounds(bytes(text(3996)))).toBe(true) // 4 '<' of markup and 3,996 comments
    expect(svgWithinBounds(bytes(text(3997)))).toBe(false)
    const values = (n: number) => `${open}<g id="${"=".repeat(n)}"/>${close}`
    expect(svgWithinBounds(bytes(values(9998)))).toBe(true) // xmlns, id and 9,998 in the value
    expect(svgWithinBounds(bytes(values(9999)))).toBe(false)
  })

  it("refuses the two pictures that once stalled the server, through PictureCheck", async () => {
    expect(await checkImage(bytes(withGroups(499_000)))).toBeUndefined()
    expect(await checkImage(bytes(withAttributes(170_000)))).toBeUndefined()
    expect(await checkImage(bytes(withGroups(3998)))).toBe("image/svg+xml")
  })
})

describe("the picture-check thread", () => {
  /** A thread that answers true at once for one byte, stalls 10 s for more, and fails on a zero byte. */
  const stallingThread = () =>
    new Worker(
      `const { parentPort } = require("node:worker_threads")
       parentPort.on("message", (bytes) => {
         if (bytes[0] === 0) throw new Error("broken")
         if (bytes.length > 1) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10000)
         parentPort.postMessage(true)
       })`,
      { eval: true }
    )

  it("checks in a thread of its own, kept for the next picture, and ended by close()", async () => {
    const checker = makeSvgChecker({ timeoutMs: 10_000 })
    expect(checker.running()).toBe(false)
    expect(await checker.check(bytes(svg))).toBe(true)
    expect(checker.running()).toBe(true)
    expect(await checker.check(bytes("<svg><g></svg>"))).toBe(false)
    expect(await checker.check(bytes(svg))).toBe(true)
    await checker.close()
    expect(checker.running()).toBe(false)
    expect(await checker.check(bytes(svg))).toBe(false)
  })

  it("refuses a check that runs past the timeout, ends that thread and starts another for the next", async () => {
    const checker = makeSvgChecker({ timeoutMs: 200, start: stallingThread })
    const started = Date.now()
    const [stalled, queued] = await Promise.all([checker.check(bytes("xx")), checker.check(bytes("x"))])
    expect(stalled).toBe(false)
    expect(queued).toBe(true)
    expect(Date.now() - started).toBeLessThan(5000)
    await checker.close()
  })

  it("refuses the check in flight when the thread fails, and takes the next on a new thread", async () => {
    const checker = makeSvgChecker({ timeoutMs: 10_000, start: stallingThread })
    expect(await checker.check(new Uint8Array([0]))).toBe(false)
    expect(await checker.check(bytes("x"))).toBe(true)
    await checker.close()
  })

  it("answers a waiting check false when closed", async () => {
    const checker = makeSvgChecker({ timeoutMs: 10_000, start: stallingThread })
    const inFlight = checker.check(bytes("xx"))
    const waiting = checker.check(bytes("x"))
    await new Promise((resolve) => setTimeout(resolve, 50))
    await checker.close()
    expect(await inFlight).toBe(false)
    expect(await waiting).toBe(false)
    expect(checker.running()).toBe(false)
  })
})
