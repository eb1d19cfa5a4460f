import { Link } from 'react-router-dom';
import { PageMeta } from '@costiera/kit';
import { usePublicArticles } from './api/content';
import { ContentError, ContentLoading } from './components/ContentState';
import { publishedDate } from './published-date';
import './content.css';

/** The articles index: every published article, newest first, each linking to its page. */
export function ArticlesPage() {
  const articles = usePublicArticles();

  if (articles.isPending) return <ContentLoading />;
  if (articles.isError) return <ContentError error={articles.error} retry={() => void articles.refetch()} />;
  return (
    <div className="container articles-index">
      <PageMeta title="Articles" description="Guides and stories from the Sorrento coast, Capri and the Amalfi Coast, written by people who live here." />
      <h1>Articles</h1>
      <p className="content-page__lead">Guides and stories from the Sorrento coast, written by people who live here.</p>
      {articles.data.length === 0 ? (
        <p>No articles yet. Come back soon.</p>
      ) : (
        <ul className="articles-index__list">
          {articles.data.map((a) => (
            <li key={a.slug} className="article-card">
              {a.featured_image ? (
                <div className="article-card__image">
                  <img src={a.featured_image} alt="" loading="lazy" decoding="async" />
                </div>
              ) : null}
              <div className="article-card__body">
                {a.category_name ? <p className="content-page__kicker">{a.category_name}</p> : null}
                <h2 className="article-card__title">
                  <Link to={`/articles/${encodeURIComponent(a.slug)}`}>{a.title}</Link>
                </h2>
                <p className="article-card__excerpt">{a.excerpt}</p>
                <p className="content-page__date">Published {publishedDate(a.created_at)}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
