/**
 * The back office's carousel API on the real server (domain/admin-api.ts, AdminCarouselGroup): the slides in order,
 * hidden ones included; add, edit and move one place earlier or later, each audited; every field's refusal (400,
 * nothing written); image uploads checked by their bytes and size, served publicly with their type and a sandboxing
 * Content-Security-Policy; a burst of concurrent moves. The expected messages and figures are written out here, not
 * imported. On the embedded database, and again on PostgreSQL when TEST_DATABASE_URL is set.
 */
import { Effect, Redacted } from "effect"
import { SqlClient } from "effect/sql"
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import { roomyLimits } from "../../limits/rules.ts"
import { type RunningServer, startServer } from "../../main.ts"
import { adminSessionCookie, databaseTargets, useTempDirs } from "../../test-targets.ts"

const tempDir = useTempDirs()
const targets = databaseTargets("carousel", tempDir)

const password = "correct horse battery staple"
const same = { "x-admin-request": "1" }

const messages = {
  heading: "Please enter a heading (at most 80 characters).",
  text: "The text must be at most 200 characters.",
  textCharacters: "Please remove the unsupported characters from the text.",
  image: "Please upload an image for the slide.",
  buttonText: "Please enter the button's text (at most 30 characters).",
  buttonUrl: "Please enter a link starting with / or https://.",
  picture: "Please choose a JPEG, PNG, GIF, WebP or SVG image of at most 2 MB.",
  required: "This field is required.",
  noSlide: "No slide has this id.",
  crossSite: "This request must come from the back office itself."
}

/** The sandbox every uploaded image is served under (an SVG's script never runs). */
const sandbox = "default-src 'none'; style-src 'unsafe-inline'; sandbox"

/** A real 1×1 PNG. */
const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64"
)
const svg = Buffer.from(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="4" height="2"><rect width="4" height="2" fill="#0a5"/></svg>'
)
/** A PNG signature padded with zeros to `size` bytes: the server checks the signature and the size. */
const pngOfSize = (size: number) => {
  const bytes = Buffer.alloc(size)
  png.copy(bytes, 0, 0, 8)
  return bytes
}
const twoMegabytes = 2 * 1024 * 1024 // 2,097,152

/** The nine seeded slides in their order (migrations 0020 and 0052). */
const seededIds = [
  "personal",
  "business",
  "professional",
  "home",
  "auto",
  "property",
  "commercial-vehicle",
  "working-capital",
  "refer-and-earn"
]

interface Slide {
  id: string
  position: number
  heading: string
  text: string
  imageUrl: string
  isPrimaryButtonEnabled: boolean
  primaryButtonText: string
  primaryButtonUrl: string
  isSecondaryButtonEnabled: boolean
  secondaryButtonText: string
  secondaryButtonUrl: string
  isActive: boolean
  headingHi: string
  textHi: string
  primaryButtonTextHi: string
  secondaryButtonTextHi: string
}
type SlideInput = Omit<Slide, "id" | "position">

/** A slide's Hindi not written (migration 0059): the back office reads it empty. */
const noHindi = { headingHi: "", textHi: "", primaryButtonTextHi: "", secondaryButtonTextHi: "" }

/** What the public GET /api/carousel shows of a slide. */
const publicOf = (s: SlideInput) => ({
  imageUrl: s.imageUrl,
  isPrimaryButtonEnabled: s.isPrimaryButtonEnabled,
  primaryButtonUrl: s.primaryButtonUrl,
  primaryButtonText: s.primaryButtonText,
  isSecondaryButtonEnabled: s.isSecondaryButtonEnabled,
  secondaryButtonUrl: s.secondaryButtonUrl,
  secondaryButtonText: s.secondaryButtonText,
  heading: s.heading,
  text: s.text
})

const valid: SlideInput = {
  heading: "Festive offer",
  text: "Lower rates this month.",
  imageUrl: "/carousel/home.svg",
  isPrimaryButtonEnabled: true,
  primaryButtonText: "Apply Now",
  primaryButtonUrl: "/resources/apply-now",
  isSecondaryButtonEnabled: false,
  secondaryButtonText: "",
  secondaryButtonUrl: "",
  isActive: true,
  ...noHindi
}

