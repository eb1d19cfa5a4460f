import { useState } from 'react';
import { Alert, Button, Card, Col, Flex, Form, Input, Row, Skeleton, Switch } from 'antd';
import { CloudOutlined } from '@ant-design/icons';
import { useNavigate, useParams } from 'react-router-dom';
import type { catalog } from '@costiera/contracts';
import { PageHeading } from '../../shared/components/PageHeading';
import { NavButton } from '../../shared/components/NavButton';
import { useNotify } from '../../shared/notify';
import { requiredRule } from '../../shared/form-rules';
import { adminPaths } from '../../shared/admin-paths';
import { WeatherClosureDialog } from '../../shared/components/WeatherClosureDialog';
import { providers } from './api/providers';
import { CalendarLinkCard } from './components/CalendarLinkCard';
import { NEW_PROVIDER_VALUES, addressLines, fromAdminProvider, toProviderBody, type ProviderFormValues } from './provider-form-values';

/** New or edit provider: heading with Back, the load error, a skeleton while loading, or the form. */
export default function ProviderFormPage() {
  const { id } = useParams<{ id: string }>();
  const editing = id !== undefined;
  const provider = providers.useOne(id);
  const [weather, setWeather] = useState(false);
  return (
    <>
      <PageHeading
        title={editing ? 'Edit Provider' : 'New Provider'}
        actions={
          <>
            <NavButton to={adminPaths.providers}>Back to Providers</NavButton>
            {provider.data && provider.data.tour_count > 0 && (
              <Button icon={<CloudOutlined />} onClick={() => setWeather(true)}>
                Bad weather
              </Button>
            )}
          </>
        }
      />
      {weather && provider.data && <WeatherClosureDialog target={{ provider: { id: provider.data.id, name: provider.data.name } }} onClose={() => setWeather(false)} />}
      {provider.error ? (
        <Alert type="error" showIcon title="Could not load the provider" description={provider.error.message} />
      ) : editing && !provider.data ? (
        <Card>
          <Skeleton active paragraph={{ rows: 6 }} />
        </Card>
      ) : (
        <ProviderForm key={id ?? 'new'} id={id} existing={provider.data} />
      )}
    </>
  );
}

function ProviderForm({ id, existing }: { id: string | undefined; existing: catalog.AdminProvider | undefined }) {
  const [form] = Form.useForm<ProviderFormValues>();
  const save = providers.useSave(id);
  const notify = useNotify();
  const navigate = useNavigate();
  const creating = id === undefined;

  const submit = (values: ProviderFormValues) =>
    save.mutate(toProviderBody(values), {
      onSuccess: () => {
        if (creating) notify.success('Provider created', 'Provider has been successfully created.');
        else notify.success('Provider updated', 'Provider has been successfully updated.');
        navigate(adminPaths.providers);
      },
      onError: (error) => notify.failure(creating ? 'Creation failed' : 'Update failed', error),
    });

  return (
    <Form<ProviderFormValues> form={form} name="provider" layout="vertical" initialValues={existing ? fromAdminProvider(existing) : NEW_PROVIDER_VALUES} onFinish={submit} scrollToFirstError>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <Card title="Provider">
            <Form.Item label="Provider id" name="id" rules={[requiredRule('Provider id')]} extra={creating ? 'The id tours name as their provider id, e.g. PRV-CBC-01. It cannot change later.' : 'Tours name this id; it cannot change.'}>
              <Input maxLength={100} disabled={!creating} />
            </Form.Item>
            <Form.Item label="Name" name="name" rules={[requiredRule('Name')]}>
              <Input maxLength={200} />
            </Form.Item>
            <Form.Item
              label="Booking emails"
              name="bookingEmails"
              extra="One address a line: every booking request for the provider's tours goes to all of them."
              rules={[
                {
                  validator: async (_, value: string) => {
                    const lines = addressLines(value ?? '');
                    if (lines.length === 0) throw new Error('Booking emails needs at least one email address');
                    const bad = lines.find((line) => !/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(line));
                    if (bad) throw new Error(`"${bad}" is not a valid email address`);
                  },
                },
              ]}
            >
              <Input.TextArea rows={3} />
            </Form.Item>
            <Row gutter={16}>
              <Col xs={24} md={12}>
                <Form.Item label="Phone" name="phone">
                  <Input maxLength={50} />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item label="Languages" name="languages" extra="Separated by commas: Italian, English">
                  <Input />
                </Form.Item>
              </Col>
            </Row>
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Card title="Status">
            <Flex align="center" gap={8} style={{ marginBottom: 8 }}>
              <Form.Item name="active" valuePropName="checked" noStyle>
                <Switch id="provider-active" />
              </Form.Item>
              <label htmlFor="provider-active">Active</label>
            </Flex>
            <p style={{ marginTop: 0, color: 'rgba(0,0,0,0.65)' }}>Requests for an inactive provider's tours go to the bookings inbox.</p>
            <Button type="primary" htmlType="submit" block loading={save.isPending}>
              {save.isPending ? 'Saving...' : creating ? 'Create Provider' : 'Update Provider'}
            </Button>
          </Card>
          {id !== undefined && <CalendarLinkCard providerId={id} />}
        </Col>
      </Row>
    </Form>
  );
}
