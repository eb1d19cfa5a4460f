import { useLocation, useParams } from 'react-router-dom';
import { PageMeta } from '@costiera/kit';
import { usePublicPage } from './api/content';
import { ContentError, ContentLoading } from './components/ContentState';
import { RenderedHtml } from './components/RenderedHtml';
import { descriptionFromHtml } from './description-from-html';
import { pageSlugForPath } from './page-slug';
import './content.css';

/** Guides, schedules, travel info, contact and any published page: one CMS page each. */
export function CmsPage() {
  const { pathname } = useLocation();
  const { slug: slugParam } = useParams();
  const slug = pageSlugForPath(pathname, slugParam);
  const page = usePublicPage(slug);

  if (page.isPending) return <ContentLoading />;
  if (page.isError) return <ContentError error={page.error} retry={() => void page.refetch()} />;
  return (
    <article className="container content-page">
      <PageMeta title={page.data.title} description={page.data.meta_description ?? descriptionFromHtml(page.data.html)} />
      <h1>{page.data.title}</h1>
      <RenderedHtml html={page.data.html} />
    </article>
  );
}
