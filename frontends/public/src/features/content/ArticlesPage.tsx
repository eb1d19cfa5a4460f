import { Link } from 'react-router-dom';
import type { content } from '@costiera/contracts';
import { PageMeta } from '@costiera/kit';
import { useI18n } from '../../i18n/i18n';
import { usePublicArticles } from './api/content';
import { ContentError, ContentLoading } from './components/ContentState';
import { Picture } from '../../components/picture/Picture';
import { renderedPhoto } from '../../components/picture/photo-sources';
import { ARTICLE_CARD_SIZES } from './photo-sizes';
import './content.css';

/** The articles index: every article published in the page's language, newest first, each linking to its page there. */
export function ArticlesPage() {
  const i18n = useI18n();
  const articles = usePublicArticles();

  if (articles.isPending) return <ContentLoading />;
  if (articles.isError) return <ContentError error={articles.error} retry={() => void articles.refetch()} />;
  return (
    <div className="container articles-index">
      <PageMeta title={i18n.t('content.articles.title')} description={i18n.t('content.articles.description')} />
      <h1>{i18n.t('content.articles.heading')}</h1>
      <p className="content-page__lead">{i18n.t('content.articles.lead')}</p>
      {articles.data.length === 0 ? (
        <p>{i18n.t('content.articles.none')}</p>
      ) : (
        <ul className="articles-index__list">
          {articles.data.map((a) => (
            <li key={a.slug} className="article-card">
              {a.featured_image ? (
                <div className="article-card__image">
                  <ArticleCardImage article={a} />
                </div>
              ) : null}
              <div className="article-card__body">
                {a.category_name ? <p className="content-page__kicker">{a.category_name}</p> : null}
                <h2 className="article-card__title">
                  <Link to={`/articles/${encodeURIComponent(a.slug)}`}>{a.title}</Link>
                </h2>
                <p className="article-card__excerpt">{a.excerpt}</p>
                <p className="content-page__date">{i18n.t('content.published', { date: i18n.longDate(a.created_at) })}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** An article's photo on the index: its variants when it is an uploaded photo, else the URL as pasted. */
function ArticleCardImage({ article }: { article: content.PublicArticleSummary }) {
  const photo = renderedPhoto(article.featured_photo ? [article.featured_photo] : [], article.featured_image ?? undefined);
  return photo ? <Picture photo={photo} sizes={ARTICLE_CARD_SIZES} alt={photo.alt || article.title} /> : <img src={article.featured_image ?? ''} alt="" loading="lazy" decoding="async" />;
}
