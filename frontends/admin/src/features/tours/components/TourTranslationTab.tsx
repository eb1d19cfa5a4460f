import { Form, Input } from 'antd';
import { useIntl } from 'react-intl';
import type { catalog } from '@costiera/contracts';
import { TranslationEditor, translationLoading, useTranslatedRules, type TranslatedField } from '../../../shared/components/TranslationEditor';
import { tourTranslations } from '../api/tour-translations';
import { tourMessages as m } from '../messages';
import { TextListEditor } from './TextListEditor';

/** The translation form holds the translation's body as the API takes it (snake_case, like the tour form's). */
type TourTranslationValues = Omit<catalog.TourText, 'additional_info'> & { additional_info: string };

const EMPTY: TourTranslationValues = { title: '', short_description: '', description: '', included: [], not_included: [], meeting_point: '', additional_info: '', duration: '' };

const items = (list: readonly string[]) => list.map((item) => item.trim()).filter((item) => item !== '');

function toBody(values: TourTranslationValues): catalog.TourTranslationBody {
  return {
    title: values.title.trim(),
    short_description: values.short_description.trim(),
    description: values.description.trim(),
    included: items(values.included),
    not_included: items(values.not_included),
    meeting_point: values.meeting_point.trim(),
    additional_info: values.additional_info.trim(),
    duration: values.duration.trim(),
  };
}

/** The tour's English text as the translation's reference: the same fields, from the tour as saved. */
const englishOf = (tour: catalog.AdminTour): catalog.TourText => ({
  title: tour.title,
  short_description: tour.short_description,
  description: tour.description,
  included: tour.included,
  not_included: tour.not_included,
  meeting_point: tour.meeting_point,
  additional_info: tour.additional_info,
  duration: tour.duration,
});

/** A tour's translation into `language`, beside its English. */
export function TourTranslationTab({ tour, language }: { tour: catalog.AdminTour; language: string }) {
  const intl = useIntl();
  const rules = useTranslatedRules();
  const listed = tour.translations[language];
  const answer = tourTranslations.useAnswer(tour.id, language, listed);
  const save = tourTranslations.useSave(tour.id, language);
  const confirm = tourTranslations.useConfirm(tour.id, language);
  const remove = tourTranslations.useDelete(tour.id, language);

  const loading = translationLoading(answer, listed, intl);
  if (loading) return loading;
  const found = listed === 'missing' ? null : (answer.data ?? null);
  const english = found?.english ?? englishOf(tour);
  const translation = found?.translation;
  const text = (name: keyof TourTranslationValues, label: string, control: React.ReactNode): TranslatedField => ({
    name,
    label,
    english: english[name],
    control: (
      <Form.Item label={label} name={name} rules={rules(label, english[name], Array.isArray(english[name]) ? 'array' : undefined)}>
        {control}
      </Form.Item>
    ),
  });
  const label = (message: (typeof m)[keyof typeof m]) => intl.formatMessage(message);
  const fields = [
    text('title', label(m.title), <Input maxLength={200} lang={language} />),
    text('short_description', label(m.shortDescription), <Input.TextArea rows={2} maxLength={500} lang={language} />),
    text('description', label(m.fullDescription), <Input.TextArea rows={6} lang={language} />),
    text('additional_info', label(m.additionalInformation), <Input.TextArea rows={3} lang={language} />),
    text('duration', label(m.duration), <Input lang={language} />),
    text('meeting_point', label(m.meetingPoint), <Input lang={language} />),
    text('included', label(m.whatsIncluded), <TextListEditor itemName={label(m.includedItem)} />),
    text('not_included', label(m.whatsNotIncluded), <TextListEditor itemName={label(m.notIncludedItem)} />),
  ];

  return (
    <TranslationEditor<TourTranslationValues>
      // A new answer (saved, confirmed or deleted) starts the form again from what is stored.
      key={translation?.updated_at ?? 'none'}
      formName="tour-translation"
      language={language}
      state={found?.state ?? 'missing'}
      initialValues={translation ? { ...translation, included: [...translation.included], not_included: [...translation.not_included], additional_info: translation.additional_info ?? '' } : EMPTY}
      fields={fields}
      toBody={toBody}
      save={save}
      confirm={confirm}
      remove={remove}
    />
  );
}
