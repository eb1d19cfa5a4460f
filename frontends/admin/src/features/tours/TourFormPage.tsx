import { useState } from 'react';
import { Alert, Button, Card, Col, Form, Input, InputNumber, Row, Select, Skeleton, Switch } from 'antd';
import { CalendarOutlined } from '@ant-design/icons';
import { useNavigate, useParams } from 'react-router-dom';
import { catalog, type bookings } from '@costiera/contracts';
import { PageHeading } from '../../shared/components/PageHeading';
import { NavButton } from '../../shared/components/NavButton';
import { useNotify } from '../../shared/notify';
import { requiredRule } from '../../shared/form-rules';
import { useCategoryOptions } from '../../shared/categories';
import { adminPaths, publicPaths } from '../../shared/admin-paths';
import { tours } from './api/tours';
import { useSaveTourCalendar, useTourCalendar } from './api/tour-calendar';
import { NEW_TOUR_VALUES, fromAdminTour, toTourBody, type TourFormValues } from './tour-form-values';
import { NEW_CALENDAR_VALUES, calendarErrorsOf, fromTourCalendar, toCalendarBody, type CalendarFormValues } from './calendar-form-values';
import { useRefreshAfterChange } from '../../shared/use-refresh-after-change';
import { AvailabilityFields } from './components/AvailabilityFields';
import { TextListEditor } from './components/TextListEditor';
import { ImageListEditor } from './components/ImageListEditor';
import { ProviderPicker } from './components/ProviderPicker';

export default function TourFormPage() {
  const { id } = useParams<{ id: string }>();
  const editing = id !== undefined;
  const tour = tours.useOne(id);
  const calendar = useTourCalendar(id);
  const error = tour.error ?? calendar.error;

  return (
    <>
      <PageHeading
        title={editing ? 'Edit Tour' : 'New Tour'}
        actions={
          <>
            <NavButton to={adminPaths.tours}>Back to Tours</NavButton>
            {editing && (
              <>
                <NavButton icon={<CalendarOutlined />} to={adminPaths.tourCalendar(id)}>
                  Calendar
                </NavButton>
                <Button href={publicPaths.tour(id)} target="_blank" rel="noopener noreferrer">
                  Preview
                </Button>
              </>
            )}
          </>
        }
      />
      {error ? (
        <Alert type="error" showIcon title="Could not load the tour" description={error.message} />
      ) : editing && (!tour.data || !calendar.data) ? (
        <Card>
          <Skeleton active paragraph={{ rows: 10 }} />
        </Card>
      ) : (
        <TourForm
          key={id ?? 'new'}
          id={id}
          closedDates={calendar.data?.closed_dates ?? []}
          initialValues={{ ...(tour.data ? fromAdminTour(tour.data) : NEW_TOUR_VALUES), calendar: calendar.data ? fromTourCalendar(calendar.data) : NEW_CALENDAR_VALUES }}
        />
      )}
    </>
  );
}

type TourAndCalendarValues = TourFormValues & { calendar: CalendarFormValues };

