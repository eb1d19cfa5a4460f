import { Card, Flex, Form, Input } from 'antd';
import { useParams } from 'react-router-dom';
import type { content } from '@costiera/contracts';
import { ContentEditorScreen, ContentForm, type ContentFormValues } from '../../../shared/components/ContentEditor';
import { adminPaths, publicPaths } from '../../../shared/admin-paths';
import { usePage, useSavePage } from '../api/pages';
import { META_DESCRIPTION_LIMIT, MetaDescriptionCounter } from './MetaDescriptionCounter';

interface PageFormValues extends ContentFormValues {
  metaDescription: string;
}

const NEW_PAGE: PageFormValues = { title: '', slug: '', content: '', published: false, categoryId: undefined, metaDescription: '' };

function valuesOf(page: content.AdminPage): PageFormValues {
  return {
    title: page.title,
    slug: page.slug,
    content: page.content,
    published: page.published,
    categoryId: page.category_id,
    metaDescription: page.meta_description ?? '',
  };
}

export default function PageFormPage() {
  const { id } = useParams<{ id: string }>();
  const page = usePage(id);
  return (
    <ContentEditorScreen noun="Page" editing={id !== undefined} loaded={page} listPath={adminPaths.pages} backLabel="Back to Pages" publicPath={publicPaths.page}>
      <PageForm key={id ?? 'new'} id={id} existing={page.data} />
    </ContentEditorScreen>
  );
}

function PageForm({ id, existing }: { id: string | undefined; existing: content.AdminPage | undefined }) {
  const [form] = Form.useForm<PageFormValues>();
  const save = useSavePage(id);
  const metaDescription: string = Form.useWatch('metaDescription', form) ?? '';
  const pageUrl = existing ? `${window.location.origin}${publicPaths.page(existing.slug)}` : null;

  return (
    <ContentForm
      noun="Page"
      form={form}
      initialValues={existing ? valuesOf(existing) : NEW_PAGE}
      existing={existing}
      save={save}
      listPath={adminPaths.pages}
      toBody={(values) => ({
        title: values.title.trim(),
        slug: values.slug.trim(),
        content: values.content,
        categoryId: values.categoryId ?? '',
        metaDescription: values.metaDescription.trim(),
        published: values.published,
      })}
      afterContent={
        <Form.Item
          label="Meta description"
          name="metaDescription"
          rules={[{ max: META_DESCRIPTION_LIMIT, message: `Meta description must be at most ${META_DESCRIPTION_LIMIT} characters` }]}
          extra={
            <Flex justify="space-between" wrap gap={8}>
              <span>Recommended: 120 to 160 characters</span>
              <MetaDescriptionCounter length={metaDescription.length} />
            </Flex>
          }
        >
          <Input.TextArea rows={3} />
        </Form.Item>
      }
      sideBeforeCategory={
        pageUrl && (
          <Card title="Page URL" size="small">
            {existing?.published ? (
              <a href={pageUrl} target="_blank" rel="noopener noreferrer" style={{ overflowWrap: 'anywhere' }}>
                {pageUrl}
              </a>
            ) : (
              <span style={{ overflowWrap: 'anywhere' }}>{pageUrl} (visible once published)</span>
            )}
          </Card>
        )
      }
    />
  );
}
