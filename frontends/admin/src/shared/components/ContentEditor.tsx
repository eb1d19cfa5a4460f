import { useState, type ReactNode } from 'react';
import { Alert, Button, Card, Col, Flex, Form, Input, Row, Select, Skeleton, Switch } from 'antd';
import type { FormInstance } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { useIntl } from 'react-intl';
import type { TranslationState } from '@costiera/contracts';
import { PageHeading } from './PageHeading';
import { NavButton } from './NavButton';
import { SlugField } from './SlugField';
import { MarkdownEditor } from './MarkdownEditor';
import { ContentStatusCard } from './ContentStatusCard';
import { LanguageTabs } from './LanguageTabs';
import { ContentTranslationTab, type ContentTranslationHooks, type ThirdField } from './ContentTranslationTab';
import { useCategoryOptions } from '../categories';
import { useNotify } from '../notify';
import type { ContentKind } from '../content-resource';
import { contentMessages as m } from '../content-messages';
import { ItemHistory } from './ItemHistory';

/**
 * A screen's own fields: their values from a loaded item and for a new one, their part of the
 * body, and what must be stored before the item (the alt texts of a photo it shows).
 */
interface ContentExtra<X, E> {
  of(item: E): X;
  fresh: X;
  toBody(values: X): object;
  beforeSave?(values: X): Promise<void>;
}

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

/** An article or page as the admin API gives it: the fields the shared part of the form edits. */
interface ContentItem extends Existing {
  readonly id: string;
  readonly translations: Readonly<Record<string, TranslationState>>;
  readonly title: string;
  readonly content: string;
  readonly category_id: string;
}

const NEW_CONTENT: ContentFormValues = { title: '', slug: '', content: '', published: false, categoryId: undefined };

const contentValuesOf = (item: ContentItem): ContentFormValues => ({
  title: item.title,
  slug: item.slug,
  content: item.content,
  published: item.published,
  categoryId: item.category_id,
});

const contentBodyOf = (values: ContentFormValues) => ({
  title: values.title.trim(),
  slug: values.slug.trim(),
  content: values.content,
  categoryId: values.categoryId ?? '',
  published: values.published,
});

/** Where a screen puts its own fields in the content form. */
interface ContentFormParts {
  afterSlug?: ReactNode;
  afterContent?: ReactNode;
  sideBeforeCategory?: ReactNode;
  sideAfterCategory?: ReactNode;
}

/**
 * The route of an article's or page's editor (`:id`, none for a new one): the shared fields and
 * the screen's own (`extra`: their values from the loaded item, for a new one, and into the body),
 * and for an existing one a tab per language of the site for its translations (`translation`).
 */
export function ContentEditorPage<X extends object, E extends ContentItem, B>({
  resource,
  extra,
  parts,
  translation,
}: {
  resource: ContentKind & { useOne(id: string | undefined): Loaded<E>; useSave(id: string | undefined): SaveMutation<B> };
  extra: ContentExtra<X, E>;
  parts: (existing: E | undefined) => ContentFormParts;
  translation: { hooks: ContentTranslationHooks; third: ThirdField };
}) {
  const { id } = useParams<{ id: string }>();
  const loaded = resource.useOne(id);
  const { noun, paths } = resource;
  const intl = useIntl();
  return (
    <ContentEditorScreen noun={noun} editing={id !== undefined} loaded={loaded} listPath={paths.list} backLabel={intl.formatMessage(m.backToList, { noun })} publicPath={paths.site}>
      <LanguageTabs
        states={loaded.data?.translations}
        english={<EditorForm key={id ?? 'new'} id={id} existing={loaded.data} noun={noun} resource={resource} listPath={paths.list} extra={extra} parts={parts} />}
        translation={(language) => loaded.data && <ContentTranslationTab item={loaded.data} language={language} hooks={translation.hooks} third={translation.third} />}
      />
      {id !== undefined && loaded.data && <ItemHistory itemId={id} />}
    </ContentEditorScreen>
  );
}

