import { useState, type ReactNode } from 'react';
import { Alert, Button, Card, Col, ConfigProvider, Flex, Form, Popconfirm, Row, Skeleton } from 'antd';
import type { FormInstance, FormRule } from 'antd';
import { useIntl, type IntlShape } from 'react-intl';
import type { TranslationState } from '@costiera/contracts';
import { useNotify } from '../notify';
import { contentMessages as m } from '../content-messages';
import { fieldErrorsOf } from '../translations';

/** One field of a translation: its name in the form and the API, its label, its English and its control (a Form.Item). */
export interface TranslatedField {
  readonly name: string;
  readonly label: string;
  /** What the English says, shown beside the control for reference (null or empty: nothing). */
  readonly english: string | readonly string[] | null;
  readonly control: ReactNode;
}

interface Write<A> {
  mutateAsync(arg: A): Promise<unknown>;
  readonly isPending: boolean;
}

const DELETE_RED = '#cf1322';

const REFERENCE = {
  background: '#fafafa',
  border: '1px solid #f0f0f0',
  borderRadius: 6,
  padding: '4px 11px',
  minHeight: 32,
  maxHeight: 240,
  overflow: 'auto',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
} as const;

/** Whether the English fills a field: a translation must then fill it too (the API refuses it otherwise). */
export function englishFills(english: string | readonly string[] | null | undefined): boolean {
  if (Array.isArray(english)) return english.some((item) => item.trim() !== '');
  return typeof english === 'string' && english.trim() !== '';
}

/**
 * What a translation tab shows until its translation is there to edit: the load's failure, or a
 * placeholder while a translation that exists is read; null once the form can show (or when
 * there is none to read).
 */
export function translationLoading(answer: { readonly error: Error | null; readonly isPending: boolean }, listed: TranslationState | undefined, intl: IntlShape): ReactNode | null {
  if (answer.error) return <Alert type="error" showIcon title={intl.formatMessage(m.translationLoadFailed)} description={answer.error.message} />;
  if (listed !== 'missing' && answer.isPending) {
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  }
  return null;
}

/** The rule of a translated field the English fills: '{Field} is required: the English has it'. */
export function useTranslatedRules() {
  const intl = useIntl();
  return (label: string, english: string | readonly string[] | null | undefined, type?: 'array'): FormRule[] =>
    englishFills(english) ? [{ required: true, whitespace: type === undefined, type, message: intl.formatMessage(m.fieldRequired, { field: label }) }] : [];
}

function EnglishReference({ label, english }: { label: string; english: string | readonly string[] | null }) {
  const intl = useIntl();
  const filled = englishFills(english);
  return (
    <div role="group" aria-label={intl.formatMessage(m.englishReference, { field: label })} style={{ marginBottom: 24 }}>
      <div style={{ paddingBottom: 8 }}>{intl.formatMessage(m.englishReference, { field: label })}</div>
      <div lang="en" style={REFERENCE}>
        {!filled ? (
          <em style={{ color: 'rgba(0,0,0,0.65)' }}>{intl.formatMessage(m.emptyInEnglish)}</em>
        ) : Array.isArray(english) ? (
          <ul style={{ margin: 0, paddingLeft: 20, whiteSpace: 'normal' }}>
            {english.map((item, i) => (
              <li key={i}>{item}</li>
            ))}
          </ul>
        ) : (
          english
        )}
      </div>
    </div>
  );
}

/**
 * An item's translation into one language, edited beside its English: where it stands (missing,
 * stale with 'Confirm still correct', current), each field with the English next to it (one
 * above the other on a phone), Save and Delete. A refused save shows the server's message and
 * puts each field's own message on that field.
 */