function TourForm({ id, initialValues, closedDates }: { id: string | undefined; initialValues: TourAndCalendarValues; closedDates: readonly bookings.ClosedDate[] }) {
  const [form] = Form.useForm<TourAndCalendarValues>();
  // Once a new tour is stored, a second try (its calendar refused) updates it rather than create another.
  const [savedId, setSavedId] = useState(id);
  const save = tours.useSave(savedId);
  const saveCalendar = useSaveTourCalendar();
  const refresh = useRefreshAfterChange();
  const notify = useNotify();
  const navigate = useNavigate();
  const categories = useCategoryOptions('tour');
  const creating = id === undefined;

  const submit = async ({ calendar, ...values }: TourAndCalendarValues) => {
    let tourId: string;
    try {
      tourId = (await save.mutateAsync(toTourBody({ ...initialValues, ...values }))).id;
    } catch (error) {
      notify.failure(creating ? 'Creation failed' : 'Update failed', error);
      return;
    }
    setSavedId(tourId);
    try {
      await saveCalendar.mutateAsync({ id: tourId, body: toCalendarBody({ ...initialValues.calendar, ...calendar }) });
    } catch (error) {
      const fields = calendarErrorsOf((error as { body?: unknown }).body);
      form.setFields(fields.map(({ field, messages }) => ({ name: ['calendar', field], errors: messages })));
      notify.failure(creating ? 'Tour created, but its calendar was not saved' : 'The calendar was not saved', error);
      await refresh('tours');
      return;
    }
    await refresh('tours');
    if (creating) notify.success('Tour created', 'Tour has been successfully created.');
    else notify.success('Tour updated', 'Tour has been successfully updated.');
    navigate(adminPaths.tours);
  };
  const saving = save.isPending || saveCalendar.isPending;

  return (
    <Form<TourAndCalendarValues> form={form} name="tour" layout="vertical" initialValues={initialValues} onFinish={submit} scrollToFirstError>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16} style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
          <Card title="Basic Information">
            <Form.Item label="Title" name="title" rules={[requiredRule('Title')]}>
              <Input maxLength={200} />
            </Form.Item>
            <Form.Item label="Short description" name="shortDescription" rules={[requiredRule('Short description')]}>
              <Input.TextArea rows={2} maxLength={500} />
            </Form.Item>
            <Form.Item label="Full description" name="description" rules={[requiredRule('Full description')]}>
              <Input.TextArea rows={6} />
            </Form.Item>
            <Form.Item label="Additional information" name="additionalInfo">
              <Input.TextArea rows={3} />
            </Form.Item>
          </Card>

          <Card title="Tour Details">
            <Row gutter={16}>
              <Col xs={24} md={12}>
                <Form.Item label="Location" name="location" rules={[requiredRule('Location')]}>
                  <Input placeholder="Sorrento" />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item label="Duration" name="duration" rules={[requiredRule('Duration')]}>
                  <Input placeholder="2 hours or Full day" />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item label="Max passengers" name="maxPassengers" rules={[{ required: true, message: 'Max passengers is required' }]}>
                  <InputNumber min={1} precision={0} style={{ width: '100%' }} />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item label="Meeting point" name="meetingPoint" rules={[requiredRule('Meeting point')]}>
                  <Input />
                </Form.Item>
              </Col>
              <Col xs={12}>
                <Form.Item label="Private Tour" name="isPrivate" valuePropName="checked">
                  <Switch />
                </Form.Item>
              </Col>
              <Col xs={12}>
                <Form.Item label="Free Cancellation" name="freeCancellation" valuePropName="checked">
                  <Switch />
                </Form.Item>
              </Col>
            </Row>
          </Card>

          <Card title="Availability">
            <AvailabilityFields closedDates={closedDates} calendarPath={id === undefined ? undefined : adminPaths.tourCalendar(id)} />
          </Card>

          <Card title="Tour Images">
            <Form.Item name="images" noStyle>
              <ImageListEditor />
            </Form.Item>
          </Card>

          <Card title="What's Included">
            <Form.Item name="included" noStyle>
              <TextListEditor itemName="included item" placeholder="e.g. Skipper and fuel" />
            </Form.Item>
          </Card>

          <Card title="What's Not Included">
            <Form.Item name="notIncluded" noStyle>
              <TextListEditor itemName="not-included item" placeholder="e.g. Lunch" />
            </Form.Item>
          </Card>
        </Col>

        <Col xs={24} lg={8} style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
          <Card title="Publish">
            <Button type="primary" htmlType="submit" block loading={saving}>
              {saving ? 'Saving...' : creating && savedId === undefined ? 'Create Tour' : 'Update Tour'}
            </Button>
          </Card>

          <Card title="Category & Pricing">
            <Form.Item label="Category" name="categoryId" rules={[{ required: true, message: 'Category is required' }]}>
              <Select options={categories.options} loading={categories.loading} placeholder="Select a category" />
            </Form.Item>
            <Form.Item label="Price from" name="priceFrom" rules={[{ required: true, message: 'Price from is required' }]}>
              <InputNumber<string> stringMode min="0" step="0.01" precision={2} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item label="Currency" name="currency" rules={[{ required: true, message: 'Currency is required' }]}>
              <Select options={catalog.CURRENCIES.map((c) => ({ value: c, label: c }))} />
            </Form.Item>
          </Card>

          <Card title="Provider Information">
            <ProviderPicker onPick={(provider) => form.setFieldsValue({ providerId: provider.id, providerName: provider.name })} />
            <Form.Item label="Provider name" name="providerName" rules={[requiredRule('Provider name')]}>
              <Input />
            </Form.Item>
            <Form.Item label="Provider id" name="providerId" rules={[requiredRule('Provider id')]}>
              <Input />
            </Form.Item>
            <Form.Item label="Provider rating" name="providerRating">
              <InputNumber<string> stringMode min="0" max="5" step="0.1" precision={1} style={{ width: '100%' }} />
            </Form.Item>
          </Card>

          <Card title="Tour Statistics">
            <p style={{ marginTop: 0, color: 'rgba(0,0,0,0.65)' }}>These are typically managed automatically.</p>
            {/* Read-only: computed from the tour's stored reviews (docs/spec-deviations.md#review-statistics). */}
            <Form.Item label="Rating" name="rating">
              <InputNumber<string> stringMode readOnly precision={1} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item label="Review count" name="reviewCount">
              <InputNumber readOnly precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Card>
        </Col>
      </Row>
    </Form>
  );
}
