import { useParams } from 'react-router-dom';
import { PageMeta } from '@costiera/kit';
import { useI18n } from '../../i18n/i18n';
import { usePublicArticle } from './api/content';
import { ContentError, ContentLoading } from './components/ContentState';
import { RenderedHtml } from './components/RenderedHtml';
import { addressesOf, articlePaths } from './content-paths';
import { Picture } from '../../components/picture/Picture';
import { PhotoPreload } from '../../components/picture/PhotoPreload';
import { renderedPhoto } from '../../components/picture/photo-sources';
import { shareImageOf } from '../../components/picture/share-image';
import { ShareImageSize } from '../../components/picture/ShareImageSize';
import { COLUMN_SIZES } from './photo-sizes';
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
  // An uploaded featured photo is near the top of the page, often its largest paint: preloaded and loaded at once.
  const hero = renderedPhoto(a.featured_photo ? [a.featured_photo] : [], a.featured_image ?? undefined);
  const share = shareImageOf(a.featured_photo ?? undefined);
  return (
    <article className="container content-page">
      <PageMeta
        title={a.title}
        description={a.excerpt}
        type="article"
        image={share?.url ?? a.featured_image ?? undefined}
        canonicalPath={`/articles/${encodeURIComponent(a.slug)}`}
        alternates={addressesOf(articlePaths(a.alternates), (path, language) => i18n.path(path, language))}
      />
      {share ? <ShareImageSize width={share.width} height={share.height} /> : null}
      {a.category_name ? <p className="content-page__kicker">{a.category_name}</p> : null}
      <h1>{a.title}</h1>
      <p className="content-page__lead">{a.excerpt}</p>
      <p className="content-page__date">{i18n.t('content.published', { date: i18n.longDate(a.created_at) })}</p>
      {hero ? (
        <div className="content-page__image">
          <PhotoPreload photo={hero} sizes={COLUMN_SIZES} />
          <Picture photo={hero} sizes={COLUMN_SIZES} alt={hero.alt || a.title} eager />
        </div>
      ) : a.featured_image ? (
        <div className="content-page__image">
          <img src={a.featured_image} alt="" loading="lazy" decoding="async" />
        </div>
      ) : null}
      <RenderedHtml html={a.html} photos={a.photos} />
      <JsonLd data={(site) => articleJsonLd(site, a, i18n)} />
    </article>
  );
}
