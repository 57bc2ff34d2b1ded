// Over 300 lines: the calculator's one view (inputs, results, pie, schedule) over one machine's state.
/**
 * The EMI and eligibility calculator (spec section 2 "Calculator screen", 4 "Calculator tabs", 5 "Calculator
 * inputs"), as a panel that the calculator screen and the loan pages embed. The calculator machine owns every rule;
 * this view renders its state and sends the person's events.
 *
 * - `productId` starts on that loan type; `fixedProduct` hides the product dropdown and keeps it (a loan page), and
 *   then Apply Now goes to the apply form with that loan type (domain `applyNowHref`).
 * - `syncUrl` keeps the tab and inputs in the query string (history replace, not push), starts from it, and starts
 *   over when the query changes under it (a link to the calculator opened while it is on screen).
 */
import { useActorRef, useSelector } from "@xstate/react"
import { lazy, memo, Suspense, useCallback, useDeferredValue, useEffect, useId, useMemo, useRef, useState } from "react"
import { Heading, I18nProvider, Tab, TabList, TabPanel, Tabs } from "react-aria-components"
import { useSearch } from "wouter"
import {
  type CalculatorInputs,
  type CalculatorTab,
  type Employment,
  fieldRange,
  hasEmploymentChoice,
  loanTypeLabel,
  type NumericField,
  sliderStep,
  type TenureUnit,
  tabFields,
  tabLabels
} from "../../../domain/calculator.ts"
import { inputsForLoanType } from "../../../domain/calculator-inputs.ts"
import { decodeCalculatorQuery, encodeCalculatorQuery } from "../../../domain/calculator-query.ts"
import { applyNowHref, type CalculatorResults, offersHref } from "../../../domain/calculator-results.ts"
import { hasEligibility } from "../../../domain/eligibility.ts"
import { formatRupees } from "../../../domain/format.ts"
import type { LoanProductId } from "../../../domain/loan-products.ts"
import { intlTag } from "../../../i18n/locale.ts"
import { m } from "../../../i18n/paraglide/messages.js"
import { calculatorMachine } from "../../../machines/calculator.machine.ts"
import { LinkButton } from "../../ui/LinkButton.tsx"
import { RadioGroup } from "../../ui/RadioGroup.tsx"
import { useUrlSync } from "../../ui/useUrlSync.ts"
import { BalanceChart } from "./BalanceChart.tsx"
import { CalculatorField } from "./CalculatorField.tsx"
import "./calculator.css"
import "./calculator-results.css"
import { ScheduleTable } from "./ScheduleTable.tsx"
import { SharePie } from "./SharePie.tsx"
import { whenUsed } from "./when-used.ts"

/**
 * The loan-type dropdown loads when the person starts using the calculator (issue 13): its prerendered HTML is on
 * screen until then.
 */
const LoanTypeSelect = lazy(() => whenUsed(".calc-select", ".calc").then(() => import("./LoanTypeSelect.tsx")))

export interface CalculatorPanelProps {
  /** The loan type to start with (a loan page's product). Default: Personal Loan (or the query's, with syncUrl). */
  readonly productId?: LoanProductId
  /** Hides the product dropdown and keeps the loan type (a loan page). */
  readonly fixedProduct?: boolean
  /** The level of the panel's headings ('Your EMI', 'Amortization Schedule'): 2 on the screen, 3 inside a section. */
  readonly headingLevel?: 2 | 3
  /** Keeps the tab and inputs in the URL query (replace, not push) and starts from it. */
  readonly syncUrl?: boolean
  /** The amortization schedule and balance chart under the calculator (EMI tab). Default: shown. */
  readonly showSchedule?: boolean
  /** The tab to open when the query has no `calc` (the screen's /eligibility and /resources/eligibility-calculator). */
  readonly defaultTab?: CalculatorTab
}

/**
 * The amortization chart and table (up to 30 years, 360 months) follow the inputs a moment later, at low priority:
 * a key or a slider step paints the field and the figures first, so the calculator answers within a frame even on a
 * slow phone (npm run bench:interaction). Memoised, they skip the urgent render, which still has the old schedule.
 */
const LaterBalanceChart = memo(BalanceChart)
const LaterScheduleTable = memo(ScheduleTable)

/** How long the results stay still before they are announced: one announcement per change, not one per key. */
const announceDelayMs = 700

const summaryOf = (tab: CalculatorTab, results: CalculatorResults): string => {
  if (tab === "eligibility" && results.eligibility) {
    const e = results.eligibility
    return m.calculator_announce_eligibility({ amount: formatRupees(e.eligibleAmount), emi: formatRupees(e.emi.emi) })
  }
  const r = results.emi
  return m.calculator_announce_emi({
    emi: formatRupees(r.emi),
    interest: formatRupees(r.totalInterest),
    total: formatRupees(r.totalPayment)
  })
}

