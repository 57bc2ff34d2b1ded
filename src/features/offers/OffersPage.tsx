/**
 * Loan offers (issue 31, section 3): the request form, then every matching lender's offer (cards on phones, a table
 * on laptops) sorted by APR, EMI or amount, each with its Key Fact Statement; the lenders that did not match below,
 * each with its reason; "No lender pays for a place". /offers?amount=&tenure=&loanType= starts from the calculator's
 * loan.
 */
import { useActorRef, useSelector } from "@xstate/react"
import { Form, Heading } from "react-aria-components"
import { useSearch } from "wouter"
import { loanProducts } from "../../../domain/loan-products.ts"
import { reasonInWords, whatWouldChange } from "../../../domain/offer-reasons.ts"
import { creditBandChoices, type OffersField } from "../../../domain/offers-form.ts"
import { m } from "../../../i18n/paraglide/messages.js"
import { loadFormCheck, type SortBy, sortOffers } from "../../../machines/offers.machine.ts"
import { Button } from "../../ui/Button.tsx"
import { DateOfBirthField } from "../../ui/DateOfBirthField.tsx"
import { FormField } from "../../ui/FormField.tsx"
import { Link } from "../../ui/Link.tsx"
import { NativeSelect } from "../../ui/NativeSelect.tsx"
import { RadioGroup } from "../../ui/RadioGroup.tsx"
import { LoadingState } from "../../ui/Spinner.tsx"
import { liveOffersMachine } from "./live.ts"
import { OfferList } from "./OfferList.tsx"
import "./offers.css"

/** The calculator's loan, from the query: amount (rupees), tenure (months), loan type (its name). */
export const offersInputFromQuery = (search: string) => {
  const query = new URLSearchParams(search)
  const loanType = query.get("loanType") ?? ""
  return {
    amount: (query.get("amount") ?? "").replace(/\D/gu, ""),
    tenureMonths: (query.get("tenure") ?? "").replace(/\D/gu, ""),
    loanType: loanProducts.some((p) => p.name === loanType) ? loanType : ""
  }
}

export default function OffersPage() {
  const actor = useActorRef(liveOffersMachine, { input: offersInputFromQuery(useSearch()) })
  const state = useSelector(actor, (s) => s.value)
  const { form, errors, answer, sortBy, failure } = useSelector(actor, (s) => s.context)
  const edit = (field: OffersField) => (value: string) => actor.send({ type: "Edit", field, value })
  const business = form.loanType === "Business Loan" || form.loanType === "Working Capital Loan"

  return (
    <section
      className="offers container"
      aria-labelledby="offers-title"
      aria-busy={state === "checking" || state === "loading"}
      // The form's check loads while the person fills the form in, not on the page's first visit.
      onFocus={() => void loadFormCheck()}
    >
      <Heading level={1} id="offers-title" className="offers__title">
        {m.offers_title()}
      </Heading>
      <p className="offers__lead">{m.offers_lead()}</p>
      <p className="offers__neutral">
        {m.offers_no_paid_places()} <Link href="/offers/how-we-match">{m.offers_how_link()}</Link>
      </p>

      <Form
        className="offers__form"
        validationBehavior="aria"
        onSubmit={(e) => {
          e.preventDefault()
          actor.send({ type: "See offers" })
        }}
      >
        <NativeSelect
          label={m.offers_field_loan_type()}
          options={loanProducts.map((p) => ({ value: p.name, label: p.label() }))}
          value={form.loanType}
          onChange={edit("loanType")}
          placeholder={m.offers_field_loan_type()}
          isRequired
        />
        <FormField
          label={m.offers_field_amount()}
          value={form.amount}
          onChange={edit("amount")}
          error={errors.amount}
          kind="code"
        />
        <FormField
          label={m.offers_field_tenure()}
          value={form.tenureMonths}
          onChange={edit("tenureMonths")}
          error={errors.tenureMonths}
          kind="code"
        />
        <RadioGroup
          label={m.offers_field_employment()}
          options={[
            { value: "Salaried", label: m.offers_employment_salaried() },
            { value: "Self Employed", label: m.offers_employment_self() }
          ]}
          value={form.employment}
          onChange={edit("employment")}
        />
        <FormField
          label={m.offers_field_income()}
          value={form.netMonthlyIncome}
          onChange={edit("netMonthlyIncome")}
          error={errors.netMonthlyIncome}
          kind="code"
        />
        <FormField
          label={m.offers_field_existing_emis()}
          value={form.existingEmis}
          onChange={edit("existingEmis")}
          error={errors.existingEmis}
          kind="code"
        />
        <DateOfBirthField
          label={m.offers_field_dob()}
          value={form.dateOfBirth}
          onChange={edit("dateOfBirth")}
          errorMessage={errors.dateOfBirth}
          isRequired
        />
        <FormField
          label={m.offers_field_pincode()}
          value={form.pincode}
          onChange={edit("pincode")}
          error={errors.pincode}
          kind="code"
          autoComplete="postal-code"
          maxLength={6}
        />
        <NativeSelect
          label={m.offers_field_credit()}
          options={[
            ...creditBandChoices.map((band) => ({ value: band, label: band })),
            { value: "unknown", label: m.offers_credit_unknown() }
          ]}
          value={form.credit}
          onChange={edit("credit")}
          placeholder={m.offers_field_credit()}
          isRequired
        />
        {business && (
          <FormField
            label={m.offers_field_vintage()}
            value={form.businessVintageYears}
            onChange={edit("businessVintageYears")}
            error={errors.businessVintageYears}
            kind="code"
            optional
          />
        )}
        <Button type="submit" variant="accent" size="lg" className="offers__submit">
          {m.offers_submit()}
        </Button>
      </Form>

      <div className="offers__results" aria-live="polite">
        {state === "loading" && <LoadingState label={m.offers_loading()} />}
        {state === "failed" && (
          <div className="offers__note" role="alert">
            <p>{failure}</p>
            <Button variant="secondary" onPress={() => actor.send({ type: "Retry" })}>
              {m.offers_retry()}
            </Button>
          </div>
        )}
        {state === "empty" && (
          <div className="offers__note">
            <h2>{m.offers_empty_title()}</h2>
            <p>{m.offers_empty_lead()}</p>
            <ul>
              {whatWouldChange(answer?.noMatches.map((n) => n.reason) ?? []).map((hint) => (
                <li key={hint}>{hint}</li>
              ))}
            </ul>
          </div>
        )}
        {state === "offers" && answer && (
          <>
            <p className="offers__count">{m.offers_count({ count: answer.offers.length })}</p>
            <RadioGroup<SortBy>
              className="offers__sort"
              label={m.offers_sort()}
              options={[
                { value: "apr", label: m.offers_sort_apr() },
                { value: "emi", label: m.offers_sort_emi() },
                { value: "amount", label: m.offers_sort_amount() }
              ]}
              value={sortBy}
              onChange={(by) => actor.send({ type: "Sort", by })}
            />
            <OfferList offers={sortOffers(answer.offers, sortBy)} />
          </>
        )}
        {(state === "offers" || state === "empty") && answer && answer.noMatches.length > 0 && (
          <section className="offers__no-match" aria-labelledby="no-match-title">
            <h2 id="no-match-title">{m.offers_no_match_title()}</h2>
            <ul>
              {answer.noMatches.map(({ lender, reason }) => (
                <li key={lender.id}>
                  <strong>{lender.legalName}</strong> {reasonInWords(reason)}
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </section>
  )
}
