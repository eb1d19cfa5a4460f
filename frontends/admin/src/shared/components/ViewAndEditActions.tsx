import { Button } from 'antd';
import { EditOutlined, EyeOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { NavButton } from './NavButton';
import { sharedMessages as m } from '../messages';

/** A tour's, article's or page's row buttons: view on the site in a new tab (when it is public), edit. */
export function ViewAndEditActions({ name, sitePath, editPath }: { name: string; sitePath: string | undefined; editPath: string }) {
  const intl = useIntl();
  return (
    <>
      {sitePath !== undefined && <Button icon={<EyeOutlined />} href={sitePath} target="_blank" rel="noopener noreferrer" aria-label={intl.formatMessage(m.viewOnSite, { name })} />}
      <NavButton icon={<EditOutlined />} to={editPath} aria-label={intl.formatMessage(m.editNamed, { name })} />
    </>
  );
}
