import { useState, type ReactNode } from 'react';
import { Flex, Form, Input, Switch } from 'antd';
import { useIntl } from 'react-intl';
import type { TranslationState } from '@costiera/contracts';
import { TranslationEditor, translationLoading, useTranslatedRules, type TranslatedField } from './TranslationEditor';
import { SlugField } from './SlugField';
import { MarkdownEditor } from './MarkdownEditor';
import { contentMessages as m } from '../content-messages';

/** An article's or page's text in one language, as the API gives the translation and its English source. */
interface ContentText {
  readonly slug: string;
  readonly title: string;
  readonly content: string;
  readonly published: boolean;
}

interface ContentAnswer {
  readonly state: TranslationState;
  readonly translation: (ContentText & { readonly updated_at: string }) | null;
  readonly source: ContentText;
}

interface Write<A> {
  mutateAsync(arg: A): Promise<unknown>;
  readonly isPending: boolean;
}

/** The translation hooks of articles or pages (shared/translations.ts). */
export interface ContentTranslationHooks {
  useAnswer(id: string, lang: string, state: TranslationState | undefined): { readonly data: ContentAnswer | null | undefined; readonly isPending: boolean; readonly error: Error | null };
  useSave(id: string, lang: string): Write<never>;
  useConfirm(id: string, lang: string): Write<void>;
  useDelete(id: string, lang: string): Write<void>;
}

/**
 * What sets the article and page translations apart: their third text field, by its name in the
 * body and the form (`name`) and in the answers (`answerKey`), its label and its control.
 */
export interface ThirdField {
  readonly name: string;
  readonly answerKey: string;
  readonly label: string;
  readonly control: ReactNode;
}

/** The article or page as the editor loaded it: its English and the state of each translation. */
interface Item extends ContentText {
  readonly id: string;
  readonly translations: Readonly<Record<string, TranslationState>>;
}

type Values = { title: string; slug: string; content: string; published: boolean } & Record<string, string | boolean>;

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/** An article's or page's translation into `language`: its own slug and published flag, its text beside the English. */
export function ContentTranslationTab({ item, language, hooks, third }: { item: Item; language: string; hooks: ContentTranslationHooks; third: ThirdField }) {
  const intl = useIntl();
  const rules = useTranslatedRules();
  const listed = item.translations[language];
  const answer = hooks.useAnswer(item.id, language, listed);
  const save = hooks.useSave(item.id, language);
  const confirm = hooks.useConfirm(item.id, language);
  const remove = hooks.useDelete(item.id, language);

  const loading = translationLoading(answer, listed, intl);
  if (loading) return loading;
  const found = listed === 'missing' ? null : (answer.data ?? null);
  const english = (found?.source ?? item) as ContentText & Record<string, unknown>;
  const translation = found?.translation as (ContentText & { updated_at: string } & Record<string, unknown>) | null | undefined;
  const initialValues: Values = translation
    ? { title: translation.title, slug: translation.slug, content: translation.content, published: translation.published, [third.name]: textOf(translation[third.answerKey]) }
    : { title: '', slug: '', content: '', published: false, [third.name]: '' };
  const label = {
    title: intl.formatMessage(m.title),
    slug: intl.formatMessage(m.slug),
    content: intl.formatMessage(m.content),
    published: intl.formatMessage(m.published),
  };
  const thirdEnglish = english[third.answerKey];
  const fields: TranslatedField[] = [
    {
      name: 'title',
      label: label.title,
      english: english.title,
      control: (
        <Form.Item label={label.title} name="title" rules={rules(label.title, english.title)}>
          <Input maxLength={200} lang={language} />
        </Form.Item>
      ),
    },
    { name: 'slug', label: label.slug, english: english.slug, control: <TranslationSlug startsAuto={translation == null} /> },
    {
      name: third.name,
      label: third.label,
      english: typeof thirdEnglish === 'string' ? thirdEnglish : null,
      control: (
        <Form.Item label={third.label} name={third.name} rules={rules(third.label, typeof thirdEnglish === 'string' ? thirdEnglish : null)}>
          {third.control}
        </Form.Item>
      ),
    },
    {
      name: 'content',
      label: label.content,
      english: english.content,
      control: (
        <Form.Item label={label.content} name="content" rules={rules(label.content, english.content)} extra={intl.formatMessage(m.markdownSupported)}>
          <MarkdownEditor />
        </Form.Item>
      ),
    },
    {
      name: 'published',
      label: label.published,
      english: intl.formatMessage(english.published ? m.published : m.draft),
      control: <PublishedSwitch id={`translation-published-${language}`} label={intl.formatMessage(m.publishedIn, { language: intl.formatDisplayName(language, { type: 'language' }) ?? language })} />,
    },
  ];

  return (
    <TranslationEditor<Values>
      key={translation?.updated_at ?? 'none'}
      formName="content-translation"
      language={language}
      state={found?.state ?? 'missing'}
      initialValues={initialValues}
      fields={fields}
      toBody={(values) => ({
        title: values.title.trim(),
        slug: values.slug.trim(),
        content: values.content,
        [third.name]: textOf(values[third.name]).trim(),
        published: values.published,
      })}
      save={save as Write<unknown>}
      confirm={confirm}
      remove={remove}
    />
  );
}

/** A translation's own slug: generated from its title until it has been saved once, like a new item's. */
function TranslationSlug({ startsAuto }: { startsAuto: boolean }) {
  const [auto, setAuto] = useState(startsAuto);
  return <SlugField source="title" auto={auto} onAutoChange={setAuto} />;
}

function PublishedSwitch({ id, label }: { id: string; label: string }) {
  return (
    <Flex align="center" gap={8} style={{ marginBottom: 24, minHeight: 32 }}>
      <Form.Item name="published" valuePropName="checked" noStyle>
        <Switch id={id} />
      </Form.Item>
      <label htmlFor={id}>{label}</label>
    </Flex>
  );
}
