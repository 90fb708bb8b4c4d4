/** What other parts may use of the site module: the configuration the client may know (the pages embed it). */
export { siteConfigOf } from './site-config';
