import { ImageOff } from 'lucide-react';
import { splitPics, thumbnailUrl } from '@/lib/media-url';

/** The first picture of a product (signed link from the API) as a square thumbnail. */
export function LineThumbnail({ pics, alt, size = 'size-20' }: { pics: string; alt: string; size?: string }) {
  const first = splitPics(pics)[0];
  return (
    <span className={`${size} grid shrink-0 place-items-center overflow-hidden rounded-md border border-line bg-paper`}>
      {first ? (
        <img src={thumbnailUrl(first, 200)} alt={alt} width={200} height={200} loading="lazy" decoding="async" className="size-full object-cover" />
      ) : (
        <ImageOff size={20} className="text-muted" aria-hidden="true" />
      )}
    </span>
  );
}
