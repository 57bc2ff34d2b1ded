/** A token check as the HTTP groups answer it: 401 InvalidToken with the flow's own messages (spec section 8). */
import { Effect } from "effect"
import { InvalidToken } from "../../domain/api.ts"
import type { Expected, Tokens } from "../tokens/tokens.ts"

type TokenService = typeof Tokens.Service

export interface TokenMessages {
  /** No token (spec: 'Invalid or missing token. ...'). */
  readonly missingToken: string
  /** Forged, expired, another purpose or mobile (spec: 'Token has expired or is invalid. ...'). */
  readonly badToken: string
}

export const requireToken = (
  tokens: TokenService,
  authorization: string | undefined,
  expected: Expected,
  messages: TokenMessages
) =>
  tokens.check(authorization, expected).pipe(
    Effect.catchTag("TokenRejected", (rejected) =>
      Effect.fail(
        new InvalidToken({
          success: false,
          message: rejected.reason === "missing" ? messages.missingToken : messages.badToken
        })
      )
    )
  )
