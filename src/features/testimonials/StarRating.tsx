/**
 * A 1-5 star rating input: a react-aria RadioGroup styled as stars. Tab reaches it, the arrow keys move between
 * the stars and choose, and each star is named ('3 stars'); the chosen value reads 'Rated 3 out of 5'.
 */
import { FieldError, Label, Radio, RadioGroup, Text } from "react-aria-components"
import { ratingLabel } from "../../../domain/testimonials.ts"
import { m } from "../../../i18n/paraglide/messages.js"
import { StarIcon } from "./Stars.tsx"

export interface StarRatingProps {
  readonly label: string
  /** 0 when not chosen yet. */
  readonly value: number
  readonly onChange: (rating: number) => void
  readonly errorMessage?: string | undefined
  /** Marks the rating invalid without a message of its own. */
  readonly isInvalid?: boolean | undefined
  readonly isDisabled?: boolean
  readonly isRequired?: boolean
}

export function StarRating({
  label,
  value,
  onChange,
  errorMessage,
  isInvalid,
  isDisabled,
  isRequired
}: StarRatingProps) {
  return (
    <RadioGroup
      className="field star-rating"
      orientation="horizontal"
      value={value > 0 ? String(value) : null}
      onChange={(v) => onChange(Number(v))}
      isDisabled={isDisabled}
      isRequired={isRequired}
      isInvalid={isInvalid ?? (errorMessage !== undefined && errorMessage !== "")}
      validationBehavior="aria"
    >
      <Label className="field__label">{label}</Label>
      <div className="star-rating__stars">
        {[1, 2, 3, 4, 5].map((n) => (
          <Radio
            key={n}
            value={String(n)}
            aria-label={n === 1 ? m.contact_feedback_one_star() : m.contact_feedback_stars({ count: n })}
            className="star-rating__star"
          >
            <StarIcon
              filled={n <= value}
              className={n <= value ? "star-rating__icon star-rating__icon--on" : "star-rating__icon"}
            />
          </Radio>
        ))}
        <Text slot="description" className="field__hint star-rating__value">
          {value > 0 ? ratingLabel(value) : m.contact_not_rated()}
        </Text>
      </div>
      <div className="field__error-region" aria-live="polite">
        <FieldError className="field__error">{errorMessage}</FieldError>
      </div>
    </RadioGroup>
  )
}
