import { Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { sharedMessages as m } from '../messages';

/**
 * A list's "Export CSV": a plain link to the export's address with the list's filters, so the
 * browser downloads the file as the server streams it (the session cookie goes with it), however
 * many rows it holds, without holding them in the page.
 */
export function ExportCsvButton({ href }: { href: string }) {
  const intl = useIntl();
  return (
    <Button icon={<DownloadOutlined />} href={href} download title={intl.formatMessage(m.exportCsvHint)}>
      {intl.formatMessage(m.exportCsv)}
    </Button>
  );
}
