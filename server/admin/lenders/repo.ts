/**
 * The lender catalogue as staff edit it: the newest version, the history of versions with what each changed, and a
 * lender's edit saved as the next version. Versions are never changed once written (server/offers/repo.ts reads
 * them); a save inserts version n + 1 only if no one has: the version is the table's key, so of two saves from the
 * same version exactly one is written and the other is told the catalogue changed. Every save is audited.
 */
import { Context, Effect, Layer, Option, Schema, type SchemaIssue } from "effect"
import { SqlClient } from "effect/sql"
import type { CatalogueVersion, CurrentStaff, SavedVersion } from "../../../domain/admin-api.ts"
import { CurrentStaff as Staff } from "../../../domain/admin-api.ts"
import { applyLenderEdit, catalogueChanges, type LenderEdit, summariseChanges } from "../../../domain/lender-edit.ts"
import { Catalogue } from "../../../domain/lenders.ts"
import { Offers } from "../../offers/repo.ts"
import { Audit } from "../audit.ts"

export class LenderNotFound extends Schema.TaggedError<LenderNotFound>()("LenderNotFound", {}) {}
export class ProductNotFound extends Schema.TaggedError<ProductNotFound>()("ProductNotFound", {
  index: Schema.Int
}) {}
/** Someone saved a newer version than the one the edit started from. */
export class CatalogueStale extends Schema.TaggedError<CatalogueStale>()("CatalogueStale", { version: Schema.Int }) {}
/** The edited catalogue breaks one of its own rules. */
export class EditInvalid extends Schema.TaggedError<EditInvalid>()("EditInvalid", { issue: Schema.Any }) {}

const validate = Schema.decodeUnknownEffect(Catalogue)

export class AdminLenders extends Context.Service<
  AdminLenders,
  {
    readonly catalogue: Effect.Effect<Catalogue>
    readonly history: (limit: number) => Effect.Effect<ReadonlyArray<CatalogueVersion>>
    save(
      lenderId: string,
      edit: LenderEdit
    ): Effect.Effect<SavedVersion, LenderNotFound | ProductNotFound | CatalogueStale | EditInvalid, CurrentStaff>
  }
>()("server/admin/AdminLenders") {
  static readonly layer = Layer.effect(
    AdminLenders,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const audit = yield* Audit
      const offers = yield* Offers

      const newestVersion = sql<{ n: number }>`SELECT max(version)::int AS n FROM lender_catalogues`.pipe(
        Effect.map((rows) => rows[0]?.n ?? 1),
        Effect.orDie
      )

      /** What each version changed from the one before, worked out once (versions never change). */
      const summaries = new Map<number, string>()
      const summaryOf = Effect.fn("AdminLenders.summaryOf")(function* (version: number) {
        const known = summaries.get(version)
        if (known !== undefined) return known
        const after = yield* offers.catalogueAt(version)
        const before = version > 1 ? yield* offers.catalogueAt(version - 1) : Option.none()
        const summary =
          Option.isNone(after) || Option.isNone(before)
            ? "The first catalogue"
            : summariseChanges(catalogueChanges(before.value, after.value))
        summaries.set(version, summary)
        return summary
      })

      const history = Effect.fn("AdminLenders.history")(function* (limit: number) {
        const rows = yield* sql<{ version: number; changed_by: string; created_at: Date | string }>`
          SELECT version, changed_by, created_at FROM lender_catalogues ORDER BY version DESC LIMIT ${limit}
        `.pipe(Effect.orDie)
        return yield* Effect.forEach(rows, (r) =>
          Effect.map(
            summaryOf(r.version),
            (summary): CatalogueVersion => ({
              version: r.version,
              changedBy: r.changed_by,
              createdAt: new Date(r.created_at).toISOString(),
              summary
            })
          )
        )
      })

      const save = Effect.fn("AdminLenders.save")(function* (lenderId: string, edit: LenderEdit) {
        const newest = yield* newestVersion
        if (edit.baseVersion !== newest) return yield* new CatalogueStale({ version: newest })
        const base = yield* offers.catalogueAt(edit.baseVersion)
        if (Option.isNone(base)) return yield* new CatalogueStale({ version: newest })
        const applied = applyLenderEdit(base.value, lenderId, edit)
        if (applied._tag === "NoSuchLender") return yield* new LenderNotFound()
        if (applied._tag === "NoSuchProduct") return yield* new ProductNotFound({ index: applied.index })
        const next = yield* validate(applied.catalogue).pipe(
          Effect.mapError((error) => new EditInvalid({ issue: error.issue as SchemaIssue.Issue }))
        )
        const changes = catalogueChanges(base.value, next)
        const summary = summariseChanges(changes)
        const staff = yield* Staff
        const written = yield* sql
          .withTransaction(
            Effect.gen(function* () {
              const rows = yield* sql<{ version: number }>`
                INSERT INTO lender_catalogues (version, catalogue, changed_by)
                VALUES (${next.version}, ${JSON.stringify(next)}::jsonb, ${staff.username})
                ON CONFLICT (version) DO NOTHING
                RETURNING version
              `
              if (rows.length === 0) return false
              yield* audit.record({
                action: "Edit lender",
                subject: `lender:${lenderId}`,
                from: `version ${edit.baseVersion}`,
                to: `version ${next.version}`,
                note: changes.flatMap((c) => c.fields).join(", ") || "no figures changed"
              })
              return true
            })
          )
          .pipe(Effect.orDie)
        if (!written) return yield* new CatalogueStale({ version: yield* newestVersion })
        summaries.set(next.version, summary)
        return { version: next.version, summary } satisfies SavedVersion
      })

      return AdminLenders.of({ catalogue: offers.catalogue, history, save })
    })
  ).pipe(Layer.provide(Offers.layer))
}
