import { Card, Flex, Form, Input } from 'antd';
import type { content } from '@costiera/contracts';
import { ContentEditorPage } from '../../shared/components/ContentEditor';
import { pages } from './api/pages';
import { META_DESCRIPTION_LIMIT, MetaDescriptionCounter } from './components/MetaDescriptionCounter';

interface PageFields {
  metaDescription: string;
}

const pageFields = {
  of: (page: content.AdminPage): PageFields => ({ metaDescription: page.meta_description ?? '' }),
  fresh: { metaDescription: '' },
  toBody: (values: PageFields) => ({ metaDescription: values.metaDescription.trim() }),
};

export default function PageFormPage() {
  return (
    <ContentEditorPage
      resource={pages}
      extra={pageFields}
      parts={(existing) => ({ afterContent: <MetaDescriptionField />, sideBeforeCategory: existing && <PageUrlCard page={existing} /> })}
    />
  );
}

function MetaDescriptionField() {
  const metaDescription: string = Form.useWatch('metaDescription') ?? '';
  return (
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
  );
}

function PageUrlCard({ page }: { page: content.AdminPage }) {
  const pageUrl = `${window.location.origin}${pages.paths.site(page.slug)}`;
  return (
    <Card title="Page URL" size="small">
      {page.published ? (
        <a href={pageUrl} target="_blank" rel="noopener noreferrer" style={{ overflowWrap: 'anywhere' }}>
          {pageUrl}
        </a>
      ) : (
        <span style={{ overflowWrap: 'anywhere' }}>{pageUrl} (visible once published)</span>
      )}
    </Card>
  );
}
