/**
 * One article (/resources/blogs/<slug>): its title, date and reading time, sections with links, and more articles.
 * An unknown slug shows the not-found message with a way back to the index. The chrome speaks the page's language;
 * the article is English (`lang="en"` on its title, body and the other articles' titles), and a Hindi page says so.
 */
import { useParams } from "wouter"
import { formatLongDate } from "../../../domain/format.ts"
import { m } from "../../../i18n/paraglide/messages.js"
import { blogArticleBySlug, blogArticles, readingMinutes } from "../../content/blogs/index.ts"
import { Link } from "../../ui/Link.tsx"
import { LinkButton } from "../../ui/LinkButton.tsx"
import { RichText } from "../../ui/RichText.tsx"
import { articleLanguage, articlesInOtherLanguage, topicLabel } from "./blogLanguage.ts"
import "../../ui/pages.css"

export default function BlogArticlePage() {
  const { slug = "" } = useParams<{ slug: string }>()
  const article = blogArticleBySlug(slug)

  if (!article) {
    return (
      <div className="container section article-missing">
        <h1>{m.pages_blog_not_found_title()}</h1>
        <p>{m.pages_blog_not_found_text()}</p>
        <LinkButton href="/resources/blogs" variant="primary">
          {m.pages_blog_all_articles()}
        </LinkButton>
      </div>
    )
  }

  const more = blogArticles.filter((a) => a.slug !== article.slug).slice(0, 3)
  return (
    <article className="article">
      <header className="page-hero article__header">
        <div className="container article__container">
          <nav aria-label={m.pages_blog_breadcrumb_label()} className="article__crumbs">
            <ol role="list">
              <li>
                <Link href="/">{m.pages_blog_crumb_home()}</Link>
              </li>
              <li>
                <Link href="/resources/blogs">{m.pages_blog_crumb_blogs()}</Link>
              </li>
              <li aria-current="page">{topicLabel(article.topic)}</li>
            </ol>
          </nav>
          <h1 className="page-hero__title article__title" lang={articleLanguage}>
            {article.title}
          </h1>
          <p className="article__meta">
            <span lang={articleLanguage}>{article.author}</span>
            <span aria-hidden="true"> · </span>
            <time dateTime={article.published}>{formatLongDate(article.published)}</time>
            <span aria-hidden="true"> · </span>
            <span>{m.pages_blog_reading_time({ minutes: String(readingMinutes(article)) })}</span>
          </p>
        </div>
      </header>
      <div className="container article__container article__body">
        {articlesInOtherLanguage() ? <p className="article__language">{m.pages_blog_in_english_note()}</p> : null}
        <div lang={articleLanguage} className="article__text">
          {article.sections.map((section, i) => (
            <section key={section.heading ?? i} aria-label={section.heading ? undefined : m.pages_blog_introduction()}>
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
        </div>
        <p className="article__note">{m.pages_blog_disclaimer()}</p>
      </div>
      <aside className="container article__container article__more" aria-labelledby="more-articles">
        <h2 id="more-articles">{m.pages_blog_more_title()}</h2>
        <ul role="list">
          {more.map((a) => (
            <li key={a.slug} lang={articleLanguage}>
              <Link href={`/resources/blogs/${a.slug}`}>{a.title}</Link>
            </li>
          ))}
        </ul>
        <LinkButton href="/resources/blogs" variant="secondary">
          {m.pages_blog_all_articles()}
        </LinkButton>
      </aside>
    </article>
  )
}
