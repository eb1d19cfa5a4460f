import { Card, Form, Input } from 'antd';
import { useParams } from 'react-router-dom';
import type { content } from '@costiera/contracts';
import { ContentEditorScreen, ContentForm, type ContentFormValues } from '../../../shared/components/ContentEditor';
import { ImagePreview } from '../../../shared/components/ImagePreview';
import { requiredRule } from '../../../shared/form-rules';
import { adminPaths, publicPaths } from '../../../shared/admin-paths';
import { useArticle, useSaveArticle } from '../api/articles';

interface ArticleFormValues extends ContentFormValues {
  excerpt: string;
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
  const article = useArticle(id);
  return (
    <ContentEditorScreen noun="Article" editing={id !== undefined} loaded={article} listPath={adminPaths.articles} backLabel="Back to Articles" publicPath={publicPaths.article}>
      <ArticleForm key={id ?? 'new'} id={id} existing={article.data} />
    </ContentEditorScreen>
  );
}

function ArticleForm({ id, existing }: { id: string | undefined; existing: content.AdminArticle | undefined }) {
  const [form] = Form.useForm<ArticleFormValues>();
  const save = useSaveArticle(id);
  const featuredImage: string = Form.useWatch('featuredImage', form) ?? '';

  return (
    <ContentForm
      noun="Article"
      form={form}
      initialValues={existing ? valuesOf(existing) : NEW_ARTICLE}
      existing={existing}
      save={save}
      listPath={adminPaths.articles}
      toBody={(values) => ({
        title: values.title.trim(),
        slug: values.slug.trim(),
        excerpt: values.excerpt.trim(),
        content: values.content,
        categoryId: values.categoryId ?? '',
        featuredImage: values.featuredImage.trim(),
        published: values.published,
      })}
      afterSlug={
        <Form.Item label="Excerpt" name="excerpt" rules={[requiredRule('Excerpt')]}>
          <Input.TextArea rows={2} maxLength={500} showCount />
        </Form.Item>
      }
      sideAfterCategory={
        <Card title="Featured Image">
          <Form.Item label="Featured image URL" name="featuredImage">
            <Input placeholder="https://example.com/photo.jpg" />
          </Form.Item>
          <ImagePreview url={featuredImage} alt="Featured image preview" />
        </Card>
      }
    />
  );
}
