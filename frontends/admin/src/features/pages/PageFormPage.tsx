import { Card, Flex, Form, Input } from 'antd';
import { useIntl } from 'react-intl';
import type { content } from '@costiera/contracts';
import { ContentEditorPage } from '../../shared/components/ContentEditor';
import { pages } from './api/pages';
import { pageTranslations } from './api/page-translations';
import { META_DESCRIPTION_LIMIT, MetaDescriptionCounter } from './components/MetaDescriptionCounter';
import { pageMessages as m } from './messages';

interface PageFields {
  metaDescription: string;
}

const pageFields = {
  of: (page: content.AdminPage): PageFields => ({ metaDescription: page.meta_description ?? '' }),
  fresh: { metaDescription: '' },
  toBody: (values: PageFields) => ({ metaDescription: values.metaDescription.trim() }),
};

export default function PageFormPage() {
  const intl = useIntl();
  return (
    <ContentEditorPage
      resource={pages}
      extra={pageFields}
      parts={(existing) => ({ afterContent: <MetaDescriptionField />, sideBeforeCategory: existing && <PageUrlCard page={existing} /> })}
      translation={{
        hooks: pageTranslations,
        third: { name: 'metaDescription', answerKey: 'meta_description', label: intl.formatMessage(m.metaDescription), control: <MetaDescriptionInput /> },
      }}
    />
  );
}

function MetaDescriptionField() {
  const intl = useIntl();
  return (
    <Form.Item
      label={intl.formatMessage(m.metaDescription)}
      name="metaDescription"
      rules={[{ max: META_DESCRIPTION_LIMIT, message: intl.formatMessage(m.metaTooLong, { limit: META_DESCRIPTION_LIMIT }) }]}
      extra={<MetaDescriptionHint />}
    >
      <Input.TextArea rows={3} />
    </Form.Item>
  );
}

function MetaDescriptionHint() {
  const intl = useIntl();
  const metaDescription: string = Form.useWatch('metaDescription') ?? '';
  return (
    <Flex justify="space-between" wrap gap={8}>
      <span>{intl.formatMessage(m.metaRecommended)}</span>
      <MetaDescriptionCounter length={metaDescription.length} />
    </Flex>
  );
}

/** The translation's meta description: the same limit and counter as the English one's (its Form.Item is the editor's). */
function MetaDescriptionInput(props: { id?: string; value?: string; onChange?: (e: React.ChangeEvent<HTMLTextAreaElement>) => void }) {
  return (
    <>
      <Input.TextArea rows={3} {...props} />
      <div style={{ marginTop: 4 }}>
        <MetaDescriptionCounter length={(props.value ?? '').length} />
      </div>
    </>
  );
}

function PageUrlCard({ page }: { page: content.AdminPage }) {
  const intl = useIntl();
  const pageUrl = `${window.location.origin}${pages.paths.site(page.slug)}`;
  return (
    <Card title={intl.formatMessage(m.pageUrl)} size="small">
      {page.published ? (
        <a href={pageUrl} target="_blank" rel="noopener noreferrer" style={{ overflowWrap: 'anywhere' }}>
          {pageUrl}
        </a>
      ) : (
        <span style={{ overflowWrap: 'anywhere' }}>{intl.formatMessage(m.visibleOncePublished, { url: pageUrl })}</span>
      )}
    </Card>
  );
}
