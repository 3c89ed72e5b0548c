// Provider verification: every interaction of every pact in pacts/ replayed against the mock backend
// (startMockServer, demo seed), one test per interaction, with its provider states set up through the admin API.
// Tokens in pacts are examples: each request's Authorization is re-minted for the uid it names, keeping an expired
// example expired (the 401 interactions rely on it).
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Verifier } from '@pact-foundation/pact';
import type { JsonMap } from '@pact-foundation/pact/src/common/jsonTypes';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { mintEmulatorToken } from '../../../mock-server/emulator-token.mjs';
import { adminFetch } from '../../../mock-server/admin-client.mjs';
import { startMockServer, type MockServer } from '../../../mock-server/server.mjs';
import { everyUidAnAccount } from '../../../mock-server/lib/accounts.mjs';

const PACT_DIR = resolve(__dirname, '../../../pacts');

interface Interaction {
  description: string;
  providerStates?: { name: string }[];
  providerState?: string;
}
interface PactFile {
  provider: { name: string };
  interactions: Interaction[];
}

const pacts = readdirSync(PACT_DIR)
  .filter((f) => f.endsWith('.json'))
  .map((f) => ({ file: join(PACT_DIR, f), pact: JSON.parse(readFileSync(join(PACT_DIR, f), 'utf8')) as PactFile }));

/**
 * Interactions whose expectation contradicts openapi/backend.yaml, so the mock (which follows the document) cannot
 * satisfy them. Each is expected to fail; once the consumer test is corrected this test fails and the entry goes.
 */
const CONSUMER_DEFECTS: Record<string, string> = {};

const statesOf = (i: Interaction) => [...(i.providerStates ?? []).map((s) => s.name), ...(i.providerState ? [i.providerState] : [])];
const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A fresh token for the uid of the example token; an expired example stays expired, an undecodable one untouched. */
function remint(header: string, nowSeconds = Math.floor(Date.now() / 1000)): string {
  const payloadPart = header.replace(/^Bearer /, '').split('.')[1];
  if (!payloadPart) return header;
  let payload: { user_id?: string; sub?: string; email?: string; exp?: number };
  try {
    payload = JSON.parse(Buffer.from(payloadPart, 'base64url').toString('utf8'));
  } catch {
    return header;
  }
  const uid = payload.user_id ?? payload.sub;
  if (typeof uid !== 'string') return header;
  const expired = typeof payload.exp === 'number' && payload.exp < nowSeconds;
  return mintEmulatorToken(uid, { ...(payload.email ? { email: payload.email } : {}), expiresInSeconds: expired ? -60 : 3600, nowSeconds });
}

type Filter = (req: { headers: Record<string, string | string[] | undefined> }, res: unknown, next: () => void) => void;
const remintAuthorization: Filter = (req, _res, next) => {
  const header = req.headers.authorization;
  if (typeof header === 'string' && header.length > 0) req.headers.authorization = remint(header);
  next();
};

let server: MockServer;
let dir: string;
let functionsServed = false;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'pact-provider-'));
  // The interactions mint tokens for uids of their own: no Auth emulator runs here, so every uid counts as an account.
  // The page server's key of the pacts (PAGE_SERVER_KEY_EXAMPLE of tests/contract/consumer/pact-helpers.ts).
  server = await startMockServer({
    port: 0,
    dataFile: join(dir, 'store.sqlite'),
    reset: true,
    adminSecret: 'provider-verification',
    pageServerKey: 'page-server-key-example',
    accounts: everyUidAnAccount,
    validateResponses: true,
  });
  // The cloud functions come from an extension (mock-server/extensions.mjs); without it the mock answers its own 404.
  const probe = await fetch(`${server.url}/functions/GenerateAgoraToken`, { method: 'POST' });
  functionsServed = !(probe.status === 404 && (await probe.text()).includes('Nothing at'));
});
afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function verify(file: string, pact: PactFile, interaction: Interaction): Promise<void> {
  const functions = pact.provider.name.includes('functions');
  const setState = async (state: string) => {
    const reply = await adminFetch('/__admin/state', { method: 'POST', body: { state } }, { baseUrl: server.url, secret: server.adminSecret });
    if (!reply.ok) throw new Error(`provider state '${state}': ${await reply.text()}`);
    // The values a state gives the request (Pact's fromProviderState), e.g. dates ahead of the time of verification.
    return ((await reply.json()) as { values: JsonMap }).values;
  };
  // The verifier reads its interaction filter from the environment when it starts.
  process.env.PACT_DESCRIPTION = `^${escapeRegex(interaction.description)}$`;
  try {
    await new Verifier({
      provider: pact.provider.name,
      providerBaseUrl: functions ? `${server.url}/functions` : server.url,
      pactUrls: [file],
      stateHandlers: Object.fromEntries(statesOf(interaction).map((name) => [name, () => setState(name)])),
      beforeEach: async () => {
        await adminFetch('/__admin/reset', { method: 'POST' }, { baseUrl: server.url, secret: server.adminSecret });
      },
      requestFilter: remintAuthorization,
      logLevel: 'error',
    }).verifyProvider();
  } finally {
    delete process.env.PACT_DESCRIPTION;
  }
}

for (const { file, pact } of pacts) {
  describe(`${pact.provider.name} (${file.slice(PACT_DIR.length + 1)})`, () => {
    for (const interaction of pact.interactions) {
      const name = `${statesOf(interaction).join(', ') || 'no state'} → ${interaction.description}`;
      const defect = CONSUMER_DEFECTS[interaction.description];
      if (defect) {
        it.fails(`${name} [consumer defect: ${defect}]`, { timeout: 60_000 }, () => verify(file, pact, interaction));
        continue;
      }
      it(name, { timeout: 60_000 }, async ({ skip }) => {
        if (pact.provider.name.includes('functions') && !functionsServed) skip('the mock serves no /functions yet (its extension is not installed)');
        await verify(file, pact, interaction);
      });
    }
  });
}