/** The text of a polite live region: the latest summary, once it has stayed the same for a moment. */
const useSettled = (text: string): string => {
  const [settled, setSettled] = useState("")
  const first = useRef(true)
  useEffect(() => {
    // Nothing is announced on arrival: only changes the person makes.
    if (first.current) {
      first.current = false
      return
    }
    const timer = setTimeout(() => setSettled(text), announceDelayMs)
    return () => clearTimeout(timer)
  }, [text])
  return settled
}

export function CalculatorPanel({
  productId,
  fixedProduct = false,
  headingLevel = 2,
  syncUrl = false,
  defaultTab = "emi",
  showSchedule = true
}: CalculatorPanelProps) {
  const search = useSearch()
  const actor = useActorRef(calculatorMachine, {
    input:
      syncUrl && !fixedProduct
        ? decodeCalculatorQuery(search, defaultTab)
        : { tab: defaultTab, inputs: inputsForLoanType(productId ?? "personal") }
  })
  const tab: CalculatorTab = useSelector(actor, (s) => (s.matches("eligibility") ? "eligibility" : "emi"))
  const inputs = useSelector(actor, (s) => s.context.inputs)
  const texts = useSelector(actor, (s) => s.context.texts)
  const results = useSelector(actor, (s) => s.context.results)
  const schedule = useDeferredValue(results.schedule)

  const openLink = useCallback(
    (query: string) => actor.send({ type: "Open link", ...decodeCalculatorQuery(query, defaultTab) }),
    [actor, defaultTab]
  )
  useUrlSync(syncUrl, encodeCalculatorQuery(tab, inputs), openLink)
  const announcement = useSettled(summaryOf(tab, results))

  const chooseLoanType = useCallback(
    (loanType: LoanProductId) => actor.send({ type: "Choose loan type", loanType }),
    [actor]
  )
  // The same element while the loan type stays: a prerendered Suspense boundary that gets new props before its
  // chunk is in would drop its server HTML.
  const loanTypeSelect = useMemo(
    () => (
      <Suspense fallback={null}>
        <LoanTypeSelect loanType={inputs.loanType} onChoose={chooseLoanType} />
      </Suspense>
    ),
    [inputs.loanType, chooseLoanType]
  )

  const ids = { results: useId(), schedule: useId() }
  const Sub = headingLevel === 2 ? 3 : 4
  const showEmployment = tab === "emi" && hasEmploymentChoice(inputs.loanType)

  const field = (name: NumericField) => (
    <CalculatorField
      key={name}
      field={name}
      text={texts[name]}
      value={inputs[name]}
      range={fieldRange(name, inputs)}
      step={sliderStep(name, tab, inputs.unit)}
      unit={inputs.unit}
      onType={(value) => actor.send({ type: "Type", field: name, value })}
      onLeave={() => actor.send({ type: "Leave field", field: name })}
      onSlide={(value) => actor.send({ type: "Slide", field: name, value })}
    >
      {name === "tenure" && (
        <RadioGroup<TenureUnit>
          className="calc-unit"
          label={m.calculator_tenure_unit_label()}
          hideLabel
          options={[
            { value: "Year", label: m.calculator_unit_year() },
            { value: "Months", label: m.calculator_unit_months() }
          ]}
          value={inputs.unit}
          onChange={(unit) => actor.send({ type: "Choose tenure unit", unit })}
        />
      )}
    </CalculatorField>
  )

  const tabContent = (t: CalculatorTab) => (
    <div className="calc__body">
      <div className="calc__inputs">
        {showEmployment && t === "emi" && (
          <RadioGroup<Employment>
            className="calc-employment"
            label={m.calculator_employment_label()}
            options={[
              { value: "Salaried", label: m.calculator_employment_salaried() },
              { value: "Self Employed", label: m.calculator_employment_self_employed() }
            ]}
            value={inputs.employment}
            onChange={(employment) => actor.send({ type: "Choose employment type", employment })}
          />
        )}
        {tabFields[t].map(field)}
      </div>
      <section className="calc__results" aria-labelledby={ids.results}>
        {t === "emi" ? (
          <EmiResults results={results} inputs={inputs} headingId={ids.results} level={headingLevel} />
        ) : (
          <EligibilityResults results={results} headingId={ids.results} level={headingLevel} />
        )}
        <LinkButton
          href={applyNowHref(inputs.loanType, !fixedProduct)}
          variant="accent"
          size="lg"
          block
          className="calc__apply"
        >
          {m.calculator_apply_now()}
        </LinkButton>
        <LinkButton href={offersHref(inputs)} variant="secondary" size="lg" block className="calc__offers">
          {m.calculator_see_offers()}
        </LinkButton>
      </section>
    </div>
  )

  return (
    // react-aria formats the sliders' values in the page's language (hi-IN keeps Latin digits and Indian grouping).
    <I18nProvider locale={intlTag()}>
      <div className="calc">
        <div className="calc__card">
          <div className="calc__top">{!fixedProduct && loanTypeSelect}</div>
          <Tabs
            className="calc-tabs"
            selectedKey={tab}
            onSelectionChange={(key) => actor.send({ type: "Choose tab", tab: key as CalculatorTab })}
          >
            <TabList
              className="calc-tabs__list"
              aria-label={
                fixedProduct
                  ? m.calculator_tabs_label_product({ loanType: loanTypeLabel(inputs.loanType) })
                  : m.calculator_tabs_label()
              }
            >
              <Tab id="emi" className="calc-tabs__tab">
                {tabLabels.emi}
              </Tab>
              {hasEligibility(inputs.loanType) && (
                <Tab id="eligibility" className="calc-tabs__tab">
                  {tabLabels.eligibility}
                </Tab>
              )}
            </TabList>
            <TabPanel id="emi" className="calc-tabs__panel">
              {tabContent("emi")}
            </TabPanel>
            {hasEligibility(inputs.loanType) && (
              <TabPanel id="eligibility" className="calc-tabs__panel">
                {tabContent("eligibility")}
              </TabPanel>
            )}
          </Tabs>
          <p className="calc__disclaimer">{m.calculator_disclaimer()}</p>
          <div className="visually-hidden" role="status" aria-live="polite">
            {announcement}
          </div>
        </div>

        {showSchedule && tab === "emi" && results.schedule.length > 0 && (
          <section className="calc-schedule" aria-labelledby={ids.schedule}>
            <Heading level={headingLevel} id={ids.schedule} className="calc-schedule__title">
              {m.calculator_schedule_title()}
            </Heading>
            <p className="calc-schedule__intro">{m.calculator_schedule_intro()}</p>
            <div className="calc-schedule__grid">
              <LaterBalanceChart schedule={schedule} headingLevel={Sub} />
              <LaterScheduleTable schedule={schedule} />
            </div>
          </section>
        )}
      </div>
    </I18nProvider>
  )
}

