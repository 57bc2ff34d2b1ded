/**
 * The calculator's loan-type dropdown (its own chunk: CalculatorPanel loads it when the person starts using the
 * calculator, ./when-used.ts; until then its prerendered HTML is on screen). A press made before it was interactive
 * is replayed once it is.
 */
import { useEffect, useRef } from "react"
import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from "react-aria-components"
import { calculatorLoanTypes, loanTypeLabel } from "../../../domain/calculator.ts"
import type { LoanProductId } from "../../../domain/loan-products.ts"
import { m } from "../../../i18n/paraglide/messages.js"
import { takePendingPress } from "./when-used.ts"

export default function LoanTypeSelect({
  loanType,
  onChoose
}: {
  readonly loanType: LoanProductId
  readonly onChoose: (loanType: LoanProductId) => void
}) {
  const trigger = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (takePendingPress()) trigger.current?.click()
  }, [])
  return (
    <Select
      className="calc-select"
      selectedKey={loanType}
      onSelectionChange={(key) => key !== null && onChoose(key as LoanProductId)}
    >
      <Label className="calc-select__label">{m.calculator_loan_type_label()}</Label>
      <Button ref={trigger} className="calc-select__button">
        <SelectValue />
        <span className="calc-select__chevron" aria-hidden="true" />
      </Button>
      <Popover className="calc-select__popover">
        <ListBox className="calc-select__list" items={calculatorLoanTypes}>
          {(item) => (
            // The value stays the id; the option shows the name in the page's language.
            <ListBoxItem id={item.id} textValue={loanTypeLabel(item.id)} className="calc-select__option">
              {loanTypeLabel(item.id)}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  )
}
