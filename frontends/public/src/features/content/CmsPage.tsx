import { useLocation, useParams } from 'react-router-dom';
import { PageMeta } from '@costiera/kit';
import { useI18n } from '../../i18n/i18n';
import { usePublicPage } from './api/content';
import { ContentError, ContentLoading } from './components/ContentState';
import { RenderedHtml } from './components/RenderedHtml';
import { addressesOf, pagePaths } from './content-paths';
import { descriptionFromHtml } from './description-from-html';
import { pageReadForPath } from './page-slug';
import './content.css';

/** Guides, schedules, travel info, contact and any published page: one CMS page each, in the page's language. */
export function CmsPage() {
  const i18n = useI18n();
  const { pathname } = useLocation();
  const { slug: slugParam } = useParams();
  const read = pageReadForPath(pathname, slugParam);
  const page = usePublicPage(read);

  if (page.isPending) return <ContentLoading />;
  if (page.isError) return <ContentError error={page.error} retry={() => void page.refetch()} />;
  const paths = pagePaths(page.data.alternates, read, pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
  return (
    <article className="container content-page">
      <PageMeta
        title={page.data.title}
        description={page.data.meta_description ?? descriptionFromHtml(page.data.html)}
        canonicalPath={paths[i18n.language]}
        alternates={addressesOf(paths, (path, language) => i18n.path(path, language))}
      />
      <h1>{page.data.title}</h1>
      <RenderedHtml html={page.data.html} photos={page.data.photos} />
    </article>
  );
}
