/**
 * The element holding a dynamic page's data as JSON (a data block: not executed, so the CSP allows it). Apart
 * from page-data.tsx so the public entry can look for it without importing React (decision 0007).
 */
export const PAGE_DATA_ELEMENT_ID = 'page-data';
