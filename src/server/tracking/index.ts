// §7 visit tracking: the pageName header, normalised, recorded per site and device in batches.
export { normalizePageName, trackedPage, UNTRACKED_LIST_PAGES } from './page-name';
export { VisitQueue, type Visit, type VisitQueueOptions } from './visit-queue';
export { closeVisitQueue, flushVisits, trackVisits, visitQueue } from './visit-middleware';
