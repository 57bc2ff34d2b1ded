import { ratingLabel } from "../../../domain/testimonials.ts"

const starPath = "M12 2.5l2.94 5.96 6.56.95-4.75 4.63 1.12 6.53L12 17.5l-5.87 3.07 1.12-6.53L2.5 9.41l6.56-.95z"

/** A star shape (used by the rating display and the star rating input). */
export function StarIcon({ filled, className }: { readonly filled: boolean; readonly className?: string }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" className={className}>
      <path
        d={starPath}
        fill={filled ? "currentColor" : "none"}
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
    </svg>
  )
}

/** 1-5 stars, read as 'Rated 4 out of 5'. */
export function Stars({ rating }: { readonly rating: number }) {
  return (
    <span className="stars" role="img" aria-label={ratingLabel(rating)}>
      {[1, 2, 3, 4, 5].map((n) => (
        <StarIcon key={n} filled={n <= rating} className={n <= rating ? "stars__on" : "stars__off"} />
      ))}
    </span>
  )
}
