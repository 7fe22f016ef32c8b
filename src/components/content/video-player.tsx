import { getLocale, getTranslations } from 'next-intl/server';
import { imageUrl } from '@/server/catalog/image-url';
import type { VideoItem } from '@/server/content/pages';

/**
 * R1.14: a seeded or uploaded clip in the browser's own player: poster, native controls (which
 * the keyboard operates), caption tracks with the visitor's language on by default. No script of
 * ours: the page stays server-rendered. Clip, poster and captions are signed /Upload/ links.
 */
export async function VideoPlayer({ video, titleId, eager = false }: { video: VideoItem; titleId: string; eager?: boolean }) {
  const t = await getTranslations('video');
  const locale = await getLocale();
  return (
    <video
      controls
      playsInline
      preload={eager ? 'metadata' : 'none'}
      poster={imageUrl(video.cover)}
      aria-labelledby={titleId}
      className="aspect-video w-full bg-ink object-cover"
      data-testid="video-player"
    >
      {/* Staff upload MP4 or WebM (or link a clip): the type follows the file. */}
      <source src={imageUrl(video.url)} type={/\.webm$/i.test(video.url) ? 'video/webm' : 'video/mp4'} />
      {video.captions.map((track) => (
        <track
          key={track.language}
          kind="captions"
          src={imageUrl(track.path)}
          srcLang={track.language}
          label={t(track.language === 'zh' ? 'captionsZh' : 'captionsEn')}
          default={track.language === locale}
        />
      ))}
      {t('unsupported')}
    </video>
  );
}
