import { useParams } from 'react-router-dom';
import { PageMeta } from '@costiera/kit';
import { usePublicArticle } from './api/content';
import { ContentError, ContentLoading } from './components/ContentState';
import { publishedDate } from './published-date';
import { RenderedHtml } from './components/RenderedHtml';
import { JsonLd } from '../../seo/JsonLd';
import { articleJsonLd } from '../../seo/article';
import './content.css';

export function ArticlePage() {
  const { slug = '' } = useParams();
  const article = usePublicArticle(slug);

  if (article.isPending) return <ContentLoading />;
  if (article.isError) return <ContentError error={article.error} retry={() => void article.refetch()} />;
  const a = article.data;
  return (
    <article className="container content-page">
      <PageMeta title={a.title} description={a.excerpt} type="article" image={a.featured_image ?? undefined} />
      {a.category_name ? <p className="content-page__kicker">{a.category_name}</p> : null}
      <h1>{a.title}</h1>
      <p className="content-page__lead">{a.excerpt}</p>
      <p className="content-page__date">Published {publishedDate(a.created_at)}</p>
      {a.featured_image ? (
        <div className="content-page__image">
          <img src={a.featured_image} alt="" loading="lazy" decoding="async" />
        </div>
      ) : null}
      <RenderedHtml html={a.html} />
      <JsonLd data={(site) => articleJsonLd(site, a)} />
    </article>
  );
}
