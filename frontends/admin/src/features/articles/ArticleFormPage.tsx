import { Card, Form, Input } from 'antd';
import { useIntl } from 'react-intl';
import type { content } from '@costiera/contracts';
import { ContentEditorPage } from '../../shared/components/ContentEditor';
import { ImagePreview } from '../../shared/components/ImagePreview';
import { articles } from './api/articles';
import { articleTranslations } from './api/article-translations';
import { articleMessages as m } from './messages';

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
  const intl = useIntl();
  const excerpt = intl.formatMessage(m.excerpt);
  return (
    <ContentEditorPage
      resource={articles}
      extra={articleFields}
      parts={() => ({
        afterSlug: (
          <Form.Item label={excerpt} name="excerpt" rules={[{ required: true, whitespace: true, message: intl.formatMessage(m.excerptRequired) }]}>
            <Input.TextArea rows={2} maxLength={500} showCount />
          </Form.Item>
        ),
        sideAfterCategory: <FeaturedImageCard />,
      })}
      translation={{ hooks: articleTranslations, third: { name: 'excerpt', answerKey: 'excerpt', label: excerpt, control: <Input.TextArea rows={2} maxLength={500} showCount /> } }}
    />
  );
}

function FeaturedImageCard() {
  const intl = useIntl();
  const featuredImage: string = Form.useWatch('featuredImage') ?? '';
  return (
    <Card title={intl.formatMessage(m.featuredImage)}>
      <Form.Item label={intl.formatMessage(m.featuredImageUrl)} name="featuredImage">
        <Input placeholder="https://example.com/photo.jpg" />
      </Form.Item>
      <ImagePreview url={featuredImage} alt={intl.formatMessage(m.featuredImagePreview)} />
    </Card>
  );
}
