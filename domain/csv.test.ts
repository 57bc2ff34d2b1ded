import { describe, expect, it } from "vitest"
import { csvCell, toCsv } from "./csv.ts"

describe("csv", () => {
  it("quotes every cell and doubles quotes", () => {
    expect(csvCell('Asha "A" Rao, Pune')).toBe('"Asha ""A"" Rao, Pune"')
    expect(csvCell("line\nbreak")).toBe('"line\nbreak"')
    expect(csvCell(null)).toBe('""')
    expect(csvCell(42)).toBe('"42"')
  })

  it("keeps formula-looking cells as text", () => {
    for (const evil of ['=HYPERLINK("http://x")', "+1+1", "-2+3", "@SUM(A1)", "\t=1", "\r=1"]) {
      expect(csvCell(evil)).toBe(`"'${evil.replace(/"/gu, '""')}"`)
    }
    expect(csvCell("a=b")).toBe('"a=b"')
  })

  it("writes a BOM, a header and CRLF lines", () => {
    expect(toCsv(["a", "b"], [["1", "=2"]])).toBe('\uFEFF"a","b"\r\n"1","\'=2"\r\n')
  })
})

describe("empty values", () => {
  it("null and undefined are an empty quoted cell", () => {
    expect(csvCell(null)).toBe('""')
    expect(csvCell(undefined)).toBe('""')
  })
})
