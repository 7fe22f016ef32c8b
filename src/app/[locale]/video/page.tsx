import { VideoPlayer } from '@/components/content/video-player';
import { pageLocale, TitledPage, type LocalePageProps } from '@/components/ui/titled-page';
import { cached } from '@/server/catalog/cached-reads';
import { pageContext } from '@/server/pages/page-context';

/** R1.14 / R2.15: every video of the site, each in a player (the home video tile links here). */
export default async function VideoPage({ params }: LocalePageProps) {
  const locale = await pageLocale(params);
  const { db, siteId } = await pageContext();
  const videos = await cached.listVideos(db, siteId, locale);
  return (
    <TitledPage name="video">
      <ul className="grid gap-6 sm:grid-cols-2">
        {videos.map((v, i) => (
          <li key={v.id}>
            <figure className="overflow-hidden rounded-lg border border-line">
              <VideoPlayer video={v} titleId={`video-${v.id}`} eager={i < 2} />
              <figcaption id={`video-${v.id}`} className="p-3 font-semibold">
                {v.title}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </TitledPage>
  );
}
