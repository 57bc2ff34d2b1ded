/**
 * "My data" (issue 14, point 4; domain/my-data.ts, docs/compliance.md): every record held for a verified mobile, a
 * correction request, and the erasure.
 *
 * A person's records are those tied to the mobile they verified: found by the mobile, or by the id of a record that
 * is the mobile's. Never by an e-mail address: nobody verified it, and anyone may type another person's address
 * into a form (an enquiry made with one's own mobile and someone else's e-mail must not open that person's records
 * to view or erasure). Feedback, which the form takes without a mobile, is therefore not part of My data; the page
 * says how to have it changed or removed (a grievance).
 *
 * The records are those of the owners in `myDataOwners`: each repository says what it holds for a mobile and how it
 * is erased (deleted, or kept without the person's details), beside its table. Erasure is ONE transaction (a failure
 * part-way erases nothing), serialised per mobile by a transaction-scoped advisory lock, so of two requests at once
 * one erases and the other finds nothing. Besides the owners' records:
 *
 * - admin_audit_log: the staff notes on the erased enquiries, corrections and grievances removed (a note may name the
 *   person; a grievance's Reply step notes the reply's words).
 * - my_data_erasures: a dated row with the counts only.
 * - token_revocations: the mobile's token epoch raised (server/tokens/tokens.ts), so every token of the mobile issued
 *   before, of any purpose, the one that asked for the erasure included, is refused from the commit on. Each erasure
 *   does so, even one that finds nothing; a token already spent when the erasure gets the mobile's lock (two at
 *   once with one token) erases nothing and is refused.
 */
import { createHmac } from "node:crypto"
import { Context, Effect, Layer, Schema } from "effect"
import { SqlClient } from "effect/sql"
import { type CorrectionRequest, ErasureCounts, MyData } from "../../domain/my-data.ts"
import { consentRecords } from "../consents/repo.ts"
import { contactMessageRecords } from "../contact/repo.ts"
import { creditEnquiryRecords } from "../credit/repo.ts"
import { inList, type PersonalData, type RecordsOfMobile } from "../db/personal-data.ts"
import { enquiryRecords, lenderShareRecords } from "../enquiries/repo.ts"
import { grievanceRecords } from "../grievances/repo.ts"
import { otpRecords } from "../otp/challenges.ts"
import { smsRecords } from "../otp/sms.ts"
import { rewardRecords } from "../rewards/repo.ts"
import { ServerKeys } from "../tokens/secrets.ts"
import { TokenEpochs } from "../tokens/tokens.ts"
import { correctionRecords, fileCorrection } from "./corrections.ts"

/** The correction names a record that is not among the mobile's. */
export class RecordNotYours extends Schema.TaggedError<RecordNotYours>()("RecordNotYours", {}) {}

/** The erasure's token was issued before an erasure of the mobile that has since been done: it is spent. */
export class TokenSpent extends Schema.TaggedError<TokenSpent>()("TokenSpent", {}) {}

/**
 * Every owner of personal data that My data shows and erases, in the order an erasure runs them: the consents first
 * (they are kept as proof, so they let go of the credit enquiries and messages deleted after them).
 */
export const myDataOwners = [
  consentRecords,
  enquiryRecords,
  creditEnquiryRecords,
  contactMessageRecords,
  rewardRecords,
  correctionRecords,
  grievanceRecords,
  lenderShareRecords,
  otpRecords,
  smsRecords
] as const

type Held<O> = O extends PersonalData<infer V, infer _C> ? keyof V : never
type Erased<O> = O extends PersonalData<infer _V, infer C> ? keyof C : never
type Owner = (typeof myDataOwners)[number]
/** Compile-time: the owners together hold every part of My data and count every part of an erasure. */
const covered: [Exclude<keyof MyData, "mobile" | Held<Owner>>, Exclude<keyof ErasureCounts, Erased<Owner>>] extends [
  never,
  never
]
  ? true
  : never = true
void covered

/** The tables My data covers (server/my-data/personal-data.test.ts: every table with a mobile column is among them). */
export const myDataTables: ReadonlyArray<string> = myDataOwners.flatMap((owner) => owner.tables)

