import { createContext, useContext, useEffect } from 'react';

/** What a page rendered on the server says about the document around it (ssr/renderPage.tsx). */
export interface ServerHead {
  title?: string;
  description?: string;
  /** The HTTP status of the answer: 404 for the not-found page. */
  status?: number;
}

/** Provided only while rendering on the server; null in the browser. */
export const ServerHeadContext = createContext<ServerHead | null>(null);

/** Sets the page's <title> and meta description (every page has its own, for search engines). */
export function usePageMeta(title: string, description: string): void {
  const serverHead = useContext(ServerHeadContext);
  if (serverHead) {
    // Render order is parents first, so the page's own values win over its layout's.
    serverHead.title = title;
    serverHead.description = description;
  }
  useEffect(() => {
    document.title = title;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    meta.content = description;
  }, [title, description]);
}

/** The HTTP status a server-rendered page is sent with (the browser ignores it). */
export function useServerStatus(status: number): void {
  const serverHead = useContext(ServerHeadContext);
  if (serverHead) serverHead.status = status;
}
