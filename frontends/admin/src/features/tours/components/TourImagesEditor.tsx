import { useRef, useState, type DragEvent } from 'react';
import { Button, Tag, Tooltip } from 'antd';
import { ArrowLeftOutlined, ArrowRightOutlined, DeleteOutlined, StarOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { PhotoDropzone, carriesFiles } from '../../../shared/photos/PhotoDropzone';
import { UploadList } from '../../../shared/photos/UploadList';
import { PhotoAltFields } from '../../../shared/photos/PhotoAltFields';
import { PhotoThumbnail } from '../../../shared/photos/PhotoThumbnail';
import { PendingUploadsField } from '../../../shared/photos/PendingUploadsField';
import { usePhotoUploads } from '../../../shared/photos/use-photo-uploads';
import { uploadedPhotoId } from '../../../shared/photos/photo-address';
import { keyedByOccurrence, makeCover, moveItem } from '../../../shared/photos/photo-order';
import { photoMessages as pm } from '../../../shared/photos/messages';
import { tourMessages as m } from '../messages';
import { ImageUrlPrompt } from './ImageUrlPrompt';

/** The type a photo of the list carries while it is dragged to another place. */
const REORDER_TYPE = 'application/x-costiera-photo-index';

export interface TourImagesEditorProps {
  value?: string[];
  onChange?: (images: string[]) => void;
  /** The site's languages: every uploaded photo needs its alt text in each. */
  languages: readonly string[];
}

/**
 * A tour's photos, in the order the page shows them (the first is the cover): uploaded by drop
 * or picker, several at once, or linked by URL through the spec's prompt. Each can be moved by
 * dragging or with its arrow buttons, made the cover, or removed; an uploaded one asks for its
 * alt text in every language of the site.
 */
export function TourImagesEditor({ value = [], onChange, languages }: TourImagesEditorProps) {
  const intl = useIntl();
  // Several uploads may finish before the form re-renders: each adds to what the last one left.
  const latest = useRef(value);
  latest.current = value;
  const change = (next: string[]) => {
    latest.current = next;
    onChange?.(next);
  };
  const uploads = usePhotoUploads((photo) => {
    if (!latest.current.includes(photo.url)) change([...latest.current, photo.url]);
  });
  const [dragged, setDragged] = useState<number | null>(null);
  const [target, setTarget] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const list = useRef<HTMLUListElement>(null);

  const move = (from: number, to: number, focus?: string) => {
    if (to < 0 || to >= value.length || from === to) return;
    const movedKey = keyedByOccurrence(value)[from]!.key;
    const next = focus === 'cover' ? makeCover(value, from) : moveItem(value, from, to);
    change(next);
    setAnnouncement(intl.formatMessage(pm.moved, { number: to + 1, total: value.length }));
    // The moved photo's control keeps the focus (or its neighbour, when it went to an end).
    requestAnimationFrame(() => {
      const item = list.current?.querySelector<HTMLElement>(`[data-photo-key="${CSS.escape(movedKey)}"]`);
      const buttons = Array.from(item?.querySelectorAll<HTMLButtonElement>('button[data-action]') ?? []);
      (buttons.find((b) => b.dataset.action === focus && !b.disabled) ?? buttons.find((b) => !b.disabled))?.focus();
    });
  };

  const onTileDragOver = (event: DragEvent, index: number) => {
    if (carriesFiles(event) || dragged === null) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    setTarget(index);
  };
  const onTileDrop = (event: DragEvent, index: number) => {
    if (carriesFiles(event)) return;
    event.preventDefault();
    const from = Number(event.dataTransfer.getData(REORDER_TYPE));
    setDragged(null);
    setTarget(null);
    if (Number.isInteger(from)) move(from, index);
  };

  return (
    <div>
      {value.length > 0 && (
        <>
          <p style={{ margin: '0 0 8px', color: 'rgba(0,0,0,0.55)' }}>{intl.formatMessage(pm.dragToReorder)}</p>
          <ul
            ref={list}
            style={{ listStyle: 'none', margin: '0 0 12px', padding: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 12 }}
          >
            {keyedByOccurrence(value).map(({ item: image, key }, index) => {
              const id = uploadedPhotoId(image);
              const label = intl.formatMessage(m.tourImage, { number: index + 1 });
              const number = { number: index + 1 };
              return (
                <li
                  key={key}
                  data-photo-key={key}
                  aria-label={label}
                  onDragOver={(event) => onTileDragOver(event, index)}
                  onDragLeave={() => setTarget((t) => (t === index ? null : t))}
                  onDrop={(event) => onTileDrop(event, index)}
                  style={{
                    border: `1px solid ${target === index && dragged !== index ? '#1677ff' : '#f0f0f0'}`,
                    borderRadius: 8,
                    padding: 8,
                    background: '#fff',
                    opacity: dragged === index ? 0.5 : 1,
                  }}
                >
                  <div
                    draggable
                    onDragStart={(event) => {
                      event.dataTransfer.setData(REORDER_TYPE, String(index));
                      event.dataTransfer.effectAllowed = 'move';
                      setDragged(index);
                    }}
                    onDragEnd={() => {
                      setDragged(null);
                      setTarget(null);
                    }}
                    style={{ position: 'relative', cursor: 'grab' }}
                  >
                    {id ? (
                      <PhotoThumbnail id={id} localUrl={uploads.localPreview(id)} alt={label} />
                    ) : (
                      <img src={image} alt={label} draggable={false} style={{ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: 6, background: '#f0f0f0', display: 'block' }} />
                    )}
                    {index === 0 && (
                      <Tag color="gold" style={{ position: 'absolute', top: 6, left: 6, margin: 0 }}>
                        {intl.formatMessage(pm.cover)}
                      </Tag>
                    )}
                  </div>
                  <div style={{ display: 'flex', gap: 4, margin: '8px 0', flexWrap: 'wrap' }}>
                    <Tooltip title={intl.formatMessage(pm.moveEarlier, number)}>
                      <Button size="small" icon={<ArrowLeftOutlined />} data-action="earlier" aria-label={intl.formatMessage(pm.moveEarlier, number)} disabled={index === 0} onClick={() => move(index, index - 1, 'earlier')} />
                    </Tooltip>
                    <Tooltip title={intl.formatMessage(pm.moveLater, number)}>
                      <Button size="small" icon={<ArrowRightOutlined />} data-action="later" aria-label={intl.formatMessage(pm.moveLater, number)} disabled={index === value.length - 1} onClick={() => move(index, index + 1, 'later')} />
                    </Tooltip>
                    <Tooltip title={intl.formatMessage(pm.makeCover, number)}>
                      <Button size="small" icon={<StarOutlined />} data-action="cover" aria-label={intl.formatMessage(pm.makeCover, number)} disabled={index === 0} onClick={() => move(index, 0, 'cover')} />
                    </Tooltip>
                    <Button
                      danger
                      size="small"
                      icon={<DeleteOutlined />}
                      aria-label={intl.formatMessage(m.removeImage, number)}
                      onClick={() => change(value.filter((_, i) => i !== index))}
                      style={{ marginLeft: 'auto' }}
                    />
                  </div>
                  {id ? (
                    <PhotoAltFields id={id} languages={languages} />
                  ) : (
                    <p style={{ margin: 0, color: 'rgba(0,0,0,0.55)', fontSize: 12 }}>{intl.formatMessage(pm.externalUrl)}</p>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
      <p aria-live="polite" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)', margin: 0 }}>
        {announcement}
      </p>
      <PhotoDropzone onFiles={uploads.start}>
        <UploadList uploads={uploads.uploads} onDismiss={uploads.dismiss} />
      </PhotoDropzone>
      <PendingUploadsField name="imageUploads" pending={uploads.pending} />
      <div style={{ marginTop: 12 }}>
        <ImageUrlPrompt onAdd={(url) => change([...latest.current, url])} />
      </div>
    </div>
  );
}
