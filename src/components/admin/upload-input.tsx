'use client';

import { useTranslate } from 'ra-core';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { errorText } from './http';
import { Button, TextInput } from './ui-kit';
import { captionsRefusal, kindOfWidget, uploadFile } from './uploads';

// One file (a cover image, a certificate PDF, a video, a WebVTT caption track): upload, preview,
// or type a stored path. Caption files are checked here for what the server checks too (the
// WEBVTT first line, at most 1 MB), so a wrong file is refused before it is sent.

const ACCEPT = { image: 'image/*', video: 'video/mp4,video/webm', captions: '.vtt,text/vtt', file: 'application/pdf,image/*' } as const;

export function UploadInput({
  id,
  value,
  onChange,
  widget,
  invalid,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  widget: keyof typeof ACCEPT;
  invalid?: boolean;
}) {
  const t = useTranslate();
  const picker = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const accept = ACCEPT[widget];

  async function upload(file: File | undefined) {
    if (!file) return;
    if (widget === 'captions') {
      const refusal = await captionsRefusal(file);
      if (refusal) return void toast.error(`${t('form.uploadFailed')}: ${t(refusal, { max: 1 })}`);
    }
    setBusy(true);
    try {
      const stored = await uploadFile(file, file.type.startsWith('image/') && widget === 'file' ? 'image' : kindOfWidget(widget));
      onChange(stored.path);
    } catch (error) {
      toast.error(`${t('form.uploadFailed')}: ${errorText(error)}`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="a-upload">
      {value && widget === 'image' ? <img src={value} alt="" className="a-upload-preview" /> : null}
      {value && widget === 'video' ? <video src={value} className="a-upload-preview a-upload-video" controls preload="metadata" /> : null}
      <div className="a-upload-row">
        <TextInput id={id} value={value ?? ''} onChange={(e) => onChange(e.target.value)} placeholder="/Upload/…" invalid={invalid} />
        <Button onClick={() => picker.current?.click()} busy={busy}>
          {busy ? t('form.uploading') : t('action.upload')}
        </Button>
        {value ? (
          <Button tone="ghost" onClick={() => onChange('')}>
            {t('action.remove')}
          </Button>
        ) : null}
      </div>
      <input ref={picker} type="file" hidden accept={accept} data-testid={`${id}-file`} onChange={(e) => void upload(e.target.files?.[0])} />
    </div>
  );
}