export function TranslationEditor<V extends object>({
  formName,
  language,
  state,
  initialValues,
  fields,
  toBody,
  save,
  confirm,
  remove,
}: {
  formName: string;
  language: string;
  state: TranslationState;
  initialValues: V;
  fields: readonly TranslatedField[];
  toBody: (values: V) => unknown;
  save: Write<unknown>;
  confirm: Write<void>;
  remove: Write<void>;
}) {
  const intl = useIntl();
  const notify = useNotify();
  const [form] = Form.useForm<V>();
  const [failure, setFailure] = useState<string | null>(null);
  const name = intl.formatDisplayName(language, { type: 'language' }) ?? language;
  const labelOf = (field: string) => fields.find((f) => f.name === field)?.label ?? field;

  const attempt = async (run: () => Promise<unknown>, failed: string, onSuccess: () => void) => {
    setFailure(null);
    try {
      await run();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      setFailure(`${failed}: ${message}`);
      const known = [...fieldErrorsOf(error)].filter(([field]) => fields.some((f) => f.name === field));
      // A detail such as 'is already taken' reads as a sentence once its field's label leads it.
      (form as FormInstance).setFields(known.map(([field, messages]) => ({ name: field, errors: messages.map((msg) => (/^[a-z]/.test(msg) ? `${labelOf(field)} ${msg}` : msg)) })));
      return;
    }
    onSuccess();
  };

  const submit = (values: V) =>
    attempt(
      () => save.mutateAsync(toBody(values)),
      intl.formatMessage(m.saveFailed),
      () => notify.success(intl.formatMessage(m.savedTitle), intl.formatMessage(m.savedText, { language: name })),
    );
  const confirmIt = () =>
    attempt(
      () => confirm.mutateAsync(),
      intl.formatMessage(m.confirmFailed),
      () => notify.success(intl.formatMessage(m.confirmedTitle), intl.formatMessage(m.confirmedText, { language: name })),
    );
  const deleteIt = () =>
    attempt(
      () => remove.mutateAsync(),
      intl.formatMessage(m.deleteFailed),
      () => notify.success(intl.formatMessage(m.deletedTitle), intl.formatMessage(m.deletedText, { language: name })),
    );

  return (
    <Flex vertical gap={16}>
      {state === 'missing' ? (
        <Alert type="info" showIcon title={intl.formatMessage(m.missingTitle, { language: name })} description={intl.formatMessage(m.missingText, { language: name })} />
      ) : state === 'stale' ? (
        <Alert
          type="warning"
          showIcon
          title={intl.formatMessage(m.staleTitle)}
          description={intl.formatMessage(m.staleText, { language: name })}
          action={
            <Button onClick={confirmIt} loading={confirm.isPending}>
              {intl.formatMessage(m.confirmStillCorrect)}
            </Button>
          }
        />
      ) : (
        <Alert type="success" showIcon title={intl.formatMessage(m.currentText)} />
      )}
      {failure && <Alert type="error" showIcon title={failure} />}
      <Card>
        <Form<V> form={form} name={`${formName}-${language}`} layout="vertical" initialValues={initialValues} onFinish={submit} scrollToFirstError>
          {fields.map((field) => (
            <Row key={field.name} gutter={16}>
              <Col xs={24} lg={12}>
                <EnglishReference label={field.label} english={field.english} />
              </Col>
              <Col xs={24} lg={12}>
                {field.control}
              </Col>
            </Row>
          ))}
          <Flex gap={8} wrap>
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              {save.isPending ? intl.formatMessage(m.saving) : intl.formatMessage(m.saveTranslation)}
            </Button>
            {state !== 'missing' && (
              // antd's own red on white fails WCAG AA contrast (axe 'serious'); a darker red passes.
              <ConfigProvider theme={{ token: { colorError: DELETE_RED } }}>
                <Popconfirm
                  title={intl.formatMessage(m.deleteQuestion, { language: name })}
                  okText={intl.formatMessage(m.deleteOk)}
                  cancelText={intl.formatMessage(m.cancel)}
                  okButtonProps={{ danger: true }}
                  onConfirm={deleteIt}
                >
                  <Button danger loading={remove.isPending}>
                    {intl.formatMessage(m.deleteTranslation)}
                  </Button>
                </Popconfirm>
              </ConfigProvider>
            )}
          </Flex>
        </Form>
      </Card>
    </Flex>
  );
}
