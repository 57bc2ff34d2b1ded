/**
 * A blog article as data (copy, not JSX): sections of paragraphs and lists, with `[label](/path)` links
 * (src/ui/RichText.tsx). The views in src/features/pages/ render the index and each article.
 */
export interface BlogSection {
  /** A section heading (h2); the first section may have none. */
  readonly heading?: string
  readonly paragraphs: ReadonlyArray<string>
  /** A bulleted list after the paragraphs. */
  readonly list?: ReadonlyArray<string>
  /** A closing paragraph after the list. */
  readonly after?: string
}

export interface BlogArticle {
  /** The last part of /resources/blogs/<slug>. */
  readonly slug: string
  readonly title: string
  /** One or two sentences: the index card and the page's meta description (at most 160 characters). */
  readonly summary: string
  /** ISO date (yyyy-mm-dd). */
  readonly published: string
  readonly author: string
  readonly topic: "Credit score" | "EMI and interest" | "Applying" | "Choosing a loan" | "Safety"
  readonly sections: ReadonlyArray<BlogSection>
}
