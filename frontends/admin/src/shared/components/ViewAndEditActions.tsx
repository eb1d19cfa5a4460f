import { Button } from 'antd';
import { EditOutlined, EyeOutlined } from '@ant-design/icons';
import { NavButton } from './NavButton';

/** A tour's, article's or page's row buttons: view on the site in a new tab (when it is public), edit. */
export function ViewAndEditActions({ name, sitePath, editPath }: { name: string; sitePath: string | undefined; editPath: string }) {
  return (
    <>
      {sitePath !== undefined && <Button icon={<EyeOutlined />} href={sitePath} target="_blank" rel="noopener noreferrer" aria-label={`View ${name} on the site`} />}
      <NavButton icon={<EditOutlined />} to={editPath} aria-label={`Edit ${name}`} />
    </>
  );
}
