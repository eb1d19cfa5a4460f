import { useState } from 'react';
import { Alert, Button, Checkbox, Form, Input, Modal, Radio } from 'antd';
import type { bookings } from '@costiera/contracts';
import { useIntl, type IntlShape } from 'react-intl';
import { useNotify } from '../notify';
import { sharedMessages, weatherMessages as m } from '../messages';
import { useCloseForWeather, useWeatherPreview, type WeatherClosureInput } from '../weather-closures';

export interface WeatherClosureTarget {
  /** Set when started from a tour: the closure may be for it alone. */
  readonly tour?: { readonly id: string; readonly title: string };
  /** The tour's provider, or the provider it was started from: the closure may be for all its tours. */
  readonly provider?: { readonly id: string; readonly name: string };
}

interface Values {
  date: string;
  scope: 'tour' | 'provider';
  reason: string;
  cancelRequests: boolean;
}

/** The confirmation staff read before anything changes. */
export function weatherConsequence(intl: IntlShape, preview: bookings.WeatherClosure, cancelRequests: boolean): string {
  const tours = preview.tours.length === 1 ? preview.tours[0]!.title : intl.formatMessage(m.toursCount, { count: preview.tours.length });
  if (!cancelRequests) return intl.formatMessage(m.keepRequests, { tours });
  if (preview.requests === 0) return intl.formatMessage(m.nothingToCancel, { tours });
  return intl.formatMessage(m.willCancel, { requests: preview.requests, travellers: preview.travellers, tours });
}

/** The API's own words when it sent them ('Choose today or a later day'), else the error's. */
const messageOf = (error: Error) => (error as { serverMessage?: unknown }).serverMessage?.toString() || error.message;

function fieldErrors(error: unknown): Array<{ name: keyof Values; errors: string[] }> {
  const details = (error as { body?: { details?: Array<{ field?: string; message?: string }> } }).body?.details ?? [];
  const names: Record<string, keyof Values> = { date: 'date', reason: 'reason' };
  return details.flatMap((d) => (d.field && names[d.field] && d.message ? [{ name: names[d.field]!, errors: [d.message] }] : []));
}

/**
 * Bad weather: staff close a day for a tour or for every tour of its provider, choose whether
 * the day's requests are cancelled, read what that means (a preview), then confirm.
 */
export function WeatherClosureDialog({ target, date, dateLabel, onClose }: { target: WeatherClosureTarget; date?: string; dateLabel?: string; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const [asked, setAsked] = useState<{ body: WeatherClosureInput; preview: bookings.WeatherClosure } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const preview = useWeatherPreview();
  const close = useCloseForWeather();
  const notify = useNotify();
  const intl = useIntl();

  const bodyOf = (values: Values): WeatherClosureInput => ({
    date: date ?? values.date,
    reason: values.reason,
    cancel_requests: values.cancelRequests,
    ...(values.scope === 'provider' || !target.tour ? { provider_id: target.provider!.id } : { tour_id: target.tour.id }),
  });

  const check = (values: Values) => {
    setFailure(null);
    const body = bodyOf(values);
    preview.mutate(body, {
      onSuccess: (answer) => setAsked({ body, preview: answer }),
      onError: (error) => {
        // The day is a field only when staff choose it here; started from a day, its refusal shows above.
        const fields = fieldErrors(error).filter((f) => f.name !== 'date' || date === undefined);
        if (fields.length > 0) form.setFields(fields);
        else setFailure(messageOf(error));
      },
    });
  };

  const confirm = () => {
    if (!asked) return;
    close.mutate(asked.body, {
      onSuccess: (done) => {
        const told = asked.body.cancel_requests ? intl.formatMessage(m.cancelled, { requests: done.requests, travellers: done.travellers }) : intl.formatMessage(m.requestsStay);
        notify.success(intl.formatMessage(m.closed), told);
        onClose();
      },
      onError: (error) => setFailure(messageOf(error)),
    });
  };

  return (
    <Modal
      open
      title={intl.formatMessage(m.title)}
      onCancel={onClose}
      footer={
        asked
          ? [
              <Button key="back" onClick={() => setAsked(null)} disabled={close.isPending}>
                {intl.formatMessage(m.back)}
              </Button>,
              <Button key="confirm" type="primary" loading={close.isPending} onClick={confirm}>
                {intl.formatMessage(asked.body.cancel_requests && asked.preview.requests > 0 ? m.closeAndCancel : m.closeTheDay)}
              </Button>,
            ]
          : [
              <Button key="cancel" onClick={onClose}>
                {intl.formatMessage(sharedMessages.cancel)}
              </Button>,
              <Button key="check" type="primary" loading={preview.isPending} onClick={() => form.submit()}>
                {intl.formatMessage(m.continue)}
              </Button>,
            ]
      }
    >
      {date !== undefined && <p style={{ marginTop: 0 }}>{intl.formatMessage(m.dayLine, { day: dateLabel ?? date })}</p>}
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
      {asked ? (
        <Alert type="warning" showIcon title={weatherConsequence(intl, asked.preview, asked.body.cancel_requests)} description={asked.preview.tours.length > 1 ? asked.preview.tours.map((t) => t.title).join(', ') : undefined} />
      ) : (
        <Form<Values> form={form} layout="vertical" name="weather" initialValues={{ scope: target.tour ? 'tour' : 'provider', cancelRequests: true, reason: '', date: date ?? '' }} onFinish={check}>
          {date === undefined && (
            <Form.Item label={intl.formatMessage(m.day)} name="date" rules={[{ required: true, message: intl.formatMessage(m.chooseDay) }]}>
              <Input type="date" />
            </Form.Item>
          )}
          {target.tour && target.provider && (
            <Form.Item label={intl.formatMessage(m.close)} name="scope">
              <Radio.Group
                options={[
                  { value: 'tour', label: intl.formatMessage(m.onlyTour, { tour: target.tour.title }) },
                  { value: 'provider', label: intl.formatMessage(m.everyTourOf, { provider: target.provider.name }) },
                ]}
              />
            </Form.Item>
          )}
          <Form.Item
            label={intl.formatMessage(m.reason)}
            name="reason"
            extra={intl.formatMessage(m.reasonHelp)}
            rules={[{ required: true, whitespace: true, message: intl.formatMessage(m.reasonRequired) }]}
          >
            <Input maxLength={300} placeholder={intl.formatMessage(m.reasonPlaceholder)} />
          </Form.Item>
          <Form.Item name="cancelRequests" valuePropName="checked" extra={intl.formatMessage(m.cancelRequestsHelp)}>
            <Checkbox>{intl.formatMessage(m.cancelRequests)}</Checkbox>
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
