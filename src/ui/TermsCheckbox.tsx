/** A required 'accept the terms' box with the machine's message under it (credit score entry, personal details). */
import type { ReactNode } from "react"
import { useId } from "react"
import { Checkbox } from "react-aria-components"

export function TermsCheckbox({
  isSelected,
  onChange,
  error,
  isDisabled,
  children
}: {
  readonly isSelected: boolean
  readonly onChange: (selected: boolean) => void
  readonly error: string | undefined
  readonly isDisabled?: boolean
  readonly children: ReactNode
}) {
  const errorId = useId()
  return (
    <div className="terms">
      <Checkbox
        className="terms__box"
        isSelected={isSelected}
        onChange={onChange}
        isInvalid={error !== undefined}
        isRequired
        isDisabled={isDisabled ?? false}
        aria-describedby={error ? errorId : undefined}
      >
        <span className="terms__mark" aria-hidden="true">
          <svg viewBox="0 0 18 18">
            <polyline points="3 9.5 7.5 14 15 4.5" />
          </svg>
        </span>
        <span className="terms__label">{children}</span>
      </Checkbox>
      <div aria-live="polite">
        {error ? (
          <p id={errorId} className="field__error terms__error">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  )
}
