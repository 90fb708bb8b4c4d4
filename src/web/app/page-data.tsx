import { createContext, useContext, type ReactNode } from 'react';
import { PAGE_DATA_ELEMENT_ID } from './page-data-element';

const PageDataContext = createContext<unknown>(null);

/** The data the server rendered a dynamic page with; the browser hydrates with the very same data. */
export function PageDataProvider({ value, children }: { value: unknown; children: ReactNode }) {
  return <PageDataContext.Provider value={value}>{children}</PageDataContext.Provider>;
}

export function usePageData<T>(): T | null {
  return useContext(PageDataContext) as T | null;
}

export function readPageData(): unknown {
  const element = document.getElementById(PAGE_DATA_ELEMENT_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as unknown) : null;
}

/** `<` escaped so a value can never close the script element. */
export const pageDataScript = (data: unknown) =>
  `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${JSON.stringify(data).replaceAll('<', '\\u003c')}</script>`;
