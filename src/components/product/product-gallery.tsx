'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';

export interface GalleryPicture {
  /** Large picture (300 px variant is too small for the main view: the original). */
  full: string;
  /** 100 px thumbnail for the strip. */
  thumb: string;
}

/** Product pictures: the chosen one large, the others as 100 px thumbnails (§7 sizes). */
export function ProductGallery({ pictures, alt }: { pictures: GalleryPicture[]; alt: string }) {
  const t = useTranslations('product');
  const [current, setCurrent] = useState(0);
  const shown = pictures[current];
  if (!shown) return null;
  return (
    <div className="space-y-3" data-testid="gallery" aria-label={t('gallery')}>
      <img
        src={shown.full}
        alt={alt}
        width={600}
        height={600}
        fetchPriority="high"
        className="aspect-square w-full rounded-lg border border-line bg-paper object-cover"
        data-testid="gallery-main"
      />
      {pictures.length > 1 && (
        <ul className="flex gap-2">
          {pictures.map((picture, i) => (
            <li key={picture.full}>
              <button
                type="button"
                onClick={() => setCurrent(i)}
                aria-label={t('showPicture', { index: i + 1 })}
                aria-pressed={i === current}
                className={`block overflow-hidden rounded-md border-2 ${i === current ? 'border-brand' : 'border-line hover:border-muted'}`}
              >
                <img src={picture.thumb} alt="" width={100} height={100} loading="lazy" className="size-20 object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
