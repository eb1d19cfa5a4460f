import { useState } from 'react';
import { Alert, Button, Card, Col, Flex, Form, Input, Row, Select, Skeleton, Switch } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import type { content } from '@costiera/contracts';
import { PageHeading } from '../../../shared/components/PageHeading';
import { NavButton } from '../../../shared/components/NavButton';
import { SlugField } from '../../../shared/components/SlugField';
import { MarkdownEditor } from '../../../shared/components/MarkdownEditor';
import { ContentStatusCard } from '../../../shared/components/ContentStatusCard';
import { useCategoryOptions } from '../../../shared/categories';
import { requiredRule } from '../../../shared/form-rules';
import { useNotify } from '../../../shared/notify';
import { adminPaths, publicPaths } from '../../../shared/admin-paths';
import { usePage, useSavePage } from '../api/pages';
import { META_DESCRIPTION_LIMIT, MetaDescriptionCounter } from './MetaDescriptionCounter';

interface PageFormValues {
  title: string;
  slug: string;
  content: string;
  published: boolean;
  categoryId: string | undefined;
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
  const editing = id !== undefined;
  const page = usePage(id);

  return (
    <>
      <PageHeading
        title={editing ? 'Edit Page' : 'New Page'}
        actions={
          <>
            <NavButton to={adminPaths.pages}>Back to Pages</NavButton>
            {page.data?.published && (
              <Button href={publicPaths.page(page.data.slug)} target="_blank" rel="noopener noreferrer">
                View
              </Button>
            )}
          </>
        }
      />
      {page.error ? (
        <Alert type="error" showIcon title="Could not load the page" description={page.error.message} />
      ) : editing && !page.data ? (
        <Card>
          <Skeleton active paragraph={{ rows: 10 }} />
        </Card>
      ) : (
        <PageForm key={id ?? 'new'} id={id} existing={page.data} />
      )}
    </>
  );
}

function PageForm({ id, existing }: { id: string | undefined; existing: content.AdminPage | undefined }) {
  const [form] = Form.useForm<PageFormValues>();
  const [autoSlug, setAutoSlug] = useState(existing === undefined);
  const save = useSavePage(id);
  const notify = useNotify();
  const navigate = useNavigate();
  const categories = useCategoryOptions('page');
  const metaDescription: string = Form.useWatch('metaDescription', form) ?? '';
  const creating = id === undefined;

  const submit = (values: PageFormValues) =>
    save.mutate(
      {
        title: values.title.trim(),
        slug: values.slug.trim(),
        content: values.content,
        categoryId: values.categoryId ?? '',
        metaDescription: values.metaDescription.trim(),
        published: values.published,
      },
      {
        onSuccess: () => {
          if (creating) notify.success('Page created', 'Page has been successfully created.');
          else notify.success('Page updated', 'Page has been successfully updated.');
          navigate(adminPaths.pages);
        },
        onError: (error) => notify.failure(creating ? 'Creation failed' : 'Update failed', error),
      },
    );

  const pageUrl = existing ? `${window.location.origin}${publicPaths.page(existing.slug)}` : null;

  return (
    <Form<PageFormValues> form={form} name="page" layout="vertical" initialValues={existing ? valuesOf(existing) : NEW_PAGE} onFinish={submit} scrollToFirstError>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <Card title="Page">
            <Form.Item label="Title" name="title" rules={[requiredRule('Title')]}>
              <Input maxLength={200} />
            </Form.Item>
            <SlugField source="title" auto={autoSlug} onAutoChange={setAutoSlug} />
            <Form.Item label="Content" name="content" rules={[requiredRule('Content')]} extra="Markdown supported">
              <MarkdownEditor />
            </Form.Item>
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
          </Card>
        </Col>
        <Col xs={24} lg={8} style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
          <Card title="Publish">
            <Flex align="center" gap={8} style={{ marginBottom: 16 }}>
              <Form.Item name="published" valuePropName="checked" noStyle>
                <Switch id="page-published" />
              </Form.Item>
              <label htmlFor="page-published">Published</label>
            </Flex>
            <Button type="primary" htmlType="submit" block loading={save.isPending}>
              {save.isPending ? 'Saving...' : creating ? 'Create Page' : 'Update Page'}
            </Button>
          </Card>
          {existing && <ContentStatusCard createdAt={existing.created_at} updatedAt={existing.updated_at} published={existing.published} />}
          {pageUrl && (
            <Card title="Page URL" size="small">
              {existing?.published ? (
                <a href={pageUrl} target="_blank" rel="noopener noreferrer" style={{ overflowWrap: 'anywhere' }}>
                  {pageUrl}
                </a>
              ) : (
                <span style={{ overflowWrap: 'anywhere' }}>{pageUrl} (visible once published)</span>
              )}
            </Card>
          )}
          <Card title="Category">
            <Form.Item label="Category" name="categoryId" rules={[{ required: true, message: 'Category is required' }]}>
              <Select options={categories.options} loading={categories.loading} placeholder="Select a category" />
            </Form.Item>
          </Card>
        </Col>
      </Row>
    </Form>
  );
}
