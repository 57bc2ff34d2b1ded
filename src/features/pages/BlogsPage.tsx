/** Blogs (/resources/blogs): the articles, newest first, each a card linking to /resources/blogs/<slug>. */

import { formatLongDate } from "../../../domain/format.ts"
import { blogArticles, readingMinutes } from "../../content/blogs/index.ts"
import { Link } from "../../ui/Link.tsx"
import { PageHero } from "./PageHero.tsx"
import "./pages.css"

export default function BlogsPage() {
  return (
    <>
      <PageHero
        eyebrow="Blogs"
        title="Guides to borrowing well"
        lead="Plain-language guides on credit scores, EMIs, documents and choosing the right loan, written for borrowers in India."
      />
      <div className="container section blog-index">
        <ul className="blog-index__list" role="list">
          {blogArticles.map((article) => (
            <li key={article.slug} className="blog-card">
              <p className="blog-card__topic">{article.topic}</p>
              <h2 className="blog-card__title">
                <Link href={`/resources/blogs/${article.slug}`} className="blog-card__link">
                  {article.title}
                </Link>
              </h2>
              <p className="blog-card__summary">{article.summary}</p>
              <p className="blog-card__meta">
                <time dateTime={article.published}>{formatLongDate(article.published)}</time>
                <span aria-hidden="true"> · </span>
                <span>{readingMinutes(article)} min read</span>
              </p>
            </li>
          ))}
        </ul>
      </div>
    </>
  )
}
