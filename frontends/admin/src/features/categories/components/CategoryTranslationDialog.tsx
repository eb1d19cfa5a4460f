import { Alert, Form, Input, Modal, Skeleton, Tabs } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { content } from '@costiera/contracts';
import { TranslationEditor, useTranslatedRules } from '../../../shared/components/TranslationEditor';
import { TranslationStateTag } from '../../../shared/components/TranslationStateTags';
import { contentMessages } from '../../../shared/content-messages';
import { categoriesQuery } from '../../../shared/categories';
import { nativeLanguageName, translationLanguages } from '../../../shared/translations';
import { categoryTranslations } from '../api/category-translations';
import { categoryMessages as m } from '../messages';

/**
 * A category's name in each of the site's other languages, beside its English name: a tab per
 * language, each saved, confirmed or deleted on its own. The category is read from the list, so
 * its states follow each save.
 */
export function CategoryTranslationDialog({ category, onClose }: { category: content.Category; onClose: () => void }) {
  const intl = useIntl();
  const { data } = useQuery(categoriesQuery('all'));
  const current = data?.find((c) => c.id === category.id) ?? category;
  const languages = translationLanguages(current.translations);
  return (
    <Modal open title={intl.formatMessage(m.translationsOf, { name: current.name })} footer={null} onCancel={onClose} width={720}>
      <Tabs
        items={languages.map((language) => ({
          key: language,
          label: (
            <span style={{ display: 'inline-flex', gap: 6, alignItems: 'center' }}>
              <span lang={language}>{nativeLanguageName(language)}</span>
              {current.translations[language] !== 'current' && <TranslationStateTag language={language} state={current.translations[language]!} />}
            </span>
          ),
          children: <CategoryTranslationTab category={current} language={language} />,
        }))}
      />
    </Modal>
  );
}

function CategoryTranslationTab({ category, language }: { category: content.Category; language: string }) {
  const intl = useIntl();
  const rules = useTranslatedRules();
  const listed = category.translations[language];
  const answer = categoryTranslations.useAnswer(category.id, language, listed);
  const save = categoryTranslations.useSave(category.id, language);
  const confirm = categoryTranslations.useConfirm(category.id, language);
  const remove = categoryTranslations.useDelete(category.id, language);
  if (answer.error) return <Alert type="error" showIcon title={intl.formatMessage(contentMessages.translationLoadFailed)} description={answer.error.message} />;
  if (listed !== 'missing' && answer.isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
  const found = listed === 'missing' ? null : (answer.data ?? null);
  const english = found?.english.name ?? category.name;
  const label = intl.formatMessage(m.name);
  return (
    <TranslationEditor<{ name: string }>
      key={found?.translation.updated_at ?? 'none'}
      formName={`category-translation-${category.id}`}
      language={language}
      state={found?.state ?? 'missing'}
      initialValues={{ name: found?.translation.name ?? '' }}
      fields={[
        {
          name: 'name',
          label,
          english,
          control: (
            <Form.Item label={label} name="name" rules={rules(label, english)}>
              <Input maxLength={100} lang={language} />
            </Form.Item>
          ),
        },
      ]}
      toBody={(values) => ({ name: values.name.trim() })}
      save={save}
      confirm={confirm}
      remove={remove}
    />
  );
}
