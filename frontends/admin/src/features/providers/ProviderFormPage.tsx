import { useState } from 'react';
import { Alert, Button, Card, Col, Flex, Form, Input, Row, Skeleton, Switch } from 'antd';
import { CloudOutlined } from '@ant-design/icons';
import { useNavigate, useParams } from 'react-router-dom';
import { useIntl } from 'react-intl';
import type { catalog } from '@costiera/contracts';
import { PageHeading } from '../../shared/components/PageHeading';
import { NavButton } from '../../shared/components/NavButton';
import { useNotify } from '../../shared/notify';
import { requiredRule } from '../../shared/form-rules';
import { adminPaths } from '../../shared/admin-paths';
import { WeatherClosureDialog } from '../../shared/components/WeatherClosureDialog';
import { weatherMessages } from '../../shared/messages';
import { providers } from './api/providers';
import { CalendarLinkCard } from './components/CalendarLinkCard';
import { NEW_PROVIDER_VALUES, addressLines, fromAdminProvider, toProviderBody, type ProviderFormValues } from './provider-form-values';
import { providerFormMessages as m, providersMessages } from './messages';
import { ItemHistory } from '../../shared/components/ItemHistory';

/** New or edit provider: heading with Back, the load error, a skeleton while loading, or the form. */
export default function ProviderFormPage() {
  const { id } = useParams<{ id: string }>();
  const editing = id !== undefined;
  const provider = providers.useOne(id);
  const [weather, setWeather] = useState(false);
  const intl = useIntl();
  return (
    <>
      <PageHeading
        title={intl.formatMessage(editing ? m.editTitle : m.newTitle)}
        actions={
          <>
            <NavButton to={adminPaths.providers}>{intl.formatMessage(m.back)}</NavButton>
            {provider.data && provider.data.tour_count > 0 && (
              <Button icon={<CloudOutlined />} onClick={() => setWeather(true)}>
                {intl.formatMessage(weatherMessages.title)}
              </Button>
            )}
          </>
        }
      />
      {weather && provider.data && <WeatherClosureDialog target={{ provider: { id: provider.data.id, name: provider.data.name } }} onClose={() => setWeather(false)} />}
      {provider.error ? (
        <Alert type="error" showIcon title={intl.formatMessage(m.loadFailed)} description={provider.error.message} />
      ) : editing && !provider.data ? (
        <Card>
          <Skeleton active paragraph={{ rows: 6 }} />
        </Card>
      ) : (
        <ProviderForm key={id ?? 'new'} id={id} existing={provider.data} />
      )}
      {editing && provider.data && <ItemHistory itemId={id} />}
    </>
  );
}

function ProviderForm({ id, existing }: { id: string | undefined; existing: catalog.AdminProvider | undefined }) {
  const [form] = Form.useForm<ProviderFormValues>();
  const save = providers.useSave(id);
  const notify = useNotify();
  const navigate = useNavigate();
  const creating = id === undefined;
  const intl = useIntl();
  const t = (descriptor: (typeof m)[keyof typeof m]) => intl.formatMessage(descriptor);

  const submit = (values: ProviderFormValues) =>
    save.mutate(toProviderBody(values), {
      onSuccess: () => {
        if (creating) notify.success(t(m.created), t(m.createdText));
        else notify.success(t(m.updated), t(m.updatedText));
        navigate(adminPaths.providers);
      },
      onError: (error) => notify.failure(t(creating ? m.creationFailed : m.updateFailed), error),
    });

  return (
    <Form<ProviderFormValues> form={form} name="provider" layout="vertical" initialValues={existing ? fromAdminProvider(existing) : NEW_PROVIDER_VALUES} onFinish={submit} scrollToFirstError>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <Card title={intl.formatMessage(providersMessages.provider)}>
            <Form.Item label={t(m.id)} name="id" rules={[requiredRule(t(m.id))]} extra={t(creating ? m.idHelpNew : m.idHelp)}>
              <Input maxLength={100} disabled={!creating} />
            </Form.Item>
            <Form.Item label={t(m.name)} name="name" rules={[requiredRule(t(m.name))]}>
              <Input maxLength={200} />
            </Form.Item>
            <Form.Item
              label={intl.formatMessage(providersMessages.bookingEmails)}
              name="bookingEmails"
              extra={t(m.emailsHelp)}
              rules={[
                {
                  validator: async (_, value: string) => {
                    const lines = addressLines(value ?? '');
                    if (lines.length === 0) throw new Error(t(m.emailsRequired));
                    const bad = lines.find((line) => !/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(line));
                    if (bad) throw new Error(intl.formatMessage(m.emailInvalid, { address: bad }));
                  },
                },
              ]}
            >
              <Input.TextArea rows={3} />
            </Form.Item>
            <Row gutter={16}>
              <Col xs={24} md={12}>
                <Form.Item label={intl.formatMessage(providersMessages.phone)} name="phone">
                  <Input maxLength={50} />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item label={intl.formatMessage(providersMessages.languages)} name="languages" extra={t(m.languagesHelp)}>
                  <Input />
                </Form.Item>
              </Col>
            </Row>
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Card title={intl.formatMessage(providersMessages.status)}>
            <Flex align="center" gap={8} style={{ marginBottom: 8 }}>
              <Form.Item name="active" valuePropName="checked" noStyle>
                <Switch id="provider-active" />
              </Form.Item>
              <label htmlFor="provider-active">{intl.formatMessage(providersMessages.active)}</label>
            </Flex>
            <p style={{ marginTop: 0, color: 'rgba(0,0,0,0.65)' }}>{t(m.inactiveNote)}</p>
            <Button type="primary" htmlType="submit" block loading={save.isPending}>
              {t(save.isPending ? m.saving : creating ? m.create : m.update)}
            </Button>
          </Card>
          {id !== undefined && <CalendarLinkCard providerId={id} />}
        </Col>
      </Row>
    </Form>
  );
}
