import { useIntl } from 'react-intl';
import type { content } from '@costiera/contracts';
import { ContentListScreen } from '../../shared/components/ContentListScreen';
import { articles } from './api/articles';
import { articleMessages as m } from './messages';

const SECONDARY_LINE = { fontSize: 13, color: 'rgba(0,0,0,0.65)', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

export default function ArticlesListPage() {
  const intl = useIntl();
  return (
    <ContentListScreen<content.AdminArticle>
      resource={articles}
      description={intl.formatMessage(m.description)}
      columns={[
        {
          title: intl.formatMessage(m.columnArticle),
          key: 'article',
          render: (_, article) => (
            <div style={{ maxWidth: 340 }}>
              <div style={{ fontWeight: 500 }}>{article.title}</div>
              <div style={SECONDARY_LINE}>{article.excerpt}</div>
              <code style={{ fontSize: 12 }}>/{article.slug}</code>
            </div>
          ),
        },
      ]}
    />
  );
}
