import { useParams } from 'react-router-dom';
import { PageMeta } from '@costiera/kit';
import { useI18n } from '../../i18n/i18n';
import { usePublicArticle } from './api/content';
import { ContentError, ContentLoading } from './components/ContentState';
import { RenderedHtml } from './components/RenderedHtml';
import { addressesOf, articlePaths } from './content-paths';
import { JsonLd } from '../../seo/JsonLd';
import { articleJsonLd } from '../../seo/article';
import './content.css';

/** An article in the page's language, at its slug there: under /it/ the Italian slug, and not found where it is not published in Italian. */
export function ArticlePage() {
  const i18n = useI18n();
  const { slug = '' } = useParams();
  const article = usePublicArticle(slug);

  if (article.isPending) return <ContentLoading />;
  if (article.isError) return <ContentError error={article.error} retry={() => void article.refetch()} />;
  const a = article.data;
  return (
    <article className="container content-page">
      <PageMeta
        title={a.title}
        description={a.excerpt}
        type="article"
        image={a.featured_image ?? undefined}
        canonicalPath={`/articles/${encodeURIComponent(a.slug)}`}
        alternates={addressesOf(articlePaths(a.alternates), (path, language) => i18n.path(path, language))}
      />
      {a.category_name ? <p className="content-page__kicker">{a.category_name}</p> : null}
      <h1>{a.title}</h1>
      <p className="content-page__lead">{a.excerpt}</p>
      <p className="content-page__date">{i18n.t('content.published', { date: i18n.longDate(a.created_at) })}</p>
      {a.featured_image ? (
        <div className="content-page__image">
          <img src={a.featured_image} alt="" loading="lazy" decoding="async" />
        </div>
      ) : null}
      <RenderedHtml html={a.html} />
      <JsonLd data={(site) => articleJsonLd(site, a, i18n)} />
    </article>
  );
}
