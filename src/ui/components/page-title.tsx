import { useEffect } from 'react';
import { text } from '../app/text';

/** The page's h1 and the document title, kept in step. */
export function PageTitle({ children }: { children: string }) {
  useEffect(() => {
    document.title = `${children} · ${text.brand}`;
  }, [children]);
  return <h1>{children}</h1>;
}

/**
 * The page's meta description, for a page that has its own (page-meta.ts, DESCRIBED_BY_PAGE); the others get theirs
 * from the route (root-layout.tsx).
 */
export function PageDescription({ children }: { children: string }) {
  useEffect(() => {
    document.querySelector('meta[name="description"]')?.setAttribute('content', children);
  }, [children]);
  return null;
}
