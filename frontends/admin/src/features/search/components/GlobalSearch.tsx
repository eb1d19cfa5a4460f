import { useState } from 'react';
import { AutoComplete, Input } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { useIntl } from 'react-intl';
import { useDebouncedValue } from '@costiera/kit';
import { sharedMessages } from '../../../shared/messages';
import { MIN_SEARCH_LENGTH, useContentSearch, type SearchHit, type SearchSection } from '../api/search-content';
import { searchMessages as m, sectionMessages } from '../messages';

const SECTIONS: SearchSection[] = ['Tours', 'Articles', 'Pages', 'Booking Requests'];

/**
 * The header's search: tours, articles and pages by title, booking requests by customer;
 * choosing a result opens it (the edit form, or the request's details dialog).
 */
export default function GlobalSearch() {
  const [text, setText] = useState('');
  const term = useDebouncedValue(text, 250);
  const { data: hits = [], isFetching } = useContentSearch(term);
  const navigate = useNavigate();
  const intl = useIntl();
  const ready = term.trim().length >= MIN_SEARCH_LENGTH;

  const detailOf = ({ detail }: SearchHit) =>
    typeof detail === 'string'
      ? detail
      : intl.formatMessage(m.requestDetail, {
          tour: detail.tour ?? intl.formatMessage(m.deletedTour),
          date: detail.date,
          status: intl.formatMessage(sharedMessages.bookingStatus, { status: detail.status }),
        });

  const options = ready
    ? SECTIONS.map((section) => ({
        label: intl.formatMessage(sectionMessages[section]),
        options: hits
          .filter((hit) => hit.section === section)
          .map((hit) => ({
            value: hit.key,
            label: (
              <div>
                <div style={{ fontWeight: 500, overflow: 'hidden', textOverflow: 'ellipsis' }}>
                  {hit.title}
                  {hit.erased && <span style={{ fontWeight: 400, fontStyle: 'italic', color: 'rgba(0,0,0,0.45)' }}> · {intl.formatMessage(m.erased)}</span>}
                </div>
                <div style={{ fontSize: 12, color: 'rgba(0,0,0,0.65)', overflow: 'hidden', textOverflow: 'ellipsis' }}>{detailOf(hit)}</div>
              </div>
            ),
          })),
      })).filter((group) => group.options.length > 0)
    : [];

  const open = (key: string) => {
    const hit: SearchHit | undefined = hits.find((h) => h.key === key);
    if (!hit) return;
    setText('');
    navigate(hit.to, { state: hit.state });
  };

  return (
    <AutoComplete
      value={text}
      options={options}
      onChange={setText}
      onSelect={open}
      style={{ width: '100%' }}
      popupMatchSelectWidth={false}
      notFoundContent={ready && !isFetching ? intl.formatMessage(m.noResults, { term: term.trim() }) : null}
    >
      <Input prefix={<SearchOutlined aria-hidden />} placeholder={intl.formatMessage(m.placeholder)} aria-label={intl.formatMessage(m.label)} allowClear />
    </AutoComplete>
  );
}
