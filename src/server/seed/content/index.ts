import type { Db } from '../../db/client';
import { aboutUs, accessCodes, articles, certificates, contactInfo, fairLogs, faqs, friendLinks, videos } from '../../db/schema';
import type { PictureJob } from '../product-images';
import { articlePictures, articleRows } from './articles';
import { accessCodeRows, aboutUsRows, certificateRows, companyPictures, contactRows, friendLinkRows } from './company';
import { fairPictures, fairRows } from './fairs';
import { faqRows } from './faqs';
import { insertNotices } from './notices';
import { contentPictureJob } from './pictures';
import { videoRows } from './videos';

export { seedVideoFiles } from './videos';

/** Pictures the content rows point at (covers, certificate scans), rendered with the products'. */
export function contentPictureJobs(): PictureJob[] {
  return [...articlePictures(), ...fairPictures(), ...companyPictures()].map(contentPictureJob);
}

/** Writes the site's editorial content (§1: about-us, articles, FAQs, fairs and their top-bar notices, videos, contact). */
export async function insertContent(db: Db, siteId: number): Promise<void> {
  await db.insert(aboutUs).values(aboutUsRows(siteId));
  await db.insert(articles).values(articleRows(siteId));
  await db.insert(faqs).values(faqRows(siteId));
  await db.insert(fairLogs).values(fairRows(siteId));
  await insertNotices(db, siteId);
  await db.insert(certificates).values(certificateRows(siteId));
  await db.insert(contactInfo).values(contactRows(siteId));
  await db.insert(friendLinks).values(friendLinkRows(siteId));
  await db.insert(videos).values(videoRows(siteId));
  await db.insert(accessCodes).values(accessCodeRows(siteId));
}
