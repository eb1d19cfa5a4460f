import { useState, type ReactNode } from 'react';
import { Alert, Button, Card, Col, Flex, Form, Input, Row, Select, Skeleton, Switch } from 'antd';
import type { FormInstance } from 'antd';
import { useNavigate } from 'react-router-dom';
import { PageHeading } from './PageHeading';
import { NavButton } from './NavButton';
import { SlugField } from './SlugField';
import { MarkdownEditor } from './MarkdownEditor';
import { ContentStatusCard } from './ContentStatusCard';
import { useCategoryOptions } from '../categories';
import { requiredRule } from '../form-rules';
import { useNotify } from '../notify';

/** What article and page forms share; each adds its own fields. */
export interface ContentFormValues {
  title: string;
  slug: string;
  content: string;
  published: boolean;
  categoryId: string | undefined;
}

interface Existing {
  readonly slug: string;
  readonly published: boolean;
  readonly created_at: string;
  readonly updated_at: string;
}

/** The article or page being edited, as its query gives it. */
interface Loaded<E> {
  readonly data: E | undefined;
  readonly error: Error | null;
}

/** `Article` or `Page`: the screens' words, and the form's name in lower case. */
type Noun = 'Article' | 'Page';

/**
 * The edit screen of an article or a page: heading with Back and (when published) View, then
 * the load error, a skeleton while loading, or the form (`children`, remounted per id).
 */
export function ContentEditorScreen<E extends Existing>({
  noun,
  editing,
  loaded,
  listPath,
  backLabel,
  publicPath,
  children,
}: {
  noun: Noun;
  editing: boolean;
  loaded: Loaded<E>;
  listPath: string;
  backLabel: string;
  publicPath: (slug: string) => string;
  children: ReactNode;
}) {
  return (
    <>
      <PageHeading
        title={editing ? `Edit ${noun}` : `New ${noun}`}
        actions={
          <>
            <NavButton to={listPath}>{backLabel}</NavButton>
            {loaded.data?.published && (
              <Button href={publicPath(loaded.data.slug)} target="_blank" rel="noopener noreferrer">
                View
              </Button>
            )}
          </>
        }
      />
      {loaded.error ? (
        <Alert type="error" showIcon title={`Could not load the ${noun.toLowerCase()}`} description={loaded.error.message} />
      ) : editing && !loaded.data ? (
        <Card>
          <Skeleton active paragraph={{ rows: 10 }} />
        </Card>
      ) : (
        children
      )}
    </>
  );
}

interface SaveMutation<B> {
  mutate(body: B, options: { onSuccess: () => void; onError: (error: Error) => void }): void;
  readonly isPending: boolean;
}

/**
 * The article / page form: title, slug (auto-generated for a new one, off once an existing one
 * loads), the screen's own fields, Markdown content, Publish with the save button, status,
 * category, and the screen's own side cards. Saving toasts and goes back to the list.
 */
export function ContentForm<V extends ContentFormValues, B>({
  noun,
  form,
  initialValues,
  existing,
  save,
  toBody,
  listPath,
  afterSlug,
  afterContent,
  sideBeforeCategory,
  sideAfterCategory,
}: {
  noun: Noun;
  form: FormInstance<V>;
  initialValues: V;
  existing: Existing | undefined;
  save: SaveMutation<B>;
  toBody: (values: V) => B;
  listPath: string;
  afterSlug?: ReactNode;
  afterContent?: ReactNode;
  sideBeforeCategory?: ReactNode;
  sideAfterCategory?: ReactNode;
}) {
  const name = noun.toLowerCase() as 'article' | 'page';
  // SPEC: auto-generate is on for a new one and off once an existing one loads.
  const [autoSlug, setAutoSlug] = useState(existing === undefined);
  const notify = useNotify();
  const navigate = useNavigate();
  const categories = useCategoryOptions(name);
  const creating = existing === undefined;

  const submit = (values: V) =>
    save.mutate(toBody(values), {
      onSuccess: () => {
        if (creating) notify.success(`${noun} created`, `${noun} has been successfully created.`);
        else notify.success(`${noun} updated`, `${noun} has been successfully updated.`);
        navigate(listPath);
      },
      onError: (error) => notify.failure(creating ? 'Creation failed' : 'Update failed', error),
    });

  return (
    <Form<V> form={form} name={name} layout="vertical" initialValues={initialValues} onFinish={submit} scrollToFirstError>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <Card title={noun}>
            <Form.Item label="Title" name="title" rules={[requiredRule('Title')]}>
              <Input maxLength={200} />
            </Form.Item>
            <SlugField source="title" auto={autoSlug} onAutoChange={setAutoSlug} />
            {afterSlug}
            <Form.Item label="Content" name="content" rules={[requiredRule('Content')]} extra="Markdown supported">
              <MarkdownEditor />
            </Form.Item>
            {afterContent}
          </Card>
        </Col>
        <Col xs={24} lg={8} style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
          <Card title="Publish">
            <Flex align="center" gap={8} style={{ marginBottom: 16 }}>
              <Form.Item name="published" valuePropName="checked" noStyle>
                <Switch id={`${name}-published`} />
              </Form.Item>
              <label htmlFor={`${name}-published`}>Published</label>
            </Flex>
            <Button type="primary" htmlType="submit" block loading={save.isPending}>
              {save.isPending ? 'Saving...' : creating ? `Create ${noun}` : `Update ${noun}`}
            </Button>
          </Card>
          {existing && <ContentStatusCard createdAt={existing.created_at} updatedAt={existing.updated_at} published={existing.published} />}
          {sideBeforeCategory}
          <Card title="Category">
            <Form.Item label="Category" name="categoryId" rules={[{ required: true, message: 'Category is required' }]}>
              <Select options={categories.options} loading={categories.loading} placeholder="Select a category" />
            </Form.Item>
          </Card>
          {sideAfterCategory}
        </Col>
      </Row>
    </Form>
  );
}
