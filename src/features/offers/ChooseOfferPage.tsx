/**
 * "Choose this offer" (issue 31, section 3) on /offers/choose/:proposalNumber: the offer chosen (its lender and
 * figures), the person's name, mobile, e-mail and location, the consent that names this lender only, the shared OTP
 * screen for the mobile, and the apply form's success modal with the tracking ID. It renders an offer choice machine.
 */
import { useActorRef, useSelector } from "@xstate/react"
import { lazy, Suspense, useEffect } from "react"
import { Form, Heading } from "react-aria-components"
import { useLocation, useParams } from "wouter"
import type { ActorRefFrom } from "xstate"
import { formatRupees } from "../../../domain/format.ts"
import type { ChoiceField } from "../../../domain/offer-choice.ts"
import { m } from "../../../i18n/paraglide/messages.js"
import type { ChosenOfferView } from "../../../machines/offer-choice.machine.ts"
import type { otpMachine } from "../../../machines/otp.machine.ts"
import { Button } from "../../ui/Button.tsx"
import { ContactFields } from "../../ui/ContactFields.tsx"
import { ContactPreferenceFields } from "../../ui/ContactPreferenceFields.tsx"
import { FormField } from "../../ui/FormField.tsx"
import { LinkButton } from "../../ui/LinkButton.tsx"
import { LoadingState } from "../../ui/Spinner.tsx"
import { TermsCheckbox } from "../../ui/TermsCheckbox.tsx"
import { useFocusFirstInvalid } from "../../ui/useFocusFirstInvalid.ts"
import { useToasts } from "../../ui/useToasts.ts"
import { VerifyMobileStep } from "../otp/VerifyMobileStep.tsx"
import { liveOfferChoiceMachine } from "./choose-live.ts"
import { rupeesAndPaise } from "./OfferList.tsx"
import "../../ui/otp.css"
import "./offers.css"

const SuccessDialog = lazy(() =>
  import("../../ui/SuccessDialog.tsx").then((module) => ({ default: module.SuccessDialog }))
)

function OfferFacts({ chosen }: { readonly chosen: ChosenOfferView }) {
  const o = chosen.offer
  const facts: ReadonlyArray<readonly [string, string]> = [
    [m.offers_col_lender(), chosen.lender.legalName],
    [m.offers_col_amount(), formatRupees(o.amount)],
    [m.offers_col_tenure(), m.offers_months({ months: o.tenureMonths })],
    [
      m.offers_col_rate(),
      `${o.ratePercent}% ${o.rateType === "fixed" ? m.offers_rate_fixed() : m.offers_rate_floating()}`
    ],
    [m.offers_col_emi(), rupeesAndPaise(o.emi)],
    [m.offers_col_apr(), `${o.apr}%`]
  ]
  return (
    <section className="choose__offer" aria-labelledby="choose-offer-title">
      <h2 id="choose-offer-title" className="choose__offer-title">
        {m.offers_choose_offer()}
      </h2>
      <dl className="offer-card__figures">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

export default function ChooseOfferPage() {
  const { proposalNumber = "" } = useParams<{ proposalNumber: string }>()
  const actor = useActorRef(liveOfferChoiceMachine, {
    input: { proposalNumber: decodeURIComponent(proposalNumber) }
  })
  useToasts(actor)
  const [, navigate] = useLocation()
  const state = useSelector(actor, (s) => s.value)
  const { offer, form, errors, failure, trackingId } = useSelector(actor, (s) => s.context)
  const otp = useSelector(actor, (s) => s.children.otp as ActorRefFrom<typeof otpMachine> | undefined)
  const formRef = useFocusFirstInvalid(errors)
  const done = state === "done"
  useEffect(() => {
    if (done) navigate("/")
  }, [done, navigate])

  const sendingOtp = state === "sendingOtp" || state === "checkingVerification"
  const submitting = state === "submitting"
  const busy = sendingOtp || submitting
  const lender = offer?.lender.legalName ?? ""
  const edit = (field: ChoiceField) => (value: string) => actor.send({ type: "Edit field", field, value })

  return (
    <article className="choose container" aria-labelledby="choose-title" aria-busy={state === "loading"}>
      <Heading level={1} id="choose-title">
        {m.offers_choose_title()}
      </Heading>
      {state === "loading" && <LoadingState label={m.offers_choose_loading()} />}
      {state === "notFound" && (
        <div role="alert">
          <p>{m.validation_offer_proposal_not_found()}</p>
          <LinkButton href="/offers" variant="secondary">
            {m.offers_kfs_back()}
          </LinkButton>
        </div>
      )}
      {state === "failed" && (
        <div role="alert">
          <p>{failure}</p>
          <Button variant="secondary" onPress={() => actor.send({ type: "Retry" })}>
            {m.offers_retry()}
          </Button>
        </div>
      )}
      {offer !== undefined && (
        <div className="choose__body">
          <OfferFacts chosen={offer} />
          {state === "verifying" && otp ? (
            <VerifyMobileStep
              otp={otp}
              startHref={`/offers/choose/${encodeURIComponent(proposalNumber)}`}
              onChangeDetails={() => actor.send({ type: "Change details" })}
              level={2}
              className="choose__verify"
              titleClassName="choose__offer-title"
            />
          ) : (
            <Form
              ref={formRef}
              className="choose__form"
              validationBehavior="aria"
              onSubmit={(e) => {
                e.preventDefault()
                actor.send({ type: "Submit" })
              }}
            >
              <p className="choose__intro">{m.offers_choose_intro({ lender })}</p>
              <ContactFields
                values={form}
                errors={errors}
                isDisabled={busy}
                onChange={(field, value) => edit(field)(value)}
              />
              <FormField
                label={m.apply_field_location()}
                value={form.location}
                error={errors.location}
                autoComplete="address-level2"
                isDisabled={busy}
                onChange={edit("location")}
              />
              <ContactPreferenceFields
                contact={form.contact}
                error={errors.contact}
                about="self"
                isDisabled={busy}
                onEdit={(edit) => actor.send(edit)}
              />
              <TermsCheckbox
                isSelected={form.consent}
                error={errors.consent}
                isDisabled={busy}
                onChange={(agreed) => actor.send({ type: "Set consent", agreed })}
              >
                {m.offers_choose_consent({ lender })}
              </TermsCheckbox>
              <Button type="submit" size="lg" className="choose__submit" isDisabled={busy}>
                {sendingOtp
                  ? m.legal_sending_otp()
                  : submitting
                    ? m.offers_choose_submitting()
                    : m.offers_choose_submit()}
              </Button>
            </Form>
          )}
        </div>
      )}
      {state === "submitted" && trackingId !== undefined && (
        <Suspense fallback={null}>
          <SuccessDialog isOpen trackingId={trackingId} onDone={() => actor.send({ type: "Done" })} />
        </Suspense>
      )}
    </article>
  )
}
