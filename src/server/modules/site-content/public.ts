/** What other parts may use of the site texts: the shared-cache name of the rendered pages a save drops. */
export { PAGE_CACHE_NAME } from './service';
