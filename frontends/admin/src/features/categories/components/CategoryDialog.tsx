import { useState } from 'react';
import { Form, Input, Modal, Select } from 'antd';
import type { content } from '@costiera/contracts';
import { SlugField } from '../../../shared/components/SlugField';
import { requiredRule } from '../../../shared/form-rules';
import { useNotify } from '../../../shared/notify';
import { useSaveCategory } from '../api/categories';

interface CategoryFormValues {
  name: string;
  slug: string;
  type: content.CategoryType;
  description: string;
}

export const CATEGORY_TYPE_OPTIONS: Array<{ value: content.CategoryType; label: string }> = [
  { value: 'tour', label: 'Tour' },
  { value: 'article', label: 'Article' },
  { value: 'page', label: 'Page' },
];

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

  const submit = (values: CategoryFormValues) =>
    save.mutate(
      { name: values.name.trim(), slug: values.slug.trim(), type: values.type, description: values.description.trim() },
      {
        onSuccess: () => {
          if (creating) notify.success('Category created', 'Category has been successfully created.');
          else notify.success('Category updated', 'Category has been successfully updated.');
          onClose();
        },
        onError: (error) => notify.failure(creating ? 'Creation failed' : 'Update failed', error),
      },
    );

  return (
    <Modal
      open
      title={creating ? 'New Category' : 'Edit Category'}
      okText={save.isPending ? 'Saving...' : creating ? 'Create Category' : 'Update Category'}
      okButtonProps={{ loading: save.isPending }}
      cancelText="Cancel"
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
        <Form.Item label="Name" name="name" rules={[requiredRule('Name')]}>
          <Input maxLength={100} autoFocus />
        </Form.Item>
        <SlugField source="name" auto={autoSlug} onAutoChange={setAutoSlug} />
        <Form.Item label="Type" name="type" rules={[{ required: true, message: 'Type is required' }]}>
          <Select options={CATEGORY_TYPE_OPTIONS} />
        </Form.Item>
        <Form.Item label="Description" name="description">
          <Input.TextArea rows={3} maxLength={1000} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
