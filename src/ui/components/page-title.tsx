import { useEffect } from 'react';
import { text } from './text';

/** The page's h1 and the document title, kept in step. */
export function PageTitle({ children }: { children: string }) {
  useEffect(() => {
    document.title = `${children} · ${text.brand}`;
  }, [children]);
  return <h1>{children}</h1>;
}

