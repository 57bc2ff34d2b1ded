/**
 * One article (/resources/blogs/<slug>): its title, date and reading time, sections with links, and more articles.
 * An unknown slug shows the not-found message with a way back to the index.
 */
import { useParams } from "wouter"
import { formatLongDate } from "../../../domain/format.ts"
import { blogArticleBySlug, blogArticles, readingMinutes } from "../../content/blogs/index.ts"
import { Link } from "../../ui/Link.tsx"
import { LinkButton } from "../../ui/LinkButton.tsx"
import { RichText } from "../../ui/RichText.tsx"
import "./pages.css"

export default function BlogArticlePage() {
  const { slug = "" } = useParams<{ slug: string }>()
  const article = blogArticleBySlug(slug)

  if (!article) {
    return (
      <div className="container section article-missing">
        <h1>Article not found</h1>
        <p>The page you are looking for doesn't exist or has been moved</p>
        <LinkButton href="/resources/blogs" variant="primary">
          All articles
        </LinkButton>
      </div>
    )
  }

  const more = blogArticles.filter((a) => a.slug !== article.slug).slice(0, 3)
  return (
    <article className="article">
      <header className="page-hero article__header">
        <div className="container article__container">
          <nav aria-label="Breadcrumb" className="article__crumbs">
            <ol role="list">
              <li>
                <Link href="/">Home</Link>
              </li>
              <li>
                <Link href="/resources/blogs">Blogs</Link>
              </li>
              <li aria-current="page">{article.topic}</li>
            </ol>
          </nav>
          <h1 className="page-hero__title article__title">{article.title}</h1>
          <p className="article__meta">
            <span>{article.author}</span>
            <span aria-hidden="true"> · </span>
            <time dateTime={article.published}>{formatLongDate(article.published)}</time>
            <span aria-hidden="true"> · </span>
            <span>{readingMinutes(article)} min read</span>
          </p>
        </div>
      </header>
      <div className="container article__container article__body">
        {article.sections.map((section, i) => (
          <section key={section.heading ?? i} aria-label={section.heading ? undefined : "Introduction"}>
            {section.heading ? <h2>{section.heading}</h2> : null}
            {section.paragraphs.map((p) => (
              <p key={p}>
                <RichText copy={p} />
              </p>
            ))}
            {section.list ? (
              <ul>
                {section.list.map((item) => (
                  <li key={item}>
                    <RichText copy={item} />
                  </li>
                ))}
              </ul>
            ) : null}
            {section.after ? (
              <p>
                <RichText copy={section.after} />
              </p>
            ) : null}
          </section>
        ))}
        <p className="article__note">
          This guide is general information, not financial advice. Rates, rules and limits change; your lender's Key
          Fact Statement and loan agreement are what apply to your loan.
        </p>
      </div>
      <aside className="container article__container article__more" aria-labelledby="more-articles">
        <h2 id="more-articles">More guides</h2>
        <ul role="list">
          {more.map((a) => (
            <li key={a.slug}>
              <Link href={`/resources/blogs/${a.slug}`}>{a.title}</Link>
            </li>
          ))}
        </ul>
        <LinkButton href="/resources/blogs" variant="secondary">
          All articles
        </LinkButton>
      </aside>
    </article>
  )
}
