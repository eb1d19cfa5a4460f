import { useState } from 'react';
import { Form, Input, Modal, Select } from 'antd';
import { useIntl } from 'react-intl';
import type { content } from '@costiera/contracts';
import { SlugField } from '../../../shared/components/SlugField';
import { useNotify } from '../../../shared/notify';
import { useSaveCategory } from '../api/categories';
import { categoryMessages as m } from '../messages';
import { ItemHistory } from '../../../shared/components/ItemHistory';

interface CategoryFormValues {
  name: string;
  slug: string;
  type: content.CategoryType;
  description: string;
}

/** The three types of category, named in the admin's language. */
export function useCategoryTypeOptions(): Array<{ value: content.CategoryType; label: string }> {
  const intl = useIntl();
  return [
    { value: 'tour', label: intl.formatMessage(m.typeTour) },
    { value: 'article', label: intl.formatMessage(m.typeArticle) },
    { value: 'page', label: intl.formatMessage(m.typePage) },
  ];
}

export interface CategoryDialogProps {
  /** The category being edited; undefined creates a new one. */
  category: content.Category | undefined;
  onClose: () => void;
}

/** Create or edit a category; rendered only while open so each opening starts fresh. */
export function CategoryDialog({ category, onClose }: CategoryDialogProps) {
  const [form] = Form.useForm<CategoryFormValues>();
  const [autoSlug, setAutoSlug] = useState(category === undefined);
  const save = useSaveCategory(category?.id);
  const notify = useNotify();
  const creating = category === undefined;
  const intl = useIntl();
  const typeOptions = useCategoryTypeOptions();
  const text = (message: (typeof m)[keyof typeof m]) => intl.formatMessage(message);
  const required = (message: (typeof m)[keyof typeof m]) => ({ required: true, whitespace: true, message: intl.formatMessage(m.required, { field: text(message) }) });

  const submit = (values: CategoryFormValues) =>
    save.mutate(
      { name: values.name.trim(), slug: values.slug.trim(), type: values.type, description: values.description.trim() },
      {
        onSuccess: () => {
          if (creating) notify.success(text(m.createdTitle), text(m.createdText));
          else notify.success(text(m.updatedTitle), text(m.updatedText));
          onClose();
        },
        onError: (error) => notify.failure(text(creating ? m.creationFailed : m.updateFailed), error),
      },
    );

  return (
    <Modal
      open
      title={text(creating ? m.newCategory : m.editCategory)}
      okText={text(save.isPending ? m.saving : creating ? m.createCategory : m.updateCategory)}
      okButtonProps={{ loading: save.isPending }}
      cancelText={text(m.cancel)}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form<CategoryFormValues>
        form={form}
        name="category"
        layout="vertical"
        onFinish={submit}
        initialValues={
          category
            ? { name: category.name, slug: category.slug, type: category.type as content.CategoryType, description: category.description ?? '' }
            : { name: '', slug: '', type: 'tour', description: '' }
        }
      >
        <Form.Item label={text(m.name)} name="name" rules={[required(m.name)]}>
          <Input maxLength={100} autoFocus />
        </Form.Item>
        <SlugField source="name" auto={autoSlug} onAutoChange={setAutoSlug} />
        <Form.Item label={text(m.type)} name="type" rules={[required(m.type)]}>
          <Select options={typeOptions} />
        </Form.Item>
        <Form.Item label={text(m.descriptionField)} name="description">
          <Input.TextArea rows={3} maxLength={1000} />
        </Form.Item>
      </Form>
      {category && <ItemHistory itemId={category.id} />}
    </Modal>
  );
}
