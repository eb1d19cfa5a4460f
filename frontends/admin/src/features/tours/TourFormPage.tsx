import { useState } from 'react';
import { Alert, Button, Card, Col, Form, Input, InputNumber, Row, Select, Skeleton, Switch } from 'antd';
import { CalendarOutlined } from '@ant-design/icons';
import { useNavigate, useParams } from 'react-router-dom';
import { useIntl } from 'react-intl';
import { catalog, type bookings } from '@costiera/contracts';
import { PageHeading } from '../../shared/components/PageHeading';
import { NavButton } from '../../shared/components/NavButton';
import { useNotify } from '../../shared/notify';
import { LanguageTabs } from '../../shared/components/LanguageTabs';
import { useCategoryOptions } from '../../shared/categories';
import { adminPaths, publicPaths } from '../../shared/admin-paths';
import { tours } from './api/tours';
import { useSaveTourCalendar, useTourCalendar } from './api/tour-calendar';
import { NEW_TOUR_VALUES, fromAdminTour, toTourBody, type TourFormValues } from './tour-form-values';
import { NEW_CALENDAR_VALUES, calendarErrorsOf, fromTourCalendar, toCalendarBody, type CalendarFormValues } from './calendar-form-values';
import { useRefreshAfterChange } from '../../shared/use-refresh-after-change';
import { AvailabilityFields } from './components/AvailabilityFields';
import { TextListEditor } from './components/TextListEditor';
import { TourImagesEditor } from './components/TourImagesEditor';
import { ProviderPicker } from './components/ProviderPicker';
import { TourTranslationTab } from './components/TourTranslationTab';
import { tourMessages as m } from './messages';
import { useSiteLanguages } from '../../shared/photos/site-languages';
import { useWritePhotoAlts } from '../../shared/photos/photo-api';
import { altWritesFor, type PhotoAlts } from '../../shared/photos/alt-texts';
import { photoMessages } from '../../shared/photos/messages';
import { ItemHistory } from '../../shared/components/ItemHistory';

export default function TourFormPage() {
  const { id } = useParams<{ id: string }>();
  const editing = id !== undefined;
  const tour = tours.useOne(id);
  const calendar = useTourCalendar(id);
  const error = tour.error ?? calendar.error;
  const intl = useIntl();
  const languages = useSiteLanguages(tour.data?.translations);

  return (
    <>
      <PageHeading
        title={intl.formatMessage(editing ? m.editTour : m.newTour)}
        actions={
          <>
            <NavButton to={adminPaths.tours}>{intl.formatMessage(m.backToTours)}</NavButton>
            {editing && (
              <>
                <NavButton icon={<CalendarOutlined />} to={adminPaths.tourCalendar(id)}>
                  {intl.formatMessage(m.calendar)}
                </NavButton>
                <Button href={publicPaths.tour(id)} target="_blank" rel="noopener noreferrer">
                  {intl.formatMessage(m.preview)}
                </Button>
              </>
            )}
          </>
        }
      />
      {error ? (
        <Alert type="error" showIcon title={intl.formatMessage(m.loadFailed)} description={error.message} />
      ) : editing && (!tour.data || !calendar.data) ? (
        <Card>
          <Skeleton active paragraph={{ rows: 10 }} />
        </Card>
      ) : (
        <LanguageTabs
          states={tour.data?.translations}
          english={
            <TourForm
              key={id ?? 'new'}
              id={id}
              closedDates={calendar.data?.closed_dates ?? []}
              languages={languages}
              initialValues={{ ...(tour.data ? fromAdminTour(tour.data) : NEW_TOUR_VALUES), calendar: calendar.data ? fromTourCalendar(calendar.data) : NEW_CALENDAR_VALUES }}
            />
          }
          translation={(language) => tour.data && <TourTranslationTab tour={tour.data} language={language} />}
        />
      )}
      {editing && tour.data && <ItemHistory itemId={id} />}
    </>
  );
}

/** The form's values: the tour's, its calendar's, and the alt texts of its uploaded photos (written apart, before the tour). */
type TourAndCalendarValues = TourFormValues & { calendar: CalendarFormValues; photoAlts?: PhotoAlts; imageUploads?: number };

