/** First-party page views: route id and pathname with the time; nothing that identifies a person. */
import { Context, Effect, Layer, Schema } from "effect"
import { SqlClient, SqlSchema } from "effect/sql"
import type { PageViewEvent } from "../../domain/analytics.ts"

export class PageViews extends Context.Service<
  PageViews,
  {
    readonly record: (view: PageViewEvent) => Effect.Effect<void>
    /** Views per route, most viewed first (tests, a later dashboard). */
    readonly countsByRoute: Effect.Effect<ReadonlyArray<{ readonly route: string; readonly views: number }>>
  }
>()("server/analytics/PageViews") {
  static readonly layer = Layer.effect(
    PageViews,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const record = (view: PageViewEvent) =>
        sql`INSERT INTO page_views ${sql.insert({ route: view.route, path: view.path })}`.pipe(
          Effect.asVoid,
          Effect.orDie,
          Effect.withSpan("PageViews.record")
        )
      const countsByRoute = SqlSchema.findAll({
        Request: Schema.Void,
        Result: Schema.Struct({ route: Schema.String, views: Schema.Int }),
        execute: () => sql`
          SELECT route, count(*)::int AS views FROM page_views GROUP BY route ORDER BY views DESC, route
        `
      })().pipe(Effect.orDie)
      return PageViews.of({ record, countsByRoute })
    })
  )
}
