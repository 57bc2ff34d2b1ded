/**
 * What the back office reads and changes: enquiries (search, filters, paging, detail with referrer, history and
 * audit; lifecycle moves), and reward withdrawals (listed, marked paid through the Rewards repository).
 *
 * A move is checked against machines/application-lifecycle.machine.ts, then made in one transaction that sets the
 * status only if it is still the one the move starts from, and writes the audit log. The status history and a
 * referrer's reward (on Disbursed) come from the database triggers of migrations 0001 and 0032.
 */
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import type {
  AdminSlide,
  AuditEntry,
  ContactMessageRow,
  CreditEnquiryRow,
  EnquiryDetail,
  EnquiryPage,
  EnquiryRow,
  PendingTestimonial,
  SlideInput,
  Withdrawal
} from "../../domain/admin-api.ts"
import type { ApplicationStatus } from "../../domain/application-status.ts"
import type { ImageType } from "../../domain/testimonials.ts"
import { normalizeTrackingId } from "../../domain/tracking-id.ts"
import { allowedMoves, nextStatus } from "../../machines/application-lifecycle.machine.ts"
import { Rewards } from "../repos/rewards.ts"
import { type Picture, Testimonials } from "../repos/testimonials.ts"

export const pageSize = 20

const iso = (value: unknown): string => (value instanceof Date ? value : new Date(String(value))).toISOString()
const isoOrNull = (value: unknown): string | null => (value === null || value === undefined ? null : iso(value))

export interface EnquiryFilter {
  readonly q?: string | undefined
  readonly status?: ApplicationStatus | undefined
  readonly loanType?: string | undefined
  readonly applicationType?: "Self" | "Referral" | undefined
  readonly page?: number | undefined
}

export type MoveResult =
  | { readonly _tag: "Moved"; readonly detail: EnquiryDetail }
  | { readonly _tag: "NotFound" }
  | {
      readonly _tag: "Refused"
      readonly status: ApplicationStatus
      readonly message: string
      readonly allowed: ReadonlyArray<string>
    }

export interface Inbox<A> {
  readonly items: ReadonlyArray<A>
  readonly total: number
  readonly page: number
  readonly pageSize: number
}

export type PayResult =
  | { readonly _tag: "Paid"; readonly withdrawal: Withdrawal }
  | { readonly _tag: "NotFound" }
  | { readonly _tag: "AlreadyPaid" }

interface Row {
  tracking_id: string
  first_name: string
  last_name: string
  phone: string
  loan_type: string
  application_type: string
  status: string
  location: string
  created_at: unknown
  updated_at: unknown
}

const toRow = (r: Row): EnquiryRow => ({
  trackingId: r.tracking_id,
  name: `${r.first_name} ${r.last_name}`.trim(),
  phone: r.phone,
  loanType: r.loan_type,
  applicationType: r.application_type,
  status: r.status as ApplicationStatus,
  location: r.location,
  createdAt: iso(r.created_at),
  updatedAt: iso(r.updated_at)
})

/** LIKE wildcards in what staff type are matched literally. */
const likeEscape = (text: string) => text.replace(/[\\%_]/gu, (c) => `\\${c}`)

