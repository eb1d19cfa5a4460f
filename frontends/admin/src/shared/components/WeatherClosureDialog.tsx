import { useState } from 'react';
import { Alert, Button, Checkbox, Form, Input, Modal, Radio } from 'antd';
import type { bookings } from '@costiera/contracts';
import { useNotify } from '../notify';
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

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The confirmation staff read before anything changes. */
export function weatherConsequence(preview: bookings.WeatherClosure, cancelRequests: boolean): string {
  const tours = preview.tours.length === 1 ? preview.tours[0]!.title : plural(preview.tours.length, 'tour', 'tours');
  if (!cancelRequests) return `This will close the day for ${tours}. Its requests stay as they are and nobody is emailed.`;
  if (preview.requests === 0) return `This will close the day for ${tours}. There are no pending or confirmed requests to cancel.`;
  return `This will cancel ${plural(preview.requests, 'request', 'requests')} and email ${plural(preview.travellers, 'traveller', 'travellers')}. The day closes for ${tours}.`;
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
        const told = asked.body.cancel_requests ? `${plural(done.requests, 'request', 'requests')} cancelled; ${plural(done.travellers, 'traveller', 'travellers')} will get an email.` : 'Requests stay as they are.';
        notify.success('Day closed for bad weather', told);
        onClose();
      },
      onError: (error) => setFailure(messageOf(error)),
    });
  };

  return (
    <Modal
      open
      title="Bad weather"
      onCancel={onClose}
      footer={
        asked
          ? [
              <Button key="back" onClick={() => setAsked(null)} disabled={close.isPending}>
                Back
              </Button>,
              <Button key="confirm" type="primary" loading={close.isPending} onClick={confirm}>
                {asked.body.cancel_requests && asked.preview.requests > 0 ? 'Close and cancel' : 'Close the day'}
              </Button>,
            ]
          : [
              <Button key="cancel" onClick={onClose}>
                Cancel
              </Button>,
              <Button key="check" type="primary" loading={preview.isPending} onClick={() => form.submit()}>
                Continue
              </Button>,
            ]
      }
    >
      {date !== undefined && <p style={{ marginTop: 0 }}>Day: {dateLabel ?? date}</p>}
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
      {asked ? (
        <Alert type="warning" showIcon title={weatherConsequence(asked.preview, asked.body.cancel_requests)} description={asked.preview.tours.length > 1 ? asked.preview.tours.map((t) => t.title).join(', ') : undefined} />
      ) : (
        <Form<Values> form={form} layout="vertical" name="weather" initialValues={{ scope: target.tour ? 'tour' : 'provider', cancelRequests: true, reason: '', date: date ?? '' }} onFinish={check}>
          {date === undefined && (
            <Form.Item label="Day" name="date" rules={[{ required: true, message: 'Choose the day to close' }]}>
              <Input type="date" />
            </Form.Item>
          )}
          {target.tour && target.provider && (
            <Form.Item label="Close" name="scope">
              <Radio.Group
                options={[
                  { value: 'tour', label: `Only ${target.tour.title}` },
                  { value: 'provider', label: `Every tour of ${target.provider.name}` },
                ]}
              />
            </Form.Item>
          )}
          <Form.Item
            label="What is the weather doing?"
            name="reason"
            extra="Travellers read it in their email, after 'Bad weather'. Keep it short and plain."
            rules={[{ required: true, whitespace: true, message: 'Say what the weather is doing' }]}
          >
            <Input maxLength={300} placeholder="Strong wind, the boats stay in the harbour" />
          </Form.Item>
          <Form.Item name="cancelRequests" valuePropName="checked" extra="Each traveller gets one email with other days they can ask for.">
            <Checkbox>Cancel the day's pending and confirmed requests</Checkbox>
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
