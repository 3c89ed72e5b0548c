// The page server's way of calling the backend (issue 40): the server that renders tutor pages and the sitemap
// (src/serve-page.tsx, src/serve-sitemap.ts) reads for its visitors, so it says who it is (its shared key) and whom it
// reads for (the visitor's address): the backend's public-read limit then counts each visitor, not the page server's
// own address (src/domain/public-reads.ts). Browsers never have the key.
import { PAGE_SERVER_KEY_HEADER, VISITOR_ADDRESS_HEADER } from '../../domain/public-reads';

/** The page server's credential for one render: the shared key, and the address of the visitor it renders for. */
export interface PageServerCredential {
  key: string;
  /** The visitor's IP address (left out when the request it renders for has none: the page server's own counts). */
  visitorAddress?: string;
}

/** `send` with the page server's key and the visitor's address on every request; `send` itself without a credential. */
export function pageServerFetch(send: typeof fetch, credential: PageServerCredential | undefined): typeof fetch {
  if (!credential?.key) return send;
  return (input, init) => {
    const request = new Request(input, init);
    const headers = new Headers(request.headers);
    headers.set(PAGE_SERVER_KEY_HEADER, credential.key);
    if (credential.visitorAddress) headers.set(VISITOR_ADDRESS_HEADER, credential.visitorAddress);
    else headers.delete(VISITOR_ADDRESS_HEADER);
    return send(new Request(request, { headers }));
  };
}
