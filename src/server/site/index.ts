export { requireSite, forgetSites } from './require-site';
