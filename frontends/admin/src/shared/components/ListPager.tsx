import { Button, Flex } from 'antd';
import { rangeText } from '@costiera/kit';

export interface ListPagerProps {
  page: number;
  limit: number;
  total: number;
  pages: number;
  /** Plural noun of the count line: 'tours', 'requests'. */
  noun: string;
  onPageChange: (page: number) => void;
}

/** 'Showing X to Y of N tours', and 'Page P of N' with Previous/Next only when there is more than one page. */
export function ListPager({ page, limit, total, pages, noun, onPageChange }: ListPagerProps) {
  return (
    <Flex justify="space-between" align="center" wrap gap={12} style={{ marginTop: 16 }}>
      <span aria-live="polite">{rangeText(page, limit, total, noun)}</span>
      {pages > 1 && (
        <Flex align="center" gap={8} wrap>
          <Button onClick={() => onPageChange(page - 1)} disabled={page <= 1}>
            Previous
          </Button>
          <span>
            Page {page} of {pages}
          </span>
          <Button onClick={() => onPageChange(page + 1)} disabled={page >= pages}>
            Next
          </Button>
        </Flex>
      )}
    </Flex>
  );
}