function EditorForm<X extends object, E extends ContentItem, B>({
  id,
  existing,
  noun,
  resource,
  listPath,
  extra,
  parts,
}: {
  id: string | undefined;
  existing: E | undefined;
  noun: Noun;
  resource: { useSave(id: string | undefined): SaveMutation<B> };
  listPath: string;
  extra: ContentExtra<X, E>;
  parts: (existing: E | undefined) => ContentFormParts;
}) {
  const [form] = Form.useForm<ContentFormValues & X>();
  const save = resource.useSave(id);
  return (
    <ContentForm<ContentFormValues & X, B>
      noun={noun}
      form={form}
      initialValues={existing ? { ...contentValuesOf(existing), ...extra.of(existing) } : { ...NEW_CONTENT, ...extra.fresh }}
      existing={existing}
      save={save}
      listPath={listPath}
      // The route's codec checks the body the screen's own fields complete.
      toBody={(values) => ({ ...contentBodyOf(values), ...extra.toBody(values) }) as B}
      beforeSave={extra.beforeSave}
      {...parts(existing)}
    />
  );
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
  const intl = useIntl();
  return (
    <>
      <PageHeading
        title={intl.formatMessage(editing ? m.editTitle : m.newTitle, { noun })}
        actions={
          <>
            <NavButton to={listPath}>{backLabel}</NavButton>
            {loaded.data?.published && (
              <Button href={publicPath(loaded.data.slug)} target="_blank" rel="noopener noreferrer">
                {intl.formatMessage(m.view)}
              </Button>
            )}
          </>
        }
      />
      {loaded.error ? (
        <Alert type="error" showIcon title={intl.formatMessage(m.loadFailed, { noun })} description={loaded.error.message} />
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
  beforeSave,
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
  /** Runs before the save; when it fails, nothing is saved and the failure is shown. */
  beforeSave?: (values: V) => Promise<void>;
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
  const intl = useIntl();
  const required = (label: string) => ({ required: true, whitespace: true, message: intl.formatMessage(m.required, { field: label }) });
  const label = { title: intl.formatMessage(m.title), content: intl.formatMessage(m.content), category: intl.formatMessage(m.category) };

  const [preparing, setPreparing] = useState(false);
  const submit = async (values: V) => {
    if (beforeSave) {
      setPreparing(true);
      try {
        await beforeSave(values);
      } catch (error) {
        notify.failure(intl.formatMessage(creating ? m.creationFailed : m.updateFailed), error);
        return;
      } finally {
        setPreparing(false);
      }
    }
    save.mutate(toBody(values), {
      onSuccess: () => {
        if (creating) notify.success(intl.formatMessage(m.createdTitle, { noun }), intl.formatMessage(m.createdText, { noun }));
        else notify.success(intl.formatMessage(m.updatedTitle, { noun }), intl.formatMessage(m.updatedText, { noun }));
        navigate(listPath);
      },
      onError: (error) => notify.failure(intl.formatMessage(creating ? m.creationFailed : m.updateFailed), error),
    });
  };
  const saving = preparing || save.isPending;

  return (
    <Form<V> form={form} name={name} layout="vertical" initialValues={initialValues} onFinish={submit} scrollToFirstError>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <Card title={intl.formatMessage(m.articleCard, { noun })}>
            <Form.Item label={label.title} name="title" rules={[required(label.title)]}>
              <Input maxLength={200} />
            </Form.Item>
            <SlugField source="title" auto={autoSlug} onAutoChange={setAutoSlug} />
            {afterSlug}
            <Form.Item label={label.content} name="content" rules={[required(label.content)]} extra={intl.formatMessage(m.markdownSupported)}>
              <MarkdownEditor />
            </Form.Item>
            {afterContent}
          </Card>
        </Col>
        <Col xs={24} lg={8} style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
          <Card title={intl.formatMessage(m.publish)}>
            <Flex align="center" gap={8} style={{ marginBottom: 16 }}>
              <Form.Item name="published" valuePropName="checked" noStyle>
                <Switch id={`${name}-published`} />
              </Form.Item>
              <label htmlFor={`${name}-published`}>{intl.formatMessage(m.published)}</label>
            </Flex>
            <Button type="primary" htmlType="submit" block loading={saving}>
              {intl.formatMessage(saving ? m.savingButton : creating ? m.createButton : m.updateButton, { noun })}
            </Button>
          </Card>
          {existing && <ContentStatusCard createdAt={existing.created_at} updatedAt={existing.updated_at} published={existing.published} />}
          {sideBeforeCategory}
          <Card title={label.category}>
            <Form.Item label={label.category} name="categoryId" rules={[{ required: true, message: intl.formatMessage(m.required, { field: label.category }) }]}>
              <Select options={categories.options} loading={categories.loading} placeholder={intl.formatMessage(m.selectCategory)} />
            </Form.Item>
          </Card>
          {sideAfterCategory}
        </Col>
      </Row>
    </Form>
  );
}