describe.each(targets)("carousel API on $name", (target) => {
  let server: RunningServer
  let cookie = ""

  const call = (route: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) =>
    fetch(`${server.url}/api/admin${route}`, {
      method: init.method ?? "GET",
      headers: {
        cookie: `loans_admin=${cookie}`,
        ...(init.body === undefined ? {} : { "content-type": "application/json" }),
        ...(init.method === undefined || init.method === "GET" ? {} : same),
        ...init.headers
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) })
    })
  const adminSlides = async () => {
    const response = await call("/carousel")
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body.success).toBe(true)
    return body.data as Array<Slide>
  }
  const publicSlides = async () => {
    const response = await fetch(`${server.url}/api/carousel`)
    expect(response.status).toBe(200)
    return (await response.json()).data as Array<ReturnType<typeof publicOf>>
  }
  const add = (body: unknown) => call("/carousel", { method: "POST", body })
  const edit = (id: string, body: unknown) => call(`/carousel/${id}`, { method: "PUT", body })
  const move = (id: string, direction: string) => call(`/carousel/${id}/move`, { method: "POST", body: { direction } })
  const upload = (form: FormData, headers: Record<string, string> = same) =>
    fetch(`${server.url}/api/admin/carousel/images`, {
      method: "POST",
      headers: { cookie: `loans_admin=${cookie}`, ...headers },
      body: form
    })
  const imageForm = (bytes: Uint8Array, name: string, type: string, key = "image") => {
    const form = new FormData()
    form.append(key, new Blob([new Uint8Array(bytes)], { type }), name)
    return form
  }
  /** These fields, then a valid image. */
  const withParts = (fields: Array<[string, string]>) => {
    const form = new FormData()
    for (const [key, value] of fields) form.append(key, value)
    form.append("image", new Blob([new Uint8Array(png)], { type: "image/png" }), "slide.png")
    return form
  }
  const sql = <A extends object>(query: (sql: SqlClient.SqlClient) => Effect.Effect<ReadonlyArray<A>, unknown>) =>
    server.run(
      Effect.gen(function* () {
        return yield* Effect.orDie(query(yield* SqlClient.SqlClient))
      })
    )
  const auditOf = (subject: string) =>
    sql<{ action: string; staff: string; client: string; from_value: string | null; to_value: string | null }>(
      (s) => s`
        SELECT a.action, st.username AS staff, a.client, a.from_value, a.to_value
        FROM admin_audit_log a JOIN admin_staff st ON st.id = a.staff_id
        WHERE a.subject = ${subject} ORDER BY a.id`
    )
  const counts = async () =>
    (
      await sql<{ slides: number; images: number; audit: number }>(
        (s) => s`
          SELECT (SELECT count(*)::int FROM carousel_slides) AS slides,
            (SELECT count(*)::int FROM carousel_images) AS images,
            (SELECT count(*)::int FROM admin_audit_log) AS audit`
      )
    )[0]!

  beforeAll(async () => {
    vi.spyOn(console, "log").mockImplementation(() => {})
    server = await startServer({
      port: 0,
      host: "127.0.0.1",
      distDir: tempDir("loans-dist-"),
      requestLog: false,
      adminPassword: Redacted.make(password),
      limits: roomyLimits(),
      ...target.settings()
    })
    cookie = await adminSessionCookie(server, password)
  }, 120_000)

  afterAll(async () => {
    if (server) await target.cleanup(server)
    await server?.close()
    vi.restoreAllMocks()
  })

  it("lists every slide by position, the seeded nine first, hidden ones included for staff only", async () => {
    const slides = await adminSlides()
    expect(slides.map((s) => s.id)).toEqual(seededIds)
    expect(slides.map((s) => s.position)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8])
    expect(slides[0]).toEqual({
      id: "personal",
      position: 0,
      heading: "Personal loans from 11.9% a year",
      text: "For a wedding, travel or an emergency: funds in 24-48 hours after approval.",
      imageUrl: "/carousel/personal.svg",
      isPrimaryButtonEnabled: true,
      primaryButtonText: "Apply Now",
      primaryButtonUrl: "/apply?loanType=Personal%20Loan",
      isSecondaryButtonEnabled: true,
      secondaryButtonText: "About Personal Loans",
      secondaryButtonUrl: "/services/personal-loan",
      isActive: true,
      headingHi: "पर्सनल लोन, सालाना 11.9% से",
      textHi: "शादी, यात्रा या किसी आपात स्थिति के लिए: मंज़ूरी के 24-48 घंटों में पैसा।",
      primaryButtonTextHi: "अभी आवेदन करें",
      secondaryButtonTextHi: "पर्सनल लोन के बारे में"
    })
    expect(slides[8]).toMatchObject({
      id: "refer-and-earn",
      secondaryButtonText: "How It Works",
      secondaryButtonUrl: "/refer-and-earn"
    })
    expect((await publicSlides()).map((s) => s.heading)).toEqual(slides.map((s) => s.heading))

    // The order is the positions', not the rows': "home" put first and "personal" last, then hidden.
    await sql(
      (s) => s`UPDATE carousel_slides SET position = CASE id WHEN 'home' THEN -1 WHEN 'personal' THEN 99 END
        WHERE id IN ('home', 'personal') RETURNING id`
    )
    await sql((s) => s`UPDATE carousel_slides SET is_active = false WHERE id = 'business' RETURNING id`)
    try {
      const reordered = await adminSlides()
      expect(reordered.map((s) => s.id)).toEqual([
        "home",
        "business",
        "professional",
        "auto",
        "property",
        "commercial-vehicle",
        "working-capital",
        "refer-and-earn",
        "personal"
      ])
      expect(reordered[1]).toMatchObject({ id: "business", isActive: false })
      expect((await publicSlides()).map((s) => s.imageUrl)).toEqual([
        "/carousel/home.svg",
        "/carousel/professional.svg",
        "/carousel/auto.svg",
        "/carousel/property.svg",
        "/carousel/commercial-vehicle.svg",
        "/carousel/working-capital.svg",
        "/carousel/refer-and-earn.svg",
        "/carousel/personal.svg"
      ])
    } finally {
      await sql(
        (s) => s`UPDATE carousel_slides SET position = CASE id WHEN 'home' THEN 3 WHEN 'personal' THEN 0 END
          WHERE id IN ('home', 'personal') RETURNING id`
      )
      await sql((s) => s`UPDATE carousel_slides SET is_active = true WHERE id = 'business' RETURNING id`)
    }
    expect((await adminSlides()).map((s) => s.id)).toEqual(seededIds)
  })

  it("adds a slide at the end, trimmed, answered with its fields and audited; shown publicly only when active", async () => {
    const before = await adminSlides()
    const shown = await add({
      ...valid,
      heading: "  Festive offer  ",
      text: " Lower rates this month.\nApply by Friday. ",
      primaryButtonText: " Apply Now ",
      imageUrl: "/api/carousel/images/abc-DEF_123"
    })
    expect(shown.status).toBe(200)
    const shownBody = await shown.json()
    const id = shownBody.data.id as string
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/u)
    const expected: Slide = {
      ...valid,
      id,
      position: before.length,
      heading: "Festive offer",
      text: "Lower rates this month.\nApply by Friday.",
      primaryButtonText: "Apply Now",
      imageUrl: "/api/carousel/images/abc-DEF_123"
    }
    expect(shownBody).toEqual({ success: true, data: expected })

    const hidden = await add({
      ...valid,
      heading: "Hidden offer",
      isPrimaryButtonEnabled: false,
      primaryButtonText: "",
      primaryButtonUrl: "",
      isActive: false
    })
    expect(hidden.status).toBe(200)
    const hiddenSlide = (await hidden.json()).data as Slide
    expect(hiddenSlide).toMatchObject({ position: before.length + 1, heading: "Hidden offer", isActive: false })

    const after = await adminSlides()
    expect(after).toEqual([...before, expected, hiddenSlide])
    const publicList = await publicSlides()
    expect(publicList.at(-1)).toEqual(publicOf(expected))
    expect(publicList.map((s) => s.heading)).not.toContain("Hidden offer")

    expect(await auditOf(`slide:${id}`)).toEqual([
      { action: "Add slide", staff: "admin", client: "127.0.0.1", from_value: null, to_value: null }
    ])
    expect((await auditOf(`slide:${hiddenSlide.id}`)).map((a) => a.action)).toEqual(["Add slide"])
  })

  it("takes each field at its longest: 80, 200, 30 and 300 characters", async () => {
    const longest = {
      ...valid,
      heading: "h".repeat(80),
      text: "t".repeat(200),
      primaryButtonText: "b".repeat(30),
      primaryButtonUrl: `https://${"u".repeat(292)}`, // 8 + 292 = 300 characters
      isSecondaryButtonEnabled: true,
      secondaryButtonText: "Know more",
      secondaryButtonUrl: "/",
      isActive: false
    }
    const response = await add(longest)
    expect(response.status).toBe(200)
    const { id, position, ...stored } = (await response.json()).data as Slide
    expect(stored).toEqual(longest)
  })

  it("edits every field of a slide, keeping its id and position; the public list follows; 404 for an unknown id", async () => {
    const created = (await (await add({ ...valid, heading: "To be edited" })).json()).data as Slide
    const changed: SlideInput = {
      heading: " Edited heading ",
      text: "Edited text.",
      imageUrl: "/api/carousel/images/edited",
      isPrimaryButtonEnabled: false,
      primaryButtonText: "Go",
      primaryButtonUrl: "https://example.in/go",
      isSecondaryButtonEnabled: true,
      secondaryButtonText: "Know more ",
      secondaryButtonUrl: "/refer-and-earn",
      isActive: false,
      headingHi: " बदला हुआ शीर्षक ",
      textHi: "बदला हुआ पाठ।",
      primaryButtonTextHi: "चलें",
      secondaryButtonTextHi: " और जानें "
    }
    const response = await edit(created.id, changed)
    expect(response.status).toBe(200)
    const expected: Slide = {
      id: created.id,
      position: created.position,
      heading: "Edited heading",
      text: "Edited text.",
      imageUrl: "/api/carousel/images/edited",
      isPrimaryButtonEnabled: false,
      primaryButtonText: "Go",
      primaryButtonUrl: "https://example.in/go",
      isSecondaryButtonEnabled: true,
      secondaryButtonText: "Know more",
      secondaryButtonUrl: "/refer-and-earn",
      isActive: false,
      headingHi: "बदला हुआ शीर्षक",
      textHi: "बदला हुआ पाठ।",
      primaryButtonTextHi: "चलें",
      secondaryButtonTextHi: "और जानें"
    }
    expect(await response.json()).toEqual({ success: true, data: expected })
    expect((await adminSlides()).find((s) => s.id === created.id)).toEqual(expected)
    expect((await publicSlides()).map((s) => s.heading)).not.toContain("Edited heading")
    expect((await publicSlides()).map((s) => s.heading)).not.toContain("To be edited")

    // Shown again, with every field back as first written.
    const { id, position, ...original } = created
    const back = await edit(created.id, original)
    expect(back.status).toBe(200)
    expect((await back.json()).data).toEqual(created)
    expect((await adminSlides()).find((s) => s.id === created.id)).toEqual(created)
    expect((await publicSlides()).filter((s) => s.heading === "To be edited")).toEqual([publicOf(created)])

    const before = await counts()
    for (const unknown of ["nope", "00000000-0000-4000-8000-000000000000"]) {
      const missing = await edit(unknown, valid)
      expect(missing.status).toBe(404)
      expect(await missing.json()).toEqual({ _tag: "AdminNotFound", success: false, message: messages.noSlide })
    }
    const longId = await edit("x".repeat(61), valid)
    expect(longId.status).toBe(400)
    expect((await longId.json()).errors.map((e: { path: string }) => e.path)).toEqual(["id"])
    expect(await counts()).toEqual(before)
    expect((await auditOf(`slide:${created.id}`)).map((a) => a.action)).toEqual([
      "Add slide",
      "Edit slide",
      "Edit slide"
    ])
    expect(await auditOf("slide:nope")).toEqual([])
  })

  it("moves a slide one place earlier or later: the two positions swap and stay swapped; first and last stay put", async () => {
    const a = (await (await add({ ...valid, heading: "Move A" })).json()).data as Slide
    const b = (await (await add({ ...valid, heading: "Move B" })).json()).data as Slide
    const start = await adminSlides()
    const n = start.length
    expect(start.slice(-2).map((s) => s.id)).toEqual([a.id, b.id])
    expect(start.map((s) => s.position)).toEqual([...Array(n).keys()])

    const earlier = await move(b.id, "earlier")
    expect(earlier.status).toBe(200)
    const swapped = [...start.slice(0, -2), { ...b, position: n - 2 }, { ...a, position: n - 1 }]
    expect(await earlier.json()).toEqual({ success: true, data: swapped })
    expect(await adminSlides()).toEqual(swapped)
    expect((await publicSlides()).slice(-2).map((s) => s.heading)).toEqual(["Move B", "Move A"])

    const later = await move(b.id, "later")
    expect(later.status).toBe(200)
    expect((await later.json()).data).toEqual(start)
    expect(await adminSlides()).toEqual(start)
    expect((await publicSlides()).slice(-2).map((s) => s.heading)).toEqual(["Move A", "Move B"])

    // "personal" is first: it cannot go earlier; B is last: it cannot go later. The order stays as it was.
    for (const [id, direction] of [
      ["personal", "earlier"],
      [b.id, "later"]
    ] as const) {
      const stay = await move(id, direction)
      expect(stay.status).toBe(200)
      expect((await stay.json()).data).toEqual(start)
    }
    expect(await adminSlides()).toEqual(start)

    // The second slide earlier: the first two swap, nothing else moves.
    const second = await move("business", "earlier")
    expect(((await second.json()).data as Array<Slide>).slice(0, 3).map((s) => [s.id, s.position])).toEqual([
      ["business", 0],
      ["personal", 1],
      ["professional", 2]
    ])
    expect((await adminSlides()).map((s) => s.id)).toEqual(["business", "personal", ...start.slice(2).map((s) => s.id)])
    expect((await (await move("business", "later")).json()).data).toEqual(start)

    for (const [id, direction] of [
      ["nope", "later"],
      ["nope", "earlier"]
    ]) {
      const missing = await move(id!, direction!)
      expect(missing.status).toBe(404)
      expect(await missing.json()).toEqual({ _tag: "AdminNotFound", success: false, message: messages.noSlide })
    }
    const sideways = await move(a.id, "sideways")
    expect(sideways.status).toBe(400)
    expect((await sideways.json()).errors.map((e: { path: string }) => e.path)).toEqual(["direction"])
    expect(await adminSlides()).toEqual(start)

    // Every move asked of an existing slide is audited, those that left it in place included.
    expect((await auditOf(`slide:${b.id}`)).map((a) => a.action)).toEqual([
      "Add slide",
      "Move slide earlier",
      "Move slide later",
      "Move slide later"
    ])
    expect((await auditOf("slide:personal")).map((a) => a.action)).toEqual(["Move slide earlier"])
    expect((await auditOf("slide:business")).map((a) => a.action)).toEqual(["Move slide earlier", "Move slide later"])
    expect(await auditOf("slide:nope")).toEqual([])
  })

  it("refuses an invalid slide with each field's message and the 400 body, on add and edit, writing nothing", async () => {
    const cases: Array<[string, Partial<Record<keyof SlideInput, unknown>>, Array<[string, string]>]> = [
      ["an empty heading", { heading: "" }, [["heading", messages.heading]]],
      ["a heading of spaces", { heading: "   " }, [["heading", messages.heading]]],
      ["a heading of 81 characters", { heading: "h".repeat(81) }, [["heading", messages.heading]]],
      ["a control character in the heading", { heading: "Bell\u0007" }, [["heading", messages.heading]]],
      ["a text of 201 characters", { text: "t".repeat(201) }, [["text", messages.text]]],
      ["a control character in the text", { text: "Null\u0000here" }, [["text", messages.textCharacters]]],
      ["an image elsewhere", { imageUrl: "https://evil.example/x.png" }, [["imageUrl", messages.image]]],
      ["an image outside the folder", { imageUrl: "/carousel/../secret" }, [["imageUrl", messages.image]]],
      ["no image", { imageUrl: "" }, [["imageUrl", messages.image]]],
      [
        "a button text of 31 characters",
        { primaryButtonText: "b".repeat(31) },
        [["primaryButtonText", messages.buttonText]]
      ],
      ["a script link", { primaryButtonUrl: "javascript:alert(1)" }, [["primaryButtonUrl", messages.buttonUrl]]],
      ["a protocol-relative link", { primaryButtonUrl: "//evil.example" }, [["primaryButtonUrl", messages.buttonUrl]]],
      ["a backslash link", { secondaryButtonUrl: "/\\evil.example" }, [["secondaryButtonUrl", messages.buttonUrl]]],
      [
        "an encoded slash link",
        { secondaryButtonUrl: "/%2fevil.example" },
        [["secondaryButtonUrl", messages.buttonUrl]]
      ],
      ["a plain http link", { primaryButtonUrl: "http://example.in" }, [["primaryButtonUrl", messages.buttonUrl]]],
      [
        "a link of 301 characters",
        { primaryButtonUrl: `https://${"u".repeat(293)}` },
        [["primaryButtonUrl", messages.buttonUrl]]
      ],
      [
        "an enabled button without text",
        { primaryButtonText: " ", primaryButtonUrl: "/" },
        [["primaryButtonText", messages.buttonText]]
      ],
      [
        "an enabled button without text or link",
        { isSecondaryButtonEnabled: true },
        [
          ["secondaryButtonText", messages.buttonText],
          ["secondaryButtonUrl", messages.buttonUrl]
        ]
      ],
      ["no heading at all", { heading: undefined }, [["heading", messages.required]]],
      [
        "two fields wrong",
        { heading: "", text: "t".repeat(201) },
        [
          ["heading", messages.heading],
          ["text", messages.text]
        ]
      ]
    ]
    const kept = (await (await add({ ...valid, heading: "Kept as it was" })).json()).data as Slide
    const slidesBefore = await adminSlides()
    const publicBefore = await publicSlides()
    const countsBefore = await counts()
    for (const [name, patch, errors] of cases) {
      const body = { ...valid, ...patch }
      const expected = {
        _tag: "ValidationError",
        success: false,
        message: errors[0]![1],
        errors: errors.map(([path, message]) => ({ path, message }))
      }
      for (const response of [await add(body), await edit(kept.id, body)]) {
        expect(response.status, name).toBe(400)
        expect(await response.json(), name).toEqual(expected)
      }
    }
    expect(await adminSlides()).toEqual(slidesBefore)
    expect(await publicSlides()).toEqual(publicBefore)
    expect(await counts()).toEqual(countsBefore)
  })

  it("uploads a PNG and an SVG (up to exactly 2 MB), served publicly with their type and the sandbox, audited", async () => {
    const before = await counts()
    for (const [bytes, name, type] of [
      [png, "slide.png", "image/png"],
      // Declared as something else: the bytes decide.
      [svg, "slide.txt", "image/svg+xml"],
      [pngOfSize(twoMegabytes), "big.png", "image/png"]
    ] as const) {
      const response = await upload(imageForm(bytes, name, name.endsWith(".txt") ? "text/plain" : type))
      expect(response.status, name).toBe(200)
      const body = await response.json()
      expect(body).toEqual({ success: true, data: { imageUrl: expect.any(String) } })
      const imageUrl = body.data.imageUrl as string
      expect(imageUrl).toMatch(/^\/api\/carousel\/images\/[\w-]{22}$/u)
      const served = await fetch(`${server.url}${imageUrl}`)
      expect(served.status, name).toBe(200)
      expect(served.headers.get("content-type")).toBe(type)
      expect(served.headers.get("content-security-policy")).toBe(sandbox)
      expect(served.headers.get("x-content-type-options")).toBe("nosniff")
      expect(served.headers.get("cross-origin-resource-policy")).toBe("same-origin")
      expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable")
      expect(Buffer.from(await served.arrayBuffer()).equals(bytes), name).toBe(true)
      const id = imageUrl.split("/").at(-1)!
      expect(await auditOf(`image:${id}`)).toEqual([
        { action: "Upload slide image", staff: "admin", client: "127.0.0.1", from_value: null, to_value: null }
      ])
      // Its address is one a slide takes.
      const slide = await add({ ...valid, heading: `With ${name}`, imageUrl })
      expect(slide.status).toBe(200)
      expect((await publicSlides()).find((s) => s.heading === `With ${name}`)?.imageUrl).toBe(imageUrl)
    }
    const after = await counts()
    expect(after.images).toBe(before.images + 3)
    expect(after.slides).toBe(before.slides + 3)
    // 3 uploads and 3 slides added.
    expect(after.audit).toBe(before.audit + 6)

    // At the form's limits: 4 parts, a field of 1,024 characters.
    const atLimits = await upload(
      withParts([
        ["a", "x".repeat(1024)],
        ["b", ""],
        ["c", ""]
      ])
    )
    expect(atLimits.status).toBe(200)
    expect((await counts()).images).toBe(before.images + 4)

    for (const unknown of ["AAAAAAAAAAAAAAAAAAAAAA", "x".repeat(41), "a.b"]) {
      const missing = await fetch(`${server.url}/api/carousel/images/${unknown}`)
      expect(missing.status, unknown).toBe(404)
      expect(await missing.json()).toEqual({ success: false, message: "Not Found" })
    }
  })

  it("refuses an image too large, of another type, empty or missing with the message, storing nothing", async () => {
    const refusal = {
      _tag: "ValidationError",
      success: false,
      message: messages.picture,
      errors: [{ path: "image", message: messages.picture }]
    }
    const withField = new FormData()
    withField.append("title", "no image here")
    const cases: Array<[string, FormData]> = [
      ["2 MB and one byte", imageForm(pngOfSize(twoMegabytes + 1), "big.png", "image/png")],
      ["HTML named .png", imageForm(Buffer.from("<html>not an image</html>"), "x.png", "image/png")],
      ["plain text", imageForm(Buffer.from("just words"), "x.txt", "text/plain")],
      [
        "SVG with an entity",
        imageForm(
          Buffer.from('<!DOCTYPE svg [<!ENTITY a "aaaa">]><svg xmlns="http://www.w3.org/2000/svg">&a;</svg>'),
          "x.svg",
          "image/svg+xml"
        )
      ],
      [
        "a broken SVG",
        imageForm(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><g></svg>'), "x.svg", "image/svg+xml")
      ],
      ["an empty file", imageForm(new Uint8Array(0), "empty.png", "image/png")],
      ["the picture under another name", imageForm(png, "slide.png", "image/png", "picture")],
      ["a form without a file", withField],
      ["an empty form", new FormData()],
      ["more than 4 parts", withParts(Array.from({ length: 4 }, (_, i) => [`f${i}`, "x"]))],
      ["a field over 1,024 characters", withParts([["note", "x".repeat(1025)]])]
    ]
    const before = await counts()
    for (const [name, form] of cases) {
      const response = await upload(form)
      expect(response.status, name).toBe(400)
      expect(await response.json(), name).toEqual(refusal)
    }
    // Not a form at all: refused before the handler.
    const json = await fetch(`${server.url}/api/admin/carousel/images`, {
      method: "POST",
      headers: { cookie: `loans_admin=${cookie}`, ...same, "content-type": "application/json" },
      body: JSON.stringify({ image: png.toString("base64") })
    })
    expect(json.status).toBe(415)
    // Beyond the 3 MB a multipart body may have, the body is not even read.
    const huge = await upload(imageForm(pngOfSize(3 * 1024 * 1024 + 1), "huge.png", "image/png"))
    expect(huge.status).toBe(413)
    expect(await huge.json()).toEqual({
      _tag: "PayloadTooLarge",
      success: false,
      message: "The request body is too large."
    })
    expect(await counts()).toEqual(before)
  })

  it("refuses changes that do not come from the back office itself (403), writing nothing", async () => {
    const [first] = await adminSlides()
    const before = await counts()
    const others = [{}, { ...same, origin: "https://evil.example" }, { ...same, "sec-fetch-site": "cross-site" }]
    for (const headers of others) {
      const responses = [
        await fetch(`${server.url}/api/admin/carousel`, {
          method: "POST",
          headers: { cookie: `loans_admin=${cookie}`, "content-type": "application/json", ...headers },
          body: JSON.stringify(valid)
        }),
        await fetch(`${server.url}/api/admin/carousel/${first!.id}/move`, {
          method: "POST",
          headers: { cookie: `loans_admin=${cookie}`, "content-type": "application/json", ...headers },
          body: JSON.stringify({ direction: "later" })
        }),
        await upload(imageForm(png, "slide.png", "image/png"), headers)
      ]
      for (const response of responses) {
        expect(response.status).toBe(403)
        expect(await response.json()).toEqual({ _tag: "CrossSiteRefused", success: false, message: messages.crossSite })
      }
    }
    expect(await counts()).toEqual(before)
    expect((await adminSlides())[0]).toEqual(first)
  })

  describe("moves and additions at the ends and under bursts, and the upload's parts", () => {
    /** Back to the nine seeded slides in their order, numbered 0 to 8 (the tests above added theirs). */
    const backToSeeded = async () => {
      await sql((s) => s`DELETE FROM carousel_slides WHERE id NOT IN ${s.in(seededIds)} RETURNING id`)
      for (const [position, id] of seededIds.entries()) {
        await sql((s) => s`UPDATE carousel_slides SET position = ${position} WHERE id = ${id} RETURNING id`)
      }
    }
    const storedPositions = () =>
      sql<{ id: string; position: number }>((s) => s`SELECT id, position FROM carousel_slides ORDER BY position, id`)

    it("moves the last slide later: it stays last, numbered 9 of 0 to 9, in the answer, the list and the table", async () => {
      await backToSeeded()
      const tenth = (await (await add({ ...valid, heading: "Tenth" })).json()).data as Slide
      expect(tenth.position).toBe(9)
      const ids = [...seededIds, tenth.id]

      const stay = await move(tenth.id, "later")
      expect(stay.status).toBe(200)
      const answered = (await stay.json()).data as Array<Slide>
      expect(answered.map((s) => [s.id, s.position])).toEqual([
        ["personal", 0],
        ["business", 1],
        ["professional", 2],
        ["home", 3],
        ["auto", 4],
        ["property", 5],
        ["commercial-vehicle", 6],
        ["working-capital", 7],
        ["refer-and-earn", 8],
        [tenth.id, 9]
      ])
      expect((await adminSlides()).map((s) => [s.id, s.position])).toEqual(answered.map((s) => [s.id, s.position]))
      expect(await storedPositions()).toEqual(ids.map((id, position) => ({ id, position })))

      // The ninth later: it becomes the last (9), the tenth takes 8; later again, it stays 9.
      for (let i = 0; i < 2; i++) {
        const response = await move("refer-and-earn", "later")
        expect(response.status).toBe(200)
        expect(((await response.json()).data as Array<Slide>).slice(-2).map((s) => [s.id, s.position])).toEqual([
          [tenth.id, 8],
          ["refer-and-earn", 9]
        ])
      }
      expect((await storedPositions()).slice(-2)).toEqual([
        { id: tenth.id, position: 8 },
        { id: "refer-and-earn", position: 9 }
      ])
      expect((await publicSlides()).slice(-2).map((s) => s.heading)).toEqual([
        "Tenth",
        "Start Earning in Just Few Clicks"
      ])
    })

    it("takes 16 moves of one slide sent at once, each after the other: 16 places later, 0 to 19 without a gap, no 500", async () => {
      await backToSeeded()
      // Twenty slides: the nine seeded, then Burst 1 to Burst 11.
      const added: Array<Slide> = []
      for (let i = 1; i <= 11; i++) added.push((await (await add({ ...valid, heading: `Burst ${i}` })).json()).data)
      expect(added.map((s) => s.position)).toEqual([9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19])
      const labelOf = new Map([
        ...seededIds.map((id) => [id, id] as const),
        ...added.map((s) => [s.id, s.heading] as const)
      ])
      const labels = (rows: ReadonlyArray<{ id: string }>) => rows.map((r) => labelOf.get(r.id) ?? r.id)

      // Each move locks the slides, reads their order and writes it back. Unlocked, two moves read the same order and
      // one is lost; locked in an order that a move changes, two can deadlock (a 500). On the embedded database the
      // requests run one at a time anyway: this tells something on PostgreSQL only.
      const responses = await Promise.all(Array.from({ length: 16 }, () => move("personal", "later")))
      expect(responses.map((r) => r.status)).toEqual(Array.from({ length: 16 }, () => 200))

      const stored = await storedPositions()
      expect(stored.map((r) => r.position)).toEqual([
        0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19
      ])
      // "personal" from 0 to 16; the sixteen after it each one place earlier; the last three untouched.
      expect(labels(stored)).toEqual([
        "business",
        "professional",
        "home",
        "auto",
        "property",
        "commercial-vehicle",
        "working-capital",
        "refer-and-earn",
        "Burst 1",
        "Burst 2",
        "Burst 3",
        "Burst 4",
        "Burst 5",
        "Burst 6",
        "Burst 7",
        "Burst 8",
        "personal",
        "Burst 9",
        "Burst 10",
        "Burst 11"
      ])
      expect(labels(await adminSlides())).toEqual(labels(stored))
      expect((await auditOf("slide:personal")).filter((a) => a.action === "Move slide later")).toHaveLength(16)
    })

    it("takes 12 slides added at once: each its own place, 9 to 20 after the nine seeded, none lost", async () => {
      await backToSeeded()
      // Each add reads the last place and writes the next one. Without a lock two adds read the same last place and
      // share the next; on the embedded database the requests run one at a time: this tells something on PostgreSQL.
      const responses = await Promise.all(
        Array.from({ length: 12 }, (_, i) => add({ ...valid, heading: `Together ${i + 1}` }))
      )
      expect(responses.map((r) => r.status)).toEqual(Array.from({ length: 12 }, () => 200))
      const answered = await Promise.all(responses.map(async (r) => (await r.json()).data.position as number))
      expect([...answered].sort((a, b) => a - b)).toEqual([9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20])
      const stored = await storedPositions()
      expect(stored.map((r) => r.position)).toEqual([
        0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20
      ])
      expect((await adminSlides()).map((s) => s.heading).filter((h) => h.startsWith("Together"))).toHaveLength(12)
    })

    it("takes the first part named image: a file part of another name before or after it, or a second image, is left unread", async () => {
      const form = (...parts: Array<[key: string, bytes: Uint8Array, name: string, type: string]>) => {
        const data = new FormData()
        for (const [key, bytes, name, type] of parts)
          data.append(key, new Blob([new Uint8Array(bytes)], { type }), name)
        return data
      }
      const storedOf = async (data: FormData) => {
        const response = await upload(data)
        expect(response.status).toBe(200)
        const served = await fetch(`${server.url}${(await response.json()).data.imageUrl}`)
        return { type: served.headers.get("content-type"), bytes: Buffer.from(await served.arrayBuffer()) }
      }
      const junk = Buffer.from("<html>not an image</html>")

      // Another name first (an SVG under "picture"), then the image: the PNG is stored.
      const after = await storedOf(
        form(["picture", svg, "a.svg", "image/svg+xml"], ["image", png, "b.png", "image/png"])
      )
      expect(after.type).toBe("image/png")
      expect(after.bytes.equals(png)).toBe(true)
      // The image first, then a part of another name that is no image: the PNG is stored, the other part not read.
      const before = await storedOf(form(["image", png, "a.png", "image/png"], ["notes", junk, "b.html", "text/html"]))
      expect(before.type).toBe("image/png")
      expect(before.bytes.equals(png)).toBe(true)
      // Two images: the first is stored.
      const two = await storedOf(form(["image", svg, "a.svg", "image/svg+xml"], ["image", png, "b.png", "image/png"]))
      expect(two.type).toBe("image/svg+xml")
      expect(two.bytes.equals(svg)).toBe(true)
    })
  })
})
