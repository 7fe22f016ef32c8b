'use client';

import { useTranslate } from 'ra-core';
import { useEffect, useRef, useState, type DragEvent } from 'react';
import { toast } from 'sonner';
import { thumbnailUrl } from '@/lib/media-url';
import { errorText } from './http';
import { uploadFile } from './uploads';

// A product's pictures — files dropped (or chosen) upload at once, thumbnails reorder by
// drag (the first is the cover) or with the keyboard (arrow buttons), × removes. The save sends the
// ordered paths; the server keeps only pictures it holds.

export function ImagesInput({ id, value, onChange }: { id: string; value: string[]; onChange: (value: string[]) => void }) {
  const t = useTranslate();
  const picker = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(0);
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState(false);
  const pictures = value ?? [];
  // Uploads finish after later renders: append to the list as it is then, not as it was.
  const valueRef = useRef(pictures);
  useEffect(() => {
    valueRef.current = pictures;
  });

  async function add(files: FileList | File[]) {
    const images = [...files].filter((file) => file.type.startsWith('image/'));
    if (!images.length) return;
    setUploading((n) => n + images.length);
    const added: string[] = [];
    for (const file of images) {
      try {
        added.push((await uploadFile(file, 'image')).path);
      } catch (error) {
        toast.error(`${file.name}: ${errorText(error)}`);
      } finally {
        setUploading((n) => n - 1);
      }
    }
    if (added.length) onChange([...(valueRef.current ?? []), ...added]);
  }

  function move(from: number, to: number) {
    if (to < 0 || to >= pictures.length || from === to) return;
    const next = [...pictures];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    onChange(next);
  }

  function onDropZone(event: DragEvent) {
    event.preventDefault();
    setOver(false);
    if (event.dataTransfer.files.length) void add(event.dataTransfer.files);
  }

  return (
    <div className="a-images" id={id}>
      <ul className="a-images-grid">
        {pictures.map((path, index) => (
          <li
            key={path}
            className={`a-image${dragged === index ? ' a-image-dragged' : ''}`}
            draggable
            onDragStart={(event) => {
              setDragged(index);
              event.dataTransfer.effectAllowed = 'move';
            }}
            onDragOver={(event) => {
              if (dragged !== null) event.preventDefault();
            }}
            onDrop={(event) => {
              event.preventDefault();
              event.stopPropagation();
              if (dragged !== null) move(dragged, index);
              setDragged(null);
            }}
            onDragEnd={() => setDragged(null)}
          >
            <img src={thumbnailUrl(path, 200)} alt="" loading="lazy" />
            {index === 0 ? <span className="a-image-cover">★</span> : null}
            <div className="a-image-tools">
              <button type="button" aria-label={t('action.up')} data-testid="picture-earlier" onClick={() => move(index, index - 1)} disabled={index === 0}>
                ←
              </button>
              <button type="button" aria-label={t('action.down')} onClick={() => move(index, index + 1)} disabled={index === pictures.length - 1}>
                →
              </button>
              <button type="button" aria-label={t('action.remove')} data-testid="remove-picture" onClick={() => onChange(pictures.filter((_, i) => i !== index))}>
                ×
              </button>
            </div>
          </li>
        ))}
        <li>
          <button
            type="button"
            className={`a-dropzone${over ? ' a-dropzone-over' : ''}`}
            onClick={() => picker.current?.click()}
            onDragOver={(event) => {
              event.preventDefault();
              setOver(true);
            }}
            onDragLeave={() => setOver(false)}
            onDrop={onDropZone}
          >
            {uploading ? <span className="a-spin" aria-hidden /> : <span className="a-dropzone-plus">+</span>}
            <span>{uploading ? t('form.uploading') : t('form.dropPictures')}</span>
          </button>
        </li>
      </ul>
      <p className="a-hint">{t('form.dragToReorder')}</p>
      <input
        ref={picker}
        type="file"
        accept="image/*"
        multiple
        hidden
        data-testid="pictures-file"
        onChange={(event) => {
          if (event.target.files) void add(event.target.files);
          event.target.value = '';
        }}
      />
    </div>
  );
}
