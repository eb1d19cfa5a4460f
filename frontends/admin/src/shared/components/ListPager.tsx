import { Button, Flex } from 'antd';
import { useIntl } from 'react-intl';
import { sharedMessages as m } from '../messages';

/** What a list counts, as its count line names it. */
export type ListNoun = 'tours' | 'providers' | 'articles' | 'pages' | 'requests' | 'entries';

export interface ListPagerProps {
  page: number;
  limit: number;
  total: number;
  pages: number;
  noun: ListNoun;
  onPageChange: (page: number) => void;
}

/** 'Showing X to Y of N tours', and 'Page P of N' with Previous/Next only when there is more than one page. */
export function ListPager({ page, limit, total, pages, noun, onPageChange }: ListPagerProps) {
  const intl = useIntl();
  const from = total === 0 ? 0 : (page - 1) * limit + 1;
  const to = Math.min(page * limit, total);
  return (
    <Flex justify="space-between" align="center" wrap gap={12} style={{ marginTop: 16 }}>
      <span aria-live="polite">{intl.formatMessage(m.showing, { from, to, total, noun })}</span>
      {pages > 1 && (
        <Flex align="center" gap={8} wrap>
          <Button onClick={() => onPageChange(page - 1)} disabled={page <= 1}>
            {intl.formatMessage(m.previous)}
          </Button>
          <span>{intl.formatMessage(m.pageOf, { page, pages })}</span>
          <Button onClick={() => onPageChange(page + 1)} disabled={page >= pages}>
            {intl.formatMessage(m.next)}
          </Button>
        </Flex>
      )}
    </Flex>
  );
}
