/**
 * The back office at /admin (lazy, not indexed), an app of its own inside ours: its own header and <main>; the
 * sign-in form until there is a session, then the enquiries (/admin), one enquiry (/admin/enquiries/:trackingId),
 * reward withdrawals, testimonials to moderate, the two inboxes, the home carousel and the lender catalogue.
 */
import { useActorRef, useSelector } from "@xstate/react"
import { Form, Heading } from "react-aria-components"
import { useLocation } from "wouter"
import type { ActorRefFrom } from "xstate"
import { company } from "../../content/company.ts"
import { Button } from "../../ui/Button.tsx"
import { LogoMark } from "../../ui/icons.tsx"
import { Link } from "../../ui/Link.tsx"
import { LoadingState } from "../../ui/Spinner.tsx"
import { TextField } from "../../ui/TextField.tsx"
import { CarouselView } from "./CarouselView.tsx"
import { CorrectionsView } from "./CorrectionsView.tsx"
import { EnquiriesView } from "./EnquiriesView.tsx"
import { EnquiryView } from "./EnquiryView.tsx"
import { GrievancesView } from "./GrievancesView.tsx"
import { ContactInbox, CreditInbox } from "./InboxViews.tsx"
import { LendersView } from "./LendersView.tsx"
import { liveAdminLoginMachine } from "./live.ts"
import { MessagesView } from "./MessagesView.tsx"
import { TestimonialsView } from "./TestimonialsView.tsx"
import { WithdrawalsView } from "./WithdrawalsView.tsx"
import "./admin.css"
import "./admin-shell.css"

export type LoginActor = ActorRefFrom<typeof liveAdminLoginMachine>

function SignInForm({ actor }: { readonly actor: LoginActor }) {
  const { username, password, error } = useSelector(actor, (s) => s.context)
  const busy = useSelector(actor, (s) => s.matches("signingIn"))
  return (
    <section className="admin-login card" aria-labelledby="admin-login-title">
      <Heading level={1} id="admin-login-title">
        Back office sign in
      </Heading>
      <Form
        className="admin-login__form"
        validationBehavior="aria"
        onSubmit={(e) => {
          e.preventDefault()
          actor.send({ type: "Sign in" })
        }}
      >
        <TextField
          label="Username"
          name="username"
          autoComplete="username"
          value={username}
          onChange={(value) => actor.send({ type: "Type username", value })}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(value) => actor.send({ type: "Type password", value })}
        />
        <div className="admin-login__error" role="alert">
          {error}
        </div>
        <Button type="submit" isDisabled={busy} block>
          {busy ? "Signing in..." : "Sign in"}
        </Button>
      </Form>
    </section>
  )
}

function Screen({ path, actor }: { readonly path: string; readonly actor: LoginActor }) {
  const expired = () => actor.send({ type: "Session expired" })
  const detail = /^\/admin\/enquiries\/([^/]+)\/?$/iu.exec(path)
  if (/^\/admin\/withdrawals\/?$/iu.test(path)) return <WithdrawalsView onUnauthorized={expired} />
  if (/^\/admin\/testimonials\/?$/iu.test(path)) return <TestimonialsView onUnauthorized={expired} />
  if (/^\/admin\/contact-messages\/?$/iu.test(path)) return <ContactInbox onUnauthorized={expired} />
  if (/^\/admin\/credit-enquiries\/?$/iu.test(path)) return <CreditInbox onUnauthorized={expired} />
  if (/^\/admin\/carousel\/?$/iu.test(path)) return <CarouselView onUnauthorized={expired} />
  if (/^\/admin\/corrections\/?$/iu.test(path)) return <CorrectionsView onUnauthorized={expired} />
  if (/^\/admin\/grievances\/?$/iu.test(path)) return <GrievancesView onUnauthorized={expired} />
  if (/^\/admin\/messages\/?$/iu.test(path)) return <MessagesView onUnauthorized={expired} />
  if (/^\/admin\/lenders\/?$/iu.test(path)) return <LendersView onUnauthorized={expired} />
  if (detail)
    return <EnquiryView key={detail[1]} trackingId={decodeURIComponent(detail[1]!)} onUnauthorized={expired} />
  return <EnquiriesView onUnauthorized={expired} />
}

/**
 * The back office's own shell: a header with the staff navigation and sign-out, and the screen in <main>. None of
 * the public site's navbar, footer or widgets (the app leaves them out for this route).
 */
export default function AdminPage() {
  const actor = useActorRef(liveAdminLoginMachine)
  const state = useSelector(actor, (s) => s.value)
  const staff = useSelector(actor, (s) => s.context.staff)
  const [path] = useLocation()
  const signedIn = state !== "checking" && state !== "signedOut" && state !== "signingIn"

  return (
    <>
      <header className="admin-shell">
        <div className="admin-shell__inner container">
          <span className="admin-shell__brand">
            <LogoMark />
            {company.brandName} back office
          </span>
          {signedIn && (
            <div className="admin__bar">
              <nav aria-label="Back office" className="admin__nav">
                <Link
                  href="/admin"
                  aria-current={path === "/admin" || path.startsWith("/admin/enquiries") ? "page" : undefined}
                >
                  Enquiries
                </Link>
                <Link
                  href="/admin/withdrawals"
                  aria-current={path.startsWith("/admin/withdrawals") ? "page" : undefined}
                >
                  Reward withdrawals
                </Link>
                <Link
                  href="/admin/testimonials"
                  aria-current={path.startsWith("/admin/testimonials") ? "page" : undefined}
                >
                  Testimonials
                </Link>
                <Link
                  href="/admin/contact-messages"
                  aria-current={path.startsWith("/admin/contact-messages") ? "page" : undefined}
                >
                  Contact messages
                </Link>
                <Link
                  href="/admin/credit-enquiries"
                  aria-current={path.startsWith("/admin/credit-enquiries") ? "page" : undefined}
                >
                  Credit-score enquiries
                </Link>
                <Link href="/admin/carousel" aria-current={path.startsWith("/admin/carousel") ? "page" : undefined}>
                  Home carousel
                </Link>
                <Link
                  href="/admin/corrections"
                  aria-current={path.startsWith("/admin/corrections") ? "page" : undefined}
                >
                  Corrections
                </Link>
                <Link href="/admin/grievances" aria-current={path.startsWith("/admin/grievances") ? "page" : undefined}>
                  Grievances
                </Link>
                <Link href="/admin/messages" aria-current={path.startsWith("/admin/messages") ? "page" : undefined}>
                  Failed messages
                </Link>
                <Link href="/admin/lenders" aria-current={path.startsWith("/admin/lenders") ? "page" : undefined}>
                  Lenders
                </Link>
              </nav>
              <p className="admin__who">Signed in as {staff?.displayName}</p>
              <Button
                variant="secondary"
                size="sm"
                isDisabled={state === "signingOut"}
                onPress={() => actor.send({ type: "Sign out" })}
              >
                Sign out
              </Button>
            </div>
          )}
        </div>
      </header>
      <main id="main" tabIndex={-1} className="admin container">
        {state === "checking" ? (
          <LoadingState />
        ) : signedIn ? (
          <Screen path={path} actor={actor} />
        ) : (
          <SignInForm actor={actor} />
        )}
      </main>
    </>
  )
}
