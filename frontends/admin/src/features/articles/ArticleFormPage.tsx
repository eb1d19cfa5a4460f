import { Button, Card, Form, Input } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import type { content, TranslationState } from '@costiera/contracts';
import { ContentEditorPage } from '../../shared/components/ContentEditor';
import { ImagePreview } from '../../shared/components/ImagePreview';
import { PhotoDropzone } from '../../shared/photos/PhotoDropzone';
import { UploadList } from '../../shared/photos/UploadList';
import { PhotoAltFields } from '../../shared/photos/PhotoAltFields';
import { PhotoThumbnail } from '../../shared/photos/PhotoThumbnail';
import { PendingUploadsField } from '../../shared/photos/PendingUploadsField';
import { usePhotoUploads } from '../../shared/photos/use-photo-uploads';
import { uploadedPhotoId } from '../../shared/photos/photo-address';
import { useWritePhotoAlts } from '../../shared/photos/photo-api';
import { altWritesFor, type PhotoAlts } from '../../shared/photos/alt-texts';
import { useSiteLanguages } from '../../shared/photos/site-languages';
import { photoMessages } from '../../shared/photos/messages';
import { articles } from './api/articles';
import { articleTranslations } from './api/article-translations';
import { articleMessages as m } from './messages';

interface ArticleFields {
  excerpt: string;
  featuredImage: string;
  /** The uploaded featured photo's alt texts, written before the article. */
  photoAlts?: PhotoAlts;
}

const articleFields = {
  of: (article: content.AdminArticle): ArticleFields => ({ excerpt: article.excerpt, featuredImage: article.featured_image ?? '' }),
  fresh: { excerpt: '', featuredImage: '' },
  toBody: (values: ArticleFields) => ({ excerpt: values.excerpt.trim(), featuredImage: values.featuredImage.trim() }),
};

export default function ArticleFormPage() {
  const intl = useIntl();
  const excerpt = intl.formatMessage(m.excerpt);
  const writePhotoAlts = useWritePhotoAlts();
  return (
    <ContentEditorPage
      resource={articles}
      extra={{ ...articleFields, beforeSave: (values: ArticleFields) => writePhotoAlts(altWritesFor([values.featuredImage ?? ''], values.photoAlts)) }}
      parts={(existing) => ({
        afterSlug: (
          <Form.Item label={excerpt} name="excerpt" rules={[{ required: true, whitespace: true, message: intl.formatMessage(m.excerptRequired) }]}>
            <Input.TextArea rows={2} maxLength={500} showCount />
          </Form.Item>
        ),
        sideAfterCategory: <FeaturedImageCard states={existing?.translations} />,
      })}
      translation={{ hooks: articleTranslations, third: { name: 'excerpt', answerKey: 'excerpt', label: excerpt, control: <Input.TextArea rows={2} maxLength={500} showCount /> } }}
    />
  );
}

/**
 * The featured image: a URL typed in (with its live preview), or a photo uploaded by drop or
 * picker, which then asks for its alt text in each of the site's languages.
 */
function FeaturedImageCard({ states }: { states: Readonly<Record<string, TranslationState>> | undefined }) {
  const intl = useIntl();
  const form = Form.useFormInstance<ArticleFields>();
  const featuredImage: string = Form.useWatch('featuredImage', form) ?? '';
  const languages = useSiteLanguages(states);
  const uploads = usePhotoUploads((photo) => form.setFieldValue('featuredImage', photo.url));
  const id = uploadedPhotoId(featuredImage);
  const previewAlt = intl.formatMessage(m.featuredImagePreview);
  return (
    <Card title={intl.formatMessage(m.featuredImage)}>
      <Form.Item label={intl.formatMessage(m.featuredImageUrl)} name="featuredImage">
        <Input placeholder="https://example.com/photo.jpg" />
      </Form.Item>
      {id ? (
        <div style={{ marginBottom: 12 }}>
          <div style={{ position: 'relative', marginBottom: 8 }}>
            <PhotoThumbnail id={id} localUrl={uploads.localPreview(id)} alt={previewAlt} />
            <Button
              danger
              size="small"
              icon={<DeleteOutlined />}
              aria-label={intl.formatMessage(photoMessages.removeFeatured)}
              onClick={() => form.setFieldValue('featuredImage', '')}
              style={{ position: 'absolute', top: 6, right: 6 }}
            />
          </div>
          <PhotoAltFields id={id} languages={languages} />
        </div>
      ) : (
        <div style={{ marginBottom: 12 }}>
          <ImagePreview url={featuredImage} alt={previewAlt} />
        </div>
      )}
      <PhotoDropzone multiple={false} onFiles={uploads.start}>
        <UploadList uploads={uploads.uploads} onDismiss={uploads.dismiss} />
      </PhotoDropzone>
      <PendingUploadsField name="featuredImageUploads" pending={uploads.pending} />
    </Card>
  );
}