export class BackOffice extends Context.Service<
  BackOffice,
  {
    enquiries(filter: EnquiryFilter): Effect.Effect<EnquiryPage>
    /** Every enquiry matching the filter (CSV export), newest first. */
    allEnquiries(
      filter: EnquiryFilter
    ): Effect.Effect<
      ReadonlyArray<EnquiryRow & { email: string | null; referrerName: string | null; referrerPhone: string | null }>
    >
    enquiry(trackingId: string): Effect.Effect<EnquiryDetail | undefined>
    move(
      trackingId: string,
      event: string,
      note: string | undefined,
      staffId: string,
      client: string | null
    ): Effect.Effect<MoveResult>
    withdrawals(): Effect.Effect<ReadonlyArray<Withdrawal>>
    payWithdrawal(id: string, staffId: string, client: string | null): Effect.Effect<PayResult>
    pendingTestimonials(): Effect.Effect<ReadonlyArray<PendingTestimonial>>
    /** The picture of a testimonial still waiting for moderation. */
    pendingPicture(id: string): Effect.Effect<Picture | undefined>
    /** Approves (publishes) or rejects a waiting testimonial; false when none waits with that id. */
    moderate(id: string, decision: "approve" | "reject", staffId: string, client: string | null): Effect.Effect<boolean>
    contactMessages(page: number): Effect.Effect<Inbox<ContactMessageRow>>
    /** Credit-score enquiries with the PAN masked only (the encrypted PAN is never read here). */
    creditEnquiries(page: number): Effect.Effect<Inbox<CreditEnquiryRow>>
    slides(): Effect.Effect<ReadonlyArray<AdminSlide>>
    addSlide(input: SlideInput, staffId: string, client: string | null): Effect.Effect<AdminSlide>
    editSlide(
      id: string,
      input: SlideInput,
      staffId: string,
      client: string | null
    ): Effect.Effect<AdminSlide | undefined>
    moveSlide(
      id: string,
      direction: "earlier" | "later",
      staffId: string,
      client: string | null
    ): Effect.Effect<ReadonlyArray<AdminSlide> | undefined>
    /** Stores a checked image; its public address. */
    storeImage(picture: Picture, staffId: string, client: string | null): Effect.Effect<string>
    image(id: string): Effect.Effect<Picture | undefined>
  }
