// CORS for the web app's origin only (json-server's default reflects any Origin with credentials). Another origin
// gets no CORS headers, so the browser keeps the answer from it, and its preflight is refused.
import { sendError } from './http.mjs';

const METHODS = 'GET,HEAD,POST,PUT,PATCH,DELETE';

/** @param {string} webOrigin the one origin whose pages may call the mock across origins */
export function webOriginCors(webOrigin) {
  return (req, res, next) => {
    const origin = req.get('Origin');
    if (origin === undefined) return next();
    res.vary('Origin');
    const preflight = req.method === 'OPTIONS' && req.get('Access-Control-Request-Method') !== undefined;
    if (origin !== webOrigin) {
      return preflight ? sendError(res, 403, `Cross-origin calls are allowed from the web app only (${webOrigin}).`) : next();
    }
    res.set('Access-Control-Allow-Origin', origin);
    res.set('Access-Control-Allow-Credentials', 'true');
    if (!preflight) return next();
    res.set('Access-Control-Allow-Methods', METHODS);
    const headers = req.get('Access-Control-Request-Headers');
    if (headers) res.set('Access-Control-Allow-Headers', headers).vary('Access-Control-Request-Headers');
    res.set('Access-Control-Max-Age', '600');
    return res.status(204).end();
  };
}