function TourForm({
  id,
  initialValues,
  closedDates,
  languages,
}: {
  id: string | undefined;
  initialValues: TourAndCalendarValues;
  closedDates: readonly bookings.ClosedDate[];
  languages: readonly string[];
}) {
  const [form] = Form.useForm<TourAndCalendarValues>();
  // Once a new tour is stored, a second try (its calendar refused) updates it rather than create another.
  const [savedId, setSavedId] = useState(id);
  const save = tours.useSave(savedId);
  const saveCalendar = useSaveTourCalendar();
  const refresh = useRefreshAfterChange();
  const writePhotoAlts = useWritePhotoAlts();
  const [writingAlts, setWritingAlts] = useState(false);
  const notify = useNotify();
  const navigate = useNavigate();
  const categories = useCategoryOptions('tour');
  const creating = id === undefined;
  const intl = useIntl();
  const text = (message: (typeof m)[keyof typeof m]) => intl.formatMessage(message);
  const required = (message: (typeof m)[keyof typeof m]) => ({ required: true, whitespace: true, message: intl.formatMessage(m.required, { field: text(message) }) });

  const submit = async ({ calendar, photoAlts, imageUploads: _uploading, ...values }: TourAndCalendarValues) => {
    // The page never shows an uploaded photo without its alt text: the texts are stored first.
    setWritingAlts(true);
    try {
      await writePhotoAlts(altWritesFor(values.images ?? initialValues.images, photoAlts));
    } catch (error) {
      notify.failure(intl.formatMessage(photoMessages.altNotSaved), error);
      return;
    } finally {
      setWritingAlts(false);
    }
    let tourId: string;
    try {
      tourId = (await save.mutateAsync(toTourBody({ ...initialValues, ...values }))).id;
    } catch (error) {
      notify.failure(text(creating ? m.creationFailed : m.updateFailed), error);
      return;
    }
    setSavedId(tourId);
    try {
      await saveCalendar.mutateAsync({ id: tourId, body: toCalendarBody({ ...initialValues.calendar, ...calendar }) });
    } catch (error) {
      const fields = calendarErrorsOf((error as { body?: unknown }).body);
      form.setFields(fields.map(({ field, messages }) => ({ name: ['calendar', field], errors: messages })));
      notify.failure(text(creating ? m.calendarNotSavedAfterCreate : m.calendarNotSaved), error);
      await refresh('tours');
      return;
    }
    await refresh('tours');
    if (creating) notify.success(text(m.createdTitle), text(m.createdText));
    else notify.success(text(m.updatedTitle), text(m.updatedText));
    navigate(adminPaths.tours);
  };
  const saving = writingAlts || save.isPending || saveCalendar.isPending;

  return (
    <Form<TourAndCalendarValues> form={form} name="tour" layout="vertical" initialValues={initialValues} onFinish={submit} scrollToFirstError>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16} style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
          <Card title={text(m.basicInformation)}>
            <Form.Item label={text(m.title)} name="title" rules={[required(m.title)]}>
              <Input maxLength={200} />
            </Form.Item>
            <Form.Item label={text(m.shortDescription)} name="shortDescription" rules={[required(m.shortDescription)]}>
              <Input.TextArea rows={2} maxLength={500} />
            </Form.Item>
            <Form.Item label={text(m.fullDescription)} name="description" rules={[required(m.fullDescription)]}>
              <Input.TextArea rows={6} />
            </Form.Item>
            <Form.Item label={text(m.additionalInformation)} name="additionalInfo">
              <Input.TextArea rows={3} />
            </Form.Item>
          </Card>

          <Card title={text(m.tourDetails)}>
            <Row gutter={16}>
              <Col xs={24} md={12}>
                <Form.Item label={text(m.location)} name="location" rules={[required(m.location)]}>
                  <Input placeholder="Sorrento" />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item label={text(m.duration)} name="duration" rules={[required(m.duration)]}>
                  <Input placeholder={text(m.durationPlaceholder)} />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item label={text(m.maxPassengers)} name="maxPassengers" rules={[{ required: true, message: intl.formatMessage(m.required, { field: text(m.maxPassengers) }) }]}>
                  <InputNumber min={1} precision={0} style={{ width: '100%' }} />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item label={text(m.meetingPoint)} name="meetingPoint" rules={[required(m.meetingPoint)]}>
                  <Input />
                </Form.Item>
              </Col>
              <Col xs={12}>
                <Form.Item label={text(m.privateTour)} name="isPrivate" valuePropName="checked">
                  <Switch />
                </Form.Item>
              </Col>
              <Col xs={12}>
                <Form.Item label={text(m.freeCancellation)} name="freeCancellation" valuePropName="checked">
                  <Switch />
                </Form.Item>
              </Col>
            </Row>
          </Card>

          <Card title={text(m.availability)}>
            <AvailabilityFields closedDates={closedDates} calendarPath={id === undefined ? undefined : adminPaths.tourCalendar(id)} />
          </Card>

          <Card title={text(m.tourImages)}>
            <Form.Item name="images" noStyle>
              <TourImagesEditor languages={languages} />
            </Form.Item>
          </Card>

          <Card title={text(m.whatsIncluded)}>
            <Form.Item name="included" noStyle>
              <TextListEditor itemName={text(m.includedItem)} placeholder={text(m.includedPlaceholder)} />
            </Form.Item>
          </Card>

          <Card title={text(m.whatsNotIncluded)}>
            <Form.Item name="notIncluded" noStyle>
              <TextListEditor itemName={text(m.notIncludedItem)} placeholder={text(m.notIncludedPlaceholder)} />
            </Form.Item>
          </Card>
        </Col>

        <Col xs={24} lg={8} style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
          <Card title={text(m.publish)}>
            <Button type="primary" htmlType="submit" block loading={saving}>
              {text(saving ? m.saving : creating && savedId === undefined ? m.createTour : m.updateTour)}
            </Button>
          </Card>

          <Card title={text(m.categoryAndPricing)}>
            <Form.Item label={text(m.category)} name="categoryId" rules={[{ required: true, message: intl.formatMessage(m.required, { field: text(m.category) }) }]}>
              <Select options={categories.options} loading={categories.loading} placeholder={text(m.selectCategory)} />
            </Form.Item>
            <Form.Item label={text(m.priceFrom)} name="priceFrom" rules={[{ required: true, message: intl.formatMessage(m.required, { field: text(m.priceFrom) }) }]}>
              <InputNumber<string> stringMode min="0" step="0.01" precision={2} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item label={text(m.currency)} name="currency" rules={[{ required: true, message: intl.formatMessage(m.required, { field: text(m.currency) }) }]}>
              <Select options={catalog.CURRENCIES.map((c) => ({ value: c, label: c }))} />
            </Form.Item>
          </Card>

          <Card title={text(m.providerInformation)}>
            <ProviderPicker onPick={(provider) => form.setFieldsValue({ providerId: provider.id, providerName: provider.name })} />
            <Form.Item label={text(m.providerName)} name="providerName" rules={[required(m.providerName)]}>
              <Input />
            </Form.Item>
            <Form.Item label={text(m.providerId)} name="providerId" rules={[required(m.providerId)]}>
              <Input />
            </Form.Item>
            <Form.Item label={text(m.providerRating)} name="providerRating">
              <InputNumber<string> stringMode min="0" max="5" step="0.1" precision={1} style={{ width: '100%' }} />
            </Form.Item>
          </Card>

          <Card title={text(m.tourStatistics)}>
            <p style={{ marginTop: 0, color: 'rgba(0,0,0,0.65)' }}>{text(m.managedAutomatically)}</p>
            {/* Read-only: computed from the tour's stored reviews (docs/spec-deviations.md#review-statistics). */}
            <Form.Item label={text(m.rating)} name="rating">
              <InputNumber<string> stringMode readOnly precision={1} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item label={text(m.reviewCount)} name="reviewCount">
              <InputNumber readOnly precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Card>
        </Col>
      </Row>
    </Form>
  );
}