>()("server/admin/BackOffice") {
  static readonly layer = Layer.effect(
    BackOffice,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const rewards = yield* Rewards
      const testimonials = yield* Testimonials
      const numericId = /^[1-9]\d{0,17}$/u

      const where = (f: EnquiryFilter) => {
        const parts = []
        const q = f.q?.trim() ?? ""
        if (q !== "") {
          const id = normalizeTrackingId(q)
          const digits = q.replace(/\D/gu, "")
          const like = `%${likeEscape(q.toLowerCase())}%`
          parts.push(
            sql.or([
              ...(id !== undefined ? [sql`tracking_id = ${id}`] : []),
              sql`lower(first_name || ' ' || last_name) LIKE ${like}`,
              ...(digits.length >= 4 ? [sql`phone LIKE ${`%${digits}%`}`] : [])
            ])
          )
        }
        if (f.status !== undefined) parts.push(sql`status = ${f.status}`)
        if (f.loanType !== undefined && f.loanType !== "") parts.push(sql`loan_type = ${f.loanType}`)
        if (f.applicationType !== undefined) parts.push(sql`application_type = ${f.applicationType}`)
        return parts.length === 0 ? sql`` : sql`WHERE ${sql.and(parts)}`
      }

      const enquiries = Effect.fn("BackOffice.enquiries")(function* (f: EnquiryFilter) {
        const page = f.page ?? 1
        const filter = where(f)
        const [count] = yield* sql<{ n: number }>`SELECT count(*)::int AS n FROM loan_enquiries ${filter}`
        const rows = yield* sql<Row>`
          SELECT tracking_id, first_name, last_name, phone, loan_type, application_type, status, location, created_at, updated_at
          FROM loan_enquiries ${filter}
          ORDER BY created_at DESC, id DESC
          LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}
        `
        return { items: rows.map(toRow), total: count?.n ?? 0, page, pageSize } satisfies EnquiryPage
      }, Effect.orDie)

      const allEnquiries = Effect.fn("BackOffice.allEnquiries")(function* (f: EnquiryFilter) {
        const rows = yield* sql<
          Row & { email: string | null; referral_name: string | null; referral_phone: string | null }
        >`
          SELECT tracking_id, first_name, last_name, phone, email, loan_type, application_type, status, location,
            referral_name, referral_phone, created_at, updated_at
          FROM loan_enquiries ${where(f)}
          ORDER BY created_at DESC, id DESC
        `
        return rows.map((r) => ({
          ...toRow(r),
          email: r.email,
          referrerName: r.referral_name,
          referrerPhone: r.referral_phone
        }))
      }, Effect.orDie)

      const enquiry = Effect.fn("BackOffice.enquiry")(function* (input: string) {
        const trackingId = normalizeTrackingId(input)
        if (trackingId === undefined) return undefined
        const [r] = yield* sql<
          Row & {
            id: string
            email: string | null
            referral_name: string | null
            referral_phone: string | null
            referral_email: string | null
            referral_location: string | null
          }
        >`SELECT id::text AS id, * FROM loan_enquiries WHERE tracking_id = ${trackingId}`
        if (r === undefined) return undefined
        const history = yield* sql<{ status: string; changed_at: unknown }>`
          SELECT status, changed_at FROM loan_enquiry_status_history WHERE enquiry_id = ${r.id} ORDER BY changed_at, id
        `
        const audit = yield* sql<{
          at: unknown
          who: string | null
          action: string
          from_value: string | null
          to_value: string | null
          note: string | null
        }>`
          SELECT a.at, s.display_name AS who, a.action, a.from_value, a.to_value, a.note
          FROM admin_audit_log a LEFT JOIN admin_staff s ON s.id = a.staff_id
          WHERE a.subject = ${`enquiry:${trackingId}`} ORDER BY a.at, a.id
        `
        return {
          ...toRow(r),
          email: r.email || null,
          referrer:
            r.application_type === "Referral" && r.referral_phone !== null
              ? {
                  name: r.referral_name ?? "",
                  phone: r.referral_phone,
                  email: r.referral_email || null,
                  location: r.referral_location || null
                }
              : null,
          history: history.map((h) => ({ status: h.status, at: iso(h.changed_at) })),
          audit: audit.map(
            (a): AuditEntry => ({
              at: iso(a.at),
              who: a.who ?? "unknown",
              action: a.action,
              from: a.from_value,
              to: a.to_value,
              note: a.note
            })
          )
        } satisfies EnquiryDetail
      }, Effect.orDie)

      const move = Effect.fn("BackOffice.move")(function* (
        input: string,
        event: string,
        note: string | undefined,
        staffId: string,
        client: string | null
      ) {
        const trackingId = normalizeTrackingId(input)
        if (trackingId === undefined) return { _tag: "NotFound" } satisfies MoveResult
        const trimmed = note?.trim() || null
        const outcome = yield* sql.withTransaction(
          Effect.gen(function* () {
            const [current] = yield* sql<{ status: string }>`
            SELECT status FROM loan_enquiries WHERE tracking_id = ${trackingId} FOR UPDATE
          `
            if (current === undefined) return { _tag: "NotFound" } as const
            const from = current.status as ApplicationStatus
            const to = nextStatus(from, event)
            if (to === undefined) {
              const allowed = allowedMoves(from).map((m) => m.event)
              return {
                _tag: "Refused",
                status: from,
                allowed,
                message:
                  allowed.length === 0
                    ? `This enquiry is ${from}: no further moves are allowed.`
                    : `'${event}' is not allowed from ${from}. Allowed: ${allowed.join(", ")}.`
              } as const
            }
            yield* sql`
            UPDATE loan_enquiries SET status = ${to}, updated_at = now() WHERE tracking_id = ${trackingId} AND status = ${from}
          `
            yield* sql`
            INSERT INTO admin_audit_log (staff_id, action, subject, from_value, to_value, note, client)
            VALUES (${staffId}, ${event}, ${`enquiry:${trackingId}`}, ${from}, ${to}, ${trimmed}, ${client})
          `
            return { _tag: "Moved" } as const
          })
        )
        if (outcome._tag !== "Moved") return outcome satisfies MoveResult
        const detail = yield* enquiry(trackingId)
        return { _tag: "Moved", detail: detail! } satisfies MoveResult
      }, Effect.orDie)

      const withdrawalRows = (id?: string) =>
        sql<{
          id: string
          referrer_phone: string
          referrer_name: string | null
          points: number
          item_count: number
          requested_at: unknown
          paid_at: unknown
        }>`
          SELECT w.id, w.referrer_phone, w.points, w.item_count, w.requested_at, w.paid_at,
            (SELECT e.referral_name FROM loan_enquiries e WHERE e.referral_phone = w.referrer_phone AND e.referral_name IS NOT NULL
             ORDER BY e.id DESC LIMIT 1) AS referrer_name
          FROM reward_withdrawals w
          ${id === undefined ? sql`` : sql`WHERE w.id = ${id}`}
          ORDER BY (w.paid_at IS NULL) DESC, w.requested_at DESC, w.id
        `.pipe(
          Effect.map((rows) =>
            rows.map(
              (w): Withdrawal => ({
                id: w.id,
                referrerPhone: w.referrer_phone,
                referrerName: w.referrer_name,
                points: Number(w.points),
                itemCount: Number(w.item_count),
                requestedAt: iso(w.requested_at),
                paidAt: isoOrNull(w.paid_at)
              })
            )
          ),
          Effect.orDie
        )

      const payWithdrawal = Effect.fn("BackOffice.payWithdrawal")(function* (
        id: string,
        staffId: string,
        client: string | null
      ) {
        const [before] = yield* withdrawalRows(id)
        if (before === undefined) return { _tag: "NotFound" } satisfies PayResult
        if (before.paidAt !== null) return { _tag: "AlreadyPaid" } satisfies PayResult
        const paid = yield* rewards.markWithdrawalPaid(id)
        if (!paid) return { _tag: "AlreadyPaid" } satisfies PayResult
        yield* sql`
          INSERT INTO admin_audit_log (staff_id, action, subject, from_value, to_value, client)
          VALUES (${staffId}, 'Mark paid', ${`withdrawal:${id}`}, 'requested', 'paid', ${client})
        `.pipe(Effect.orDie)
        const [after] = yield* withdrawalRows(id)
        return { _tag: "Paid", withdrawal: after! } satisfies PayResult
      })

      const pendingTestimonials = Effect.fn("BackOffice.pendingTestimonials")(function* () {
        const rows = yield* sql<{
          id: string
          user_name: string
          email: string | null
          product_type: string
          content: string
          rating: number
          created_at: unknown
          has_picture: boolean
        }>`
          SELECT t.id::text AS id, t.user_name, t.email, t.product_type, t.content, t.rating, t.created_at,
            (p.testimonial_id IS NOT NULL) AS has_picture
          FROM testimonials t LEFT JOIN testimonial_pictures p ON p.testimonial_id = t.id
          WHERE NOT t.approved AND t.rejected_at IS NULL
          ORDER BY t.created_at, t.id
        `
        return rows.map(
          (r): PendingTestimonial => ({
            id: r.id,
            name: r.user_name,
            email: r.email || null,
            loanType: r.product_type,
            content: r.content,
            rating: Number(r.rating),
            submittedAt: iso(r.created_at),
            pictureUrl: r.has_picture ? `/api/admin/testimonials/${r.id}/picture` : null
          })
        )
      }, Effect.orDie)

      const pendingPicture = Effect.fn("BackOffice.pendingPicture")(function* (id: string) {
        if (!numericId.test(id)) return undefined
        const [row] = yield* sql<{ content_type: string; bytes: unknown }>`
          SELECT p.content_type, p.bytes FROM testimonial_pictures p JOIN testimonials t ON t.id = p.testimonial_id
          WHERE t.id = ${id}::bigint AND NOT t.approved AND t.rejected_at IS NULL
        `
        if (row === undefined) return undefined
        const bytes = row.bytes instanceof Uint8Array ? row.bytes : Buffer.from(row.bytes as ArrayBuffer)
        return { contentType: row.content_type as ImageType, bytes } satisfies Picture
      }, Effect.orDie)

      const moderate = Effect.fn("BackOffice.moderate")(function* (
        id: string,
        decision: "approve" | "reject",
        staffId: string,
        client: string | null
      ) {
        if (!numericId.test(id)) return false
        const [waiting] = yield* sql<{ id: string }>`
          SELECT id::text AS id FROM testimonials WHERE id = ${id}::bigint AND NOT approved AND rejected_at IS NULL
        `.pipe(Effect.orDie)
        if (waiting === undefined) return false
        if (decision === "approve") {
          // Published through the testimonials repository, the one place that does it.
          const done = yield* testimonials.approve(id).pipe(
            Effect.as(true),
            Effect.catchTag("TestimonialNotFound", () => Effect.succeed(false))
          )
          if (!done) return false
        } else {
          const rows = yield* sql`
            UPDATE testimonials SET rejected_at = now() WHERE id = ${id}::bigint AND NOT approved AND rejected_at IS NULL RETURNING id
          `.pipe(Effect.orDie)
          if (rows.length === 0) return false
        }
        yield* sql`
          INSERT INTO admin_audit_log (staff_id, action, subject, from_value, to_value, client)
          VALUES (${staffId}, ${decision === "approve" ? "Approve" : "Reject"}, ${`testimonial:${id}`}, 'pending',
            ${decision === "approve" ? "approved" : "rejected"}, ${client})
        `.pipe(Effect.orDie)
        return true
      })

      const contactMessages = Effect.fn("BackOffice.contactMessages")(function* (page: number) {
        const [count] = yield* sql<{ n: number }>`SELECT count(*)::int AS n FROM contact_messages`
        const rows = yield* sql<{
          id: string
          name: string
          email: string
          phone: string
          message: string
          created_at: unknown
        }>`
          SELECT id::text AS id, name, email, phone, message, created_at FROM contact_messages
          ORDER BY created_at DESC, id DESC LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}
        `
        return {
          items: rows.map(
            (r): ContactMessageRow => ({
              id: r.id,
              name: r.name,
              email: r.email,
              phone: r.phone,
              message: r.message,
              receivedAt: iso(r.created_at)
            })
          ),
          total: count?.n ?? 0,
          page,
          pageSize
        }
      }, Effect.orDie)

      const creditEnquiries = Effect.fn("BackOffice.creditEnquiries")(function* (page: number) {
        const [count] = yield* sql<{ n: number }>`SELECT count(*)::int AS n FROM credit_enquiries`
        const rows = yield* sql<{
          id: string
          first_name: string
          last_name: string
          gender: string
          email: string
          phone: string
          pan_masked: string
          city: string
          state: string
          pincode: string
          created_at: unknown
        }>`
          SELECT id::text AS id, first_name, last_name, gender, email, phone, pan_masked, city, state, pincode, created_at
          FROM credit_enquiries ORDER BY created_at DESC, id DESC LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}
        `
        return {
          items: rows.map(
            (r): CreditEnquiryRow => ({
              id: r.id,
              name: `${r.first_name} ${r.last_name}`.trim(),
              gender: r.gender,
              email: r.email,
              phone: r.phone,
              panMasked: r.pan_masked,
              city: r.city,
              state: r.state,
              pincode: r.pincode,
              receivedAt: iso(r.created_at)
            })
          ),
          total: count?.n ?? 0,
          page,
          pageSize
        }
      }, Effect.orDie)

      interface SlideRow {
        id: string
        position: number
        image_url: string
        heading: string
        text: string
        is_primary_button_enabled: boolean
        primary_button_url: string
        primary_button_text: string
        is_secondary_button_enabled: boolean
        secondary_button_url: string
        secondary_button_text: string
        is_active: boolean
      }
      const toSlide = (r: SlideRow): AdminSlide => ({
        id: r.id,
        position: Number(r.position),
        heading: r.heading,
        text: r.text,
        imageUrl: r.image_url,
        isPrimaryButtonEnabled: r.is_primary_button_enabled,
        primaryButtonText: r.primary_button_text,
        primaryButtonUrl: r.primary_button_url,
        isSecondaryButtonEnabled: r.is_secondary_button_enabled,
        secondaryButtonText: r.secondary_button_text,
        secondaryButtonUrl: r.secondary_button_url,
        isActive: r.is_active
      })
      const slideColumns = (i: SlideInput) => ({
        heading: i.heading.trim(),
        text: i.text.trim(),
        image_url: i.imageUrl,
        is_primary_button_enabled: i.isPrimaryButtonEnabled,
        primary_button_text: i.primaryButtonText.trim(),
        primary_button_url: i.primaryButtonUrl,
        is_secondary_button_enabled: i.isSecondaryButtonEnabled,
        secondary_button_text: i.secondaryButtonText.trim(),
        secondary_button_url: i.secondaryButtonUrl,
        is_active: i.isActive
      })
      const slides = () =>
        sql<SlideRow>`SELECT * FROM carousel_slides ORDER BY position, id`.pipe(
          Effect.map((rows) => rows.map(toSlide)),
          Effect.orDie
        )
      const auditSlide = (
        staffId: string,
        action: string,
        id: string,
        client: string | null,
        from: string | null = null,
        to: string | null = null
      ) =>
        sql`INSERT INTO admin_audit_log (staff_id, action, subject, from_value, to_value, client) VALUES (${staffId}, ${action}, ${`slide:${id}`}, ${from}, ${to}, ${client})`.pipe(
          Effect.orDie
        )

      const addSlide = Effect.fn("BackOffice.addSlide")(function* (
        input: SlideInput,
        staffId: string,
        client: string | null
      ) {
        const id = crypto.randomUUID()
        const [last] = yield* sql<{
          n: number
        }>`SELECT coalesce(max(position), -1)::int AS n FROM carousel_slides`.pipe(Effect.orDie)
        const [row] = yield* sql<SlideRow>`
          INSERT INTO carousel_slides ${sql.insert({ id, ...slideColumns(input), position: Number(last?.n ?? -1) + 1 })} RETURNING *
        `.pipe(Effect.orDie)
        yield* auditSlide(staffId, "Add slide", id, client)
        return toSlide(row!)
      })

      const editSlide = Effect.fn("BackOffice.editSlide")(function* (
        id: string,
        input: SlideInput,
        staffId: string,
        client: string | null
      ) {
        const [row] =
          yield* sql<SlideRow>`UPDATE carousel_slides SET ${sql.update(slideColumns(input))} WHERE id = ${id} RETURNING *`.pipe(
            Effect.orDie
          )
        if (row === undefined) return undefined
        yield* auditSlide(staffId, "Edit slide", id, client)
        return toSlide(row)
      })

      const moveSlide = Effect.fn("BackOffice.moveSlide")(function* (
        id: string,
        direction: "earlier" | "later",
        staffId: string,
        client: string | null
      ) {
        const moved = yield* sql
          .withTransaction(
            Effect.gen(function* () {
              yield* sql`SELECT id FROM carousel_slides ORDER BY position, id FOR UPDATE`
              const all = yield* sql<{ id: string }>`SELECT id FROM carousel_slides ORDER BY position, id`
              const index = all.findIndex((r) => r.id === id)
              if (index === -1) return false
              const other = direction === "earlier" ? index - 1 : index + 1
              const order = all.map((r) => r.id)
              if (other >= 0 && other < order.length) [order[index], order[other]] = [order[other]!, order[index]!]
              for (const [position, slideId] of order.entries()) {
                yield* sql`UPDATE carousel_slides SET position = ${position} WHERE id = ${slideId}`
              }
              return true
            })
          )
          .pipe(Effect.orDie)
        if (!moved) return undefined
        yield* auditSlide(staffId, direction === "earlier" ? "Move slide earlier" : "Move slide later", id, client)
        return yield* slides()
      })

      const storeImage = Effect.fn("BackOffice.storeImage")(function* (
        picture: Picture,
        staffId: string,
        client: string | null
      ) {
        const id = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64url")
        yield* sql`INSERT INTO carousel_images (id, content_type, bytes) VALUES (${id}, ${picture.contentType}, ${picture.bytes})`.pipe(
          Effect.orDie
        )
        yield* sql`INSERT INTO admin_audit_log (staff_id, action, subject, client) VALUES (${staffId}, 'Upload slide image', ${`image:${id}`}, ${client})`.pipe(
          Effect.orDie
        )
        return `/api/carousel/images/${id}`
      })

      const image = Effect.fn("BackOffice.image")(function* (id: string) {
        if (!/^[\w-]{1,40}$/u.test(id)) return undefined
        const [row] = yield* sql<{
          content_type: string
          bytes: unknown
        }>`SELECT content_type, bytes FROM carousel_images WHERE id = ${id}`.pipe(Effect.orDie)
        if (row === undefined) return undefined
        const bytes = row.bytes instanceof Uint8Array ? row.bytes : Buffer.from(row.bytes as ArrayBuffer)
        return { contentType: row.content_type as ImageType, bytes } satisfies Picture
      })

      return BackOffice.of({
        slides,
        addSlide,
        editSlide,
        moveSlide,
        storeImage,
        image,
        contactMessages,
        creditEnquiries,
        enquiries,
        allEnquiries,
        enquiry,
        move,
        withdrawals: () => withdrawalRows(),
        payWithdrawal,
        pendingTestimonials,
        pendingPicture,
        moderate
      })
    })
  )
}
