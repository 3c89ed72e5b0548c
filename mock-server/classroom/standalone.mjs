// Runs the classroom extension on its own (express + http server on PORTS.mock) until the mock backend loads it from
// mock-server/extensions.mjs. Registered as the `classroom` service in scripts/services.mjs; remove it at merge.
import { createServer } from 'node:http';
import express from 'express';
import { PORTS } from '../../scripts/services.mjs';
import classroomExtension from './index.mjs';

const app = express();
const httpServer = createServer(app);
classroomExtension({ app, httpServer });
app.get('/__classroom/health', (_req, res) => res.json({ ok: true }));
httpServer.listen(PORTS.mock, '127.0.0.1', () => {
  console.log(`classroom signalling and cloud functions on http://127.0.0.1:${PORTS.mock}`);
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(0));
