// Extensions of the mock server, loaded by startMockServer after the backend operations and before the final 404:
// each entry is `(ctx) => void | Promise<void>` with ctx = { app, httpServer, db, now } (db is json-server's lowdb
// store). The classroom's WebSocket signalling (/__classroom) and the cloud functions (/functions/*) are added here.
export default [];