interface ResultsProps {
  readonly results: CalculatorResults
  readonly headingId: string
  readonly level: 2 | 3
}

function EmiResults({ results, inputs, headingId, level }: ResultsProps & { readonly inputs: CalculatorInputs }) {
  const r = results.emi
  return (
    <>
      <Heading level={level} id={headingId} className="calc__results-title">
        {m.calculator_results_emi_title()}
      </Heading>
      <dl className="calc-figures">
        <div className="calc-figures__main">
          <dt>{m.calculator_monthly_emi()}</dt>
          <dd>{formatRupees(r.emi)}</dd>
        </div>
        <div>
          <dt>{m.calculator_principal_amount()}</dt>
          <dd>{formatRupees(inputs.amount)}</dd>
        </div>
        <div>
          <dt>{m.calculator_total_interest()}</dt>
          <dd>{formatRupees(r.totalInterest)}</dd>
        </div>
        <div>
          <dt>{m.calculator_total_payment()}</dt>
          <dd>{formatRupees(r.totalPayment)}</dd>
        </div>
      </dl>
      <SharePie emi={r} />
    </>
  )
}

function EligibilityResults({ results, headingId, level }: ResultsProps) {
  const e = results.eligibility
  if (!e) return null
  return (
    <>
      <Heading level={level} id={headingId} className="calc__results-title">
        {m.calculator_results_eligibility_title()}
      </Heading>
      <dl className="calc-figures">
        <div className="calc-figures__main">
          <dt>{m.calculator_eligible_loan_amount()}</dt>
          <dd>{formatRupees(e.eligibleAmount)}*</dd>
        </div>
        <div>
          <dt>{m.calculator_emi()}</dt>
          <dd>{formatRupees(e.emi.emi)}*</dd>
        </div>
        <div>
          <dt>{m.calculator_total_interest()}</dt>
          <dd>{formatRupees(e.emi.totalInterest)}*</dd>
        </div>
        <div>
          <dt>{m.calculator_total_payment()}</dt>
          <dd>{formatRupees(e.emi.totalPayment)}*</dd>
        </div>
      </dl>
      <p className="calc-figures__note">
        {e.years === 1
          ? m.calculator_eligibility_note_year_one({ years: e.years })
          : m.calculator_eligibility_note_years({ years: e.years })}
        {e.cappedAtMaximum && ` ${m.calculator_eligibility_capped({ amount: formatRupees(e.eligibleAmount) })}`}
      </p>
      <SharePie emi={e.emi} principalLabel={m.calculator_eligible_amount()} />
    </>
  )
}
