/** One FAQ (spec section 2: question, answer, bulletAnswer list; the list may be empty), as data. */
export interface Faq {
  /** Stable within the page: the accordion's key. */
  readonly id: string
  readonly question: string
  readonly answer: string
  readonly bulletAnswer: ReadonlyArray<string>
}
