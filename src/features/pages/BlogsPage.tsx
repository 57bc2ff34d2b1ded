/**
 * Blogs (/resources/blogs): the articles, newest first, each a card linking to /resources/blogs/<slug>. The page
 * speaks its language; the articles' titles and summaries are English (`lang="en"`), and a Hindi page says so.
 */

import { formatLongDate } from "../../../domain/format.ts"
import { m } from "../../../i18n/paraglide/messages.js"
import { blogArticles, readingMinutes } from "../../content/blogs/index.ts"
import { Link } from "../../ui/Link.tsx"
import { PageHero } from "../../ui/PageHero.tsx"
import { articleLanguage, articlesInOtherLanguage, topicLabel } from "./blogLanguage.ts"
import "../../ui/pages.css"

export default function BlogsPage() {
  return (
    <>
      <PageHero eyebrow={m.pages_blogs_eyebrow()} title={m.pages_blogs_title()} lead={m.pages_blogs_lead()} />
      <div className="container section blog-index">
        {articlesInOtherLanguage() ? <p className="blog-index__language">{m.pages_blogs_in_english_note()}</p> : null}
        <ul className="blog-index__list" role="list">
          {blogArticles.map((article) => (
            <li key={article.slug} className="blog-card">
              <p className="blog-card__topic">{topicLabel(article.topic)}</p>
              <h2 className="blog-card__title" lang={articleLanguage}>
                <Link href={`/resources/blogs/${article.slug}`} className="blog-card__link">
                  {article.title}
                </Link>
              </h2>
              <p className="blog-card__summary" lang={articleLanguage}>
                {article.summary}
              </p>
              <p className="blog-card__meta">
                <time dateTime={article.published}>{formatLongDate(article.published)}</time>
                <span aria-hidden="true"> · </span>
                <span>{m.pages_blog_reading_time({ minutes: String(readingMinutes(article)) })}</span>
              </p>
            </li>
          ))}
        </ul>
      </div>
    </>
  )
}
