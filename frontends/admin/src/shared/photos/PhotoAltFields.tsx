import { Alert, Form, Input, Skeleton } from 'antd';
import { useIntl } from 'react-intl';
import { usePhoto } from './photo-api';
import { photoMessages as m } from './messages';

/**
 * The alt text of an uploaded photo in each of the site's languages, required in each: the
 * form's `photoAlts.<id>.<language>`, first filled from what the photo already has.
 */
export function PhotoAltFields({ id, languages }: { id: string; languages: readonly string[] }) {
  const intl = useIntl();
  const photo = usePhoto(id);
  if (photo.error) return <Alert type="warning" showIcon title={intl.formatMessage(m.photoNotLoaded, { error: photo.error.message })} />;
  if (!photo.data) return <Skeleton.Input active block />;
  return (
    <>
      {languages.map((language) => {
        const name = intl.formatDisplayName(language, { type: 'language' }) ?? language;
        return (
          <Form.Item
            key={language}
            label={intl.formatMessage(m.altLabel, { language: name })}
            name={['photoAlts', id, language]}
            initialValue={photo.data.alt[language] ?? ''}
            rules={[{ required: true, whitespace: true, message: intl.formatMessage(m.altRequired, { language: name }) }]}
            style={{ marginBottom: 8 }}
          >
            <Input lang={language} maxLength={300} placeholder={intl.formatMessage(m.altHint)} />
          </Form.Item>
        );
      })}
    </>
  );
}
