/**
 * The blog's articles are written in English in every language's site (issue 15: blog posts may stay English, marked
 * as such). Their topics are page chrome and speak the page's language.
 */
import { currentLocale } from "../../../i18n/locale.ts"
import { m } from "../../../i18n/paraglide/messages.js"
import type { BlogArticle } from "../../content/blogs/index.ts"

/** The language the articles are written in: their `lang`. */
export const articleLanguage = "en"

/** Whether the page speaks another language than the articles (then they say they are in English). */
export const articlesInOtherLanguage = (): boolean => currentLocale() !== articleLanguage

const topicLabels: Record<BlogArticle["topic"], () => string> = {
  "Credit score": m.pages_blog_topic_credit_score,
  "EMI and interest": m.pages_blog_topic_emi_interest,
  Applying: m.pages_blog_topic_applying,
  "Choosing a loan": m.pages_blog_topic_choosing,
  Safety: m.pages_blog_topic_safety
}

/** An article's topic in the page's language. */
export const topicLabel = (topic: BlogArticle["topic"]): string => topicLabels[topic]()
