import { Card, Form, Input } from 'antd';
import type { content } from '@costiera/contracts';
import { ContentEditorPage } from '../../shared/components/ContentEditor';
import { ImagePreview } from '../../shared/components/ImagePreview';
import { requiredRule } from '../../shared/form-rules';
import { articles } from './api/articles';

interface ArticleFields {
  excerpt: string;
  featuredImage: string;
}

const articleFields = {
  of: (article: content.AdminArticle): ArticleFields => ({ excerpt: article.excerpt, featuredImage: article.featured_image ?? '' }),
  fresh: { excerpt: '', featuredImage: '' },
  toBody: (values: ArticleFields) => ({ excerpt: values.excerpt.trim(), featuredImage: values.featuredImage.trim() }),
};

export default function ArticleFormPage() {
  return (
    <ContentEditorPage
      resource={articles}
      extra={articleFields}
      parts={() => ({
        afterSlug: (
          <Form.Item label="Excerpt" name="excerpt" rules={[requiredRule('Excerpt')]}>
            <Input.TextArea rows={2} maxLength={500} showCount />
          </Form.Item>
        ),
        sideAfterCategory: <FeaturedImageCard />,
      })}
    />
  );
}

function FeaturedImageCard() {
  const featuredImage: string = Form.useWatch('featuredImage') ?? '';
  return (
    <Card title="Featured Image">
      <Form.Item label="Featured image URL" name="featuredImage">
        <Input placeholder="https://example.com/photo.jpg" />
      </Form.Item>
      <ImagePreview url={featuredImage} alt="Featured image preview" />
    </Card>
  );
}
