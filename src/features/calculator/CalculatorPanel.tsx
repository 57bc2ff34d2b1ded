/**
 * The EMI and eligibility calculator (spec section 2 "Calculator screen", 4 "Calculator tabs", 5 "Calculator
 * inputs"), as a panel the calculator screen and the loan pages embed. The calculator machine owns every rule; this
 * view renders its state and sends the person's events.
 */
import { useActorRef, useSelector } from "@xstate/react"
import { useId } from "react"
import {
  Heading,
  I18nProvider,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
  Button as AriaButton,
  Slider,
  SliderThumb,
  SliderTrack,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  TextField as AriaTextField
} from "react-aria-components"
import {
  applyNowHref,
  calculatorLoanTypes,
  type CalculatorTab,
  decodeCalculatorQuery,
  fieldLabels,
  fieldRange,
  hasEligibility,
  inputsForLoanType,
  type NumericField,
  sliderStep,
  tabFields,
  tabLabels
} from "../../../domain/calculator.ts"
import type { LoanProductId } from "../../../domain/loan-products.ts"
import { formatRupees } from "../../../domain/format.ts"
import { calculatorMachine } from "../../../machines/calculator.machine.ts"
import { LinkButton } from "../../ui/LinkButton.tsx"
import "./calculator.css"

export interface CalculatorPanelProps {
  /** The loan type to start with (a loan page's product). */
  readonly productId?: LoanProductId
  /** Hides the product dropdown and keeps the loan type fixed (loan pages). */
  readonly fixedProduct?: boolean
  /** The level of the panel's own headings ('Your EMI'); 2 on the calculator screen, 3 inside a loan page section. */
  readonly headingLevel?: 2 | 3
  /** Keeps the inputs in the URL query (replace, not push) and starts from it. */
  readonly syncUrl?: boolean
  /** The tab to open when the query says nothing (the calculator screen's /eligibility). */
  readonly defaultTab?: CalculatorTab
  /** The query string to start from when syncUrl is set. */
  readonly search?: string
}

export function CalculatorPanel({ productId, fixedProduct = false, headingLevel = 2, search = "", syncUrl = false, defaultTab = "emi" }: CalculatorPanelProps) {
  const actor = useActorRef(calculatorMachine, {
    input: syncUrl ? decodeCalculatorQuery(search, defaultTab) : { tab: defaultTab, inputs: inputsForLoanType(productId ?? "personal") }
  })
  const tab = useSelector(actor, (s) => (s.matches("eligibility") ? "eligibility" : "emi") as CalculatorTab)
  const inputs = useSelector(actor, (s) => s.context.inputs)
  const texts = useSelector(actor, (s) => s.context.texts)
  const results = useSelector(actor, (s) => s.context.results)
  const titleId = useId()

  const field = (name: NumericField) => {
    const range = fieldRange(name, inputs)
    return (
      <div className="calc-field" key={name}>
        <AriaTextField
          className="calc-field__text"
          value={texts[name]}
          inputMode={name === "rate" ? "decimal" : "numeric"}
          onChange={(value) => actor.send({ type: "Type", field: name, value })}
          onBlur={() => actor.send({ type: "Leave field", field: name })}
        >
          <Label className="calc-field__label">{fieldLabels[name]}</Label>
          <Input className="field__input calc-field__input" />
        </AriaTextField>
        <Slider
          aria-label={fieldLabels[name]}
          className="calc-slider"
          minValue={range.min}
          maxValue={range.max}
          step={sliderStep(name, tab, inputs.unit)}
          value={inputs[name]}
          onChange={(value) => actor.send({ type: "Slide", field: name, value: value as number })}
        >
          <SliderTrack className="calc-slider__track">
            <SliderThumb className="calc-slider__thumb" />
          </SliderTrack>
        </Slider>
      </div>
    )
  }

  return (
    <I18nProvider locale="en-IN">
      <div className="calc">
        {!fixedProduct && (
          <Select
            className="calc-select"
            selectedKey={inputs.loanType}
            onSelectionChange={(key) => actor.send({ type: "Choose loan type", loanType: key as LoanProductId })}
          >
            <Label>Loan Type</Label>
            <AriaButton className="calc-select__button"><SelectValue /></AriaButton>
            <Popover>
              <ListBox items={calculatorLoanTypes}>
                {(item) => <ListBoxItem id={item.id}>{item.name}</ListBoxItem>}
              </ListBox>
            </Popover>
          </Select>
        )}
        <Tabs selectedKey={tab} onSelectionChange={(key) => actor.send({ type: "Choose tab", tab: key as CalculatorTab })}>
          <TabList aria-label="Calculator">
            <Tab id="emi">{tabLabels.emi}</Tab>
            {hasEligibility(inputs.loanType) && <Tab id="eligibility">{tabLabels.eligibility}</Tab>}
          </TabList>
          <TabPanel id={tab}>
            {tabFields[tab].map(field)}
          </TabPanel>
        </Tabs>
        <section aria-labelledby={titleId}>
          <Heading level={headingLevel} id={titleId}>Your EMI</Heading>
          <dl>
            <div><dt>Monthly EMI</dt><dd>{formatRupees(results.emi.emi)}</dd></div>
            <div><dt>Total Interest</dt><dd>{formatRupees(results.emi.totalInterest)}</dd></div>
            <div><dt>Total Payment</dt><dd>{formatRupees(results.emi.totalPayment)}</dd></div>
          </dl>
        </section>
        <LinkButton href={applyNowHref(inputs.loanType, !fixedProduct)} variant="accent">Apply Now</LinkButton>
      </div>
    </I18nProvider>
  )
}
