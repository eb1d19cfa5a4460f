import { useState } from 'react';
import { Alert, Button, Card, Col, Flex, Form, Input, Row, Select, Skeleton, Switch } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import type { content } from '@costiera/contracts';
import { PageHeading } from '../../../shared/components/PageHeading';
import { NavButton } from '../../../shared/components/NavButton';
import { SlugField } from '../../../shared/components/SlugField';
import { MarkdownEditor } from '../../../shared/components/MarkdownEditor';
import { ContentStatusCard } from '../../../shared/components/ContentStatusCard';
import { ImagePreview } from '../../../shared/components/ImagePreview';
import { useCategoryOptions } from '../../../shared/categories';
import { requiredRule } from '../../../shared/form-rules';
import { useNotify } from '../../../shared/notify';
import { adminPaths, publicPaths } from '../../../shared/admin-paths';
import { useArticle, useSaveArticle } from '../api/articles';

interface ArticleFormValues {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  published: boolean;
  categoryId: string | undefined;
  featuredImage: string;
}

const NEW_ARTICLE: ArticleFormValues = { title: '', slug: '', excerpt: '', content: '', published: false, categoryId: undefined, featuredImage: '' };

function valuesOf(article: content.AdminArticle): ArticleFormValues {
  return {
    title: article.title,
    slug: article.slug,
    excerpt: article.excerpt,
    content: article.content,
    published: article.published,
    categoryId: article.category_id,
    featuredImage: article.featured_image ?? '',
  };
}

export default function ArticleFormPage() {
  const { id } = useParams<{ id: string }>();
  const editing = id !== undefined;
  const article = useArticle(id);

  return (
    <>
      <PageHeading
        title={editing ? 'Edit Article' : 'New Article'}
        actions={
          <>
            <NavButton to={adminPaths.articles}>Back to Articles</NavButton>
            {article.data?.published && (
              <Button href={publicPaths.article(article.data.slug)} target="_blank" rel="noopener noreferrer">
                View
              </Button>
            )}
          </>
        }
      />
      {article.error ? (
        <Alert type="error" showIcon title="Could not load the article" description={article.error.message} />
      ) : editing && !article.data ? (
        <Card>
          <Skeleton active paragraph={{ rows: 10 }} />
        </Card>
      ) : (
        <ArticleForm key={id ?? 'new'} id={id} existing={article.data} />
      )}
    </>
  );
}

function ArticleForm({ id, existing }: { id: string | undefined; existing: content.AdminArticle | undefined }) {
  const [form] = Form.useForm<ArticleFormValues>();
  // SPEC: auto-generate is on for a new article and off once an existing one loads.
  const [autoSlug, setAutoSlug] = useState(existing === undefined);
  const save = useSaveArticle(id);
  const notify = useNotify();
  const navigate = useNavigate();
  const categories = useCategoryOptions('article');
  const featuredImage: string = Form.useWatch('featuredImage', form) ?? '';
  const creating = id === undefined;

  const submit = (values: ArticleFormValues) =>
    save.mutate(
      {
        title: values.title.trim(),
        slug: values.slug.trim(),
        excerpt: values.excerpt.trim(),
        content: values.content,
        categoryId: values.categoryId ?? '',
        featuredImage: values.featuredImage.trim(),
        published: values.published,
      },
      {
        onSuccess: () => {
          if (creating) notify.success('Article created', 'Article has been successfully created.');
          else notify.success('Article updated', 'Article has been successfully updated.');
          navigate(adminPaths.articles);
        },
        onError: (error) => notify.failure(creating ? 'Creation failed' : 'Update failed', error),
      },
    );

  return (
    <Form<ArticleFormValues> form={form} name="article" layout="vertical" initialValues={existing ? valuesOf(existing) : NEW_ARTICLE} onFinish={submit} scrollToFirstError>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <Card title="Article">
            <Form.Item label="Title" name="title" rules={[requiredRule('Title')]}>
              <Input maxLength={200} />
            </Form.Item>
            <SlugField source="title" auto={autoSlug} onAutoChange={setAutoSlug} />
            <Form.Item label="Excerpt" name="excerpt" rules={[requiredRule('Excerpt')]}>
              <Input.TextArea rows={2} maxLength={500} showCount />
            </Form.Item>
            <Form.Item label="Content" name="content" rules={[requiredRule('Content')]} extra="Markdown supported">
              <MarkdownEditor />
            </Form.Item>
          </Card>
        </Col>
        <Col xs={24} lg={8} style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
          <Card title="Publish">
            <Flex align="center" gap={8} style={{ marginBottom: 16 }}>
              <Form.Item name="published" valuePropName="checked" noStyle>
                <Switch id="article-published" />
              </Form.Item>
              <label htmlFor="article-published">Published</label>
            </Flex>
            <Button type="primary" htmlType="submit" block loading={save.isPending}>
              {save.isPending ? 'Saving...' : creating ? 'Create Article' : 'Update Article'}
            </Button>
          </Card>
          {existing && <ContentStatusCard createdAt={existing.created_at} updatedAt={existing.updated_at} published={existing.published} />}
          <Card title="Category">
            <Form.Item label="Category" name="categoryId" rules={[{ required: true, message: 'Category is required' }]}>
              <Select options={categories.options} loading={categories.loading} placeholder="Select a category" />
            </Form.Item>
          </Card>
          <Card title="Featured Image">
            <Form.Item label="Featured image URL" name="featuredImage">
              <Input placeholder="https://example.com/photo.jpg" />
            </Form.Item>
            <ImagePreview url={featuredImage} alt="Featured image preview" />
          </Card>
        </Col>
      </Row>
    </Form>
  );
}
