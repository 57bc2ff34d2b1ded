/**
 * Signing in and the staff session: the session cookie, the header of state-changing calls, the staff member a
 * session carries, the middleware that checks it on every group but sign-in, and the auth and session groups.
 */
import { Context, Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, HttpApiMiddleware, HttpApiSecurity } from "effect/http-api"
import { UnsupportedMediaType } from "../failures.ts"
import { adminMessages, Ok, Text } from "./common.ts"
import { CrossSiteRefused, LockedOut, SignInRefused, Unauthorized } from "./failures.ts"

/** The session cookie's name. */
export const adminCookieName = "loans_admin"
/** The header every state-changing call carries (the browser client adds it). */
export const adminRequestHeader = "x-admin-request"

export const StaffMember = Schema.Struct({ username: Schema.String, displayName: Schema.String })
export type StaffMember = typeof StaffMember.Type

/**
 * The signed-in staff member and the client address of the request, provided by the session middleware to every
 * handler behind it: what the audit log records of each change.
 */
export class CurrentStaff extends Context.Service<
  CurrentStaff,
  StaffMember & { readonly id: string; readonly client: string }
>()("loans/CurrentStaff") {}

export class AdminSession extends HttpApiMiddleware.Service<
  AdminSession,
  { provides: CurrentStaff; requires: never }
>()("loans/AdminSession", {
  security: { cookie: HttpApiSecurity.apiKey({ in: "cookie", key: adminCookieName }) },
  error: [Unauthorized, CrossSiteRefused]
}) {}

export const SignIn = Schema.Struct({
  username: Text(100, adminMessages.usernameCharacters),
  password: Text(200, adminMessages.passwordCharacters)
})

export class AdminAuthGroup extends HttpApiGroup.make("auth").add(
  HttpApiEndpoint.post("login", "/login", {
    payload: SignIn,
    success: Ok(StaffMember),
    error: [SignInRefused, LockedOut, CrossSiteRefused, UnsupportedMediaType]
  }),
  HttpApiEndpoint.post("logout", "/logout", {
    success: Schema.Struct({ success: Schema.Literal(true) }),
    error: CrossSiteRefused
  })
) {}

export class AdminSessionGroup extends HttpApiGroup.make("session")
  .add(HttpApiEndpoint.get("me", "/session", { success: Ok(StaffMember) }))
  .middleware(AdminSession) {}
