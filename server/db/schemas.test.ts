/**
 * The column schemas (server/db/schemas.ts), written out: what each decodes from a row and encodes back.
 */
import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { Count, Int8, IsoDateTime, RowId, StoredPicture } from "./schemas.ts"

describe("column schemas", () => {
  it("IsoDateTime: a Date to its ISO 8601 text in UTC, and back", () => {
    expect(Schema.decodeUnknownSync(IsoDateTime)(new Date(Date.UTC(2026, 10, 20, 10, 0, 0)))).toBe(
      "2026-11-20T10:00:00.000Z"
    )
    expect(Schema.encodeSync(IsoDateTime)("2026-11-20T10:00:00.000Z")).toEqual(new Date(1795168800000))
    expect(() => Schema.decodeUnknownSync(IsoDateTime)("2026-11-20T10:00:00.000Z")).toThrow()
  })

  it("Int8: a bigint to a number, and back; nothing else", () => {
    expect(Schema.decodeUnknownSync(Int8)(1795168800000n)).toBe(1795168800000)
    expect(Schema.decodeUnknownSync(Int8)(0n)).toBe(0)
    expect(Schema.encodeSync(Int8)(42)).toBe(42n)
    expect(() => Schema.decodeUnknownSync(Int8)("42")).toThrow()
    expect(() => Schema.decodeUnknownSync(Int8)(42)).toThrow()
  })

  it("Count and RowId: { n } an integer, { id } a text", () => {
    expect(Schema.decodeUnknownSync(Count)({ n: 3 })).toEqual({ n: 3 })
    expect(() => Schema.decodeUnknownSync(Count)({ n: 1.5 })).toThrow()
    expect(() => Schema.decodeUnknownSync(Count)({})).toThrow()
    expect(Schema.decodeUnknownSync(RowId)({ id: "17" })).toEqual({ id: "17" })
    expect(() => Schema.decodeUnknownSync(RowId)({ id: 17 })).toThrow()
  })

  it("StoredPicture: content_type (an image type) and bytes, as contentType and bytes", () => {
    const bytes = new Uint8Array([137, 80, 78, 71])
    expect(Schema.decodeUnknownSync(StoredPicture)({ content_type: "image/png", bytes })).toEqual({
      contentType: "image/png",
      bytes
    })
    expect(Schema.encodeSync(StoredPicture)({ contentType: "image/webp", bytes })).toEqual({
      content_type: "image/webp",
      bytes
    })
    expect(() => Schema.decodeUnknownSync(StoredPicture)({ content_type: "text/html", bytes })).toThrow()
    expect(() => Schema.decodeUnknownSync(StoredPicture)({ contentType: "image/png", bytes })).toThrow()
    expect(() => Schema.decodeUnknownSync(StoredPicture)({ content_type: "image/png", bytes: "x" })).toThrow()
  })
})