/** The parts the owners gave, in the order of the schema's fields (the download reads in that order). */
const inOrderOf = (fields: object, parts: Record<string, unknown>) =>
  Object.fromEntries(Object.keys(fields).map((key) => [key, parts[key]]))

export class MyDataRepo extends Context.Service<
  MyDataRepo,
  {
    /** Every record held for the mobile. */
    view(mobile: string): Effect.Effect<MyData>
    /** Files a correction request about one of the mobile's records (or `other`); its id. */
    correct(mobile: string, request: CorrectionRequest): Effect.Effect<string, RecordNotYours>
    /**
     * Erases the mobile's personal data in one transaction, asked for with a token of the given epoch, and voids
     * every token of the mobile issued so far; the counts of what changed (all 0: nothing held). TokenSpent when an
     * erasure done meanwhile voided the token.
     */
    erase(mobile: string, tokenEpoch: number): Effect.Effect<ErasureCounts, TokenSpent>
  }
>()("server/my-data/MyDataRepo") {
  static readonly layer = Layer.effect(
    MyDataRepo,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const keys = yield* ServerKeys
      const epochs = yield* TokenEpochs
      const owners: ReadonlyArray<RecordsOfMobile<Partial<MyData>, Partial<ErasureCounts>>> = myDataOwners.map(
        (owner: PersonalData<Partial<MyData>, Partial<ErasureCounts>>) => owner.of({ sql, keys })
      )

      const view = Effect.fn("MyDataRepo.view")(function* (mobile: string) {
        const held = yield* Effect.all(owners.map((owner) => owner.held(mobile)))
        return inOrderOf(MyData.fields, Object.assign({ mobile }, ...held)) as MyData
      })

      const correct = Effect.fn("MyDataRepo.correct")(function* (mobile: string, request: CorrectionRequest) {
        if (request.record !== "other") {
          const data = yield* view(mobile)
          const [kind, id] = request.record.split(":") as [string, string]
          const ids =
            kind === "enquiry"
              ? data.enquiries.map((e) => e.trackingId)
              : kind === "credit"
                ? data.creditEnquiries.map((c) => c.id)
                : data.contactMessages.map((c) => c.id)
          if (!ids.includes(id)) return yield* new RecordNotYours()
        }
        return yield* Effect.orDie(fileCorrection(sql, mobile, request))
      })

      const eraseAll = (mobile: string, tokenEpoch: number) =>
        Effect.gen(function* () {
          // Two erasures of one mobile at once: the second waits here, then finds its token spent by the first. The
          // lock's key is a number derived from the mobile and kept nowhere.
          const lockKey = createHmac("sha256", keys.otp).update(`erase:${mobile}`).digest().readBigInt64BE(0)
          yield* sql`SELECT pg_advisory_xact_lock(${lockKey.toString()}::bigint)`
          if (tokenEpoch < (yield* epochs.current(mobile))) return yield* new TokenSpent()
          yield* epochs.revoke(mobile)
          const erased = yield* Effect.forEach(owners, (owner) => owner.erase(mobile))
          const subjects = erased.flatMap((e) => e.auditSubjects)
          yield* sql`UPDATE admin_audit_log SET note = NULL WHERE subject IN ${inList(sql, subjects)} AND note IS NOT NULL`
          const counts = inOrderOf(
            ErasureCounts.fields,
            Object.assign({}, ...erased.map((e) => e.counts))
          ) as ErasureCounts
          if (Object.values(counts).some((n) => n > 0))
            yield* sql`INSERT INTO my_data_erasures (counts) VALUES (${JSON.stringify(counts)}::jsonb)`
          return counts
        })

      const erase = (mobile: string, tokenEpoch: number) =>
        sql
          .withTransaction(eraseAll(mobile, tokenEpoch))
          .pipe(Effect.catchTag("SqlError", Effect.die), Effect.withSpan("MyDataRepo.erase"))

      return MyDataRepo.of({ view, correct, erase })
    })
  ).pipe(Layer.provide(TokenEpochs.layerNoDeps), Layer.provide(ServerKeys.layer))
}
