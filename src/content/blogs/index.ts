/** The blog: six articles about borrowing in India, newest first (/resources/blogs and /resources/blogs/<slug>). */
import { borrowSafely } from "./borrow-safely.ts"
import { fixedOrFloating } from "./fixed-or-floating.ts"
import { howEmiIsCalculated } from "./how-emi-is-calculated.ts"
import { improveYourCreditScore } from "./improve-your-credit-score.ts"
import { personalLoanDocuments } from "./personal-loan-documents.ts"
import { securedOrUnsecured } from "./secured-or-unsecured.ts"
import type { BlogArticle } from "./types.ts"

export type { BlogArticle, BlogSection } from "./types.ts"

export const blogArticles: ReadonlyArray<BlogArticle> = [
  borrowSafely,
  securedOrUnsecured,
  improveYourCreditScore,
  howEmiIsCalculated,
  personalLoanDocuments,
  fixedOrFloating
].toSorted((a, b) => b.published.localeCompare(a.published))

export const blogArticleBySlug = (slug: string): BlogArticle | undefined =>
  blogArticles.find((a) => a.slug === slug.toLowerCase())

/** Words in an article (its reading time at about 200 words a minute). */
export const wordCount = (article: BlogArticle): number =>
  [
    article.title,
    ...article.sections.flatMap((s) => [s.heading ?? "", ...s.paragraphs, ...(s.list ?? []), s.after ?? ""])
  ]
    .join(" ")
    .split(/\s+/u)
    .filter((w) => w !== "").length

export const readingMinutes = (article: BlogArticle): number => Math.max(1, Math.round(wordCount(article) / 200))
