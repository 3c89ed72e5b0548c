// Extensions of the mock server, loaded by startMockServer after the backend operations and before the final 404.
// Each entry is `(ctx) => void | Promise<void>` with ctx = { app, httpServer, db, now, persist, onReset }: db is json-server's
// lowdb store; call persist() after changing it, so caches derived from the store are refreshed; onReset(listener) is called after
// /__admin/reset reseeds the store.
import classroomExtension from './classroom/index.mjs';

/** The classroom: cloud functions (/functions/GenerateAgoraToken, /functions/AgoraClassEnd) and WebSocket signalling (/__classroom). */
export default [classroomExtension];
