// Creates the demo accounts in the Auth emulator with the fixed uids of mock-server/demo-data.mjs, through the
// emulator's REST API as the project owner ("Bearer owner" is the emulator's admin credential). Idempotent: an
// account that exists is reset to the demo email and password; an account holding a demo email under another uid is
// removed first.
import { DEMO } from '../mock-server/demo-data.mjs';
import { PORTS } from './services.mjs';

const PROJECT_ID = 'demo-tutoring';

export const DEMO_ACCOUNTS = [
  { localId: DEMO.tutor.uid, email: DEMO.tutor.email, password: DEMO.tutor.password, displayName: 'Demo Tutor' },
  { localId: DEMO.student.uid, email: DEMO.student.email, password: DEMO.student.password, displayName: 'Demo Student' },
];

export async function seedAuth({ port = PORTS.auth, accounts = DEMO_ACCOUNTS } = {}) {
  const base = `http://127.0.0.1:${port}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}`;
  const call = async (path, body) => {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify(body),
    });
    const json = await response.json().catch(() => ({}));
    if (!response.ok) throw new Error(`Auth emulator ${path} answered ${response.status}: ${JSON.stringify(json.error ?? json)}`);
    return json;
  };

  for (const account of accounts) {
    const byEmail = await call('/accounts:lookup', { email: [account.email] });
    for (const user of byEmail.users ?? []) {
      if (user.localId !== account.localId) await call('/accounts:delete', { localId: user.localId });
    }
    const byId = await call('/accounts:lookup', { localId: [account.localId] });
    if (byId.users?.length) {
      await call('/accounts:update', { ...account, emailVerified: true });
    } else {
      await call('/accounts', account);
      await call('/accounts:update', { localId: account.localId, emailVerified: true });
    }
  }
  return accounts.map(({ localId, email }) => ({ localId, email }));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const seeded = await seedAuth();
  console.log(`Auth emulator on :${PORTS.auth}: demo accounts ready (${seeded.map((a) => a.email).join(', ')})`);
}
