import { useEffect } from 'react';
import { text } from './text';

/** The page's h1 and the document title, kept in step. */
export function PageTitle({ children }: { children: string }) {
  useEffect(() => {
    document.title = `${children} · ${text.brand}`;
  }, [children]);
  return <h1>{children}</h1>;
}

/**
 * The page's meta description, for a page that describes itself from what it shows (a tutor's page); the others get
 * theirs from the route (root-layout.tsx, whose layout effect runs first).
 */
export function PageDescription({ children }: { children: string }) {
  useEffect(() => {
    document.querySelector('meta[name="description"]')?.setAttribute('content', children);
  }, [children]);
  return null;
}
