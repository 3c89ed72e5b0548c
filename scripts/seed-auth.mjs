// Creates an Auth emulator account for every user of the mock's seed, with the seed's uid, so every seeded user can sign
// in and the mock (which accepts a token only for a uid the emulator knows: mock-server/lib/accounts.mjs) serves them.
// Through the emulator's REST API as the project owner ("Bearer owner" is the emulator's admin credential).
//
// The demo tutor and student sign in with their own passwords (mock-server/demo-data.mjs); every other seeded user with
// DEMO.seededPassword. Idempotent, and it leaves a correct account alone (a password reset would revoke the sessions of
// a browser that stayed signed in): an account that exists under its uid is checked by signing in and reset only when
// that fails; an account holding a seeded email under another uid is removed first.
import { DEMO } from '../mock-server/demo-data.mjs';
import { seedBuilder, seedFromEnv } from '../mock-server/seed/index.mjs';
import { PORTS } from './services.mjs';

const PROJECT_ID = 'demo-tutoring';
/** The emulator takes at most this many accounts in one batchCreate. */
const BATCH = 1000;

/** The demo accounts (the README's and the end-to-end tests'), with their own passwords. */
export const DEMO_ACCOUNTS = [
  { localId: DEMO.tutor.uid, email: DEMO.tutor.email, password: DEMO.tutor.password, displayName: 'Asha Rao' },
  { localId: DEMO.student.uid, email: DEMO.student.email, password: DEMO.student.password, displayName: 'Ravi Kumar' },
];

/**
 * An account for each user of the seed the mock starts from (MOCK_SEED, as the mock reads it): the demo accounts with
 * their passwords, every other user with DEMO.seededPassword. Only the demo seed's own users are checked at every start;
 * the scale seed's generated tutors are created once and left alone after that (there are 10,000 of them).
 */
export function seedAccounts(seed = seedFromEnv(process.env, [])) {
  const demoIds = new Set(seedBuilder('demo')(new Date(), 'accounts').users.map((user) => user.UserID));
  const own = new Map(DEMO_ACCOUNTS.map((account) => [account.localId, account]));
  return seedBuilder(seed)(new Date(), 'accounts')
    .users.filter((user) => typeof user.Email === 'string')
    .map((user) => ({
      ...(own.get(user.UserID) ?? {
        localId: user.UserID,
        email: user.Email,
        password: DEMO.seededPassword,
        displayName: `${user.FirstName} ${user.LastName}`.trim(),
      }),
      check: demoIds.has(user.UserID),
    }));
}

export async function seedAuth({ port = PORTS.auth, accounts = seedAccounts() } = {}) {
  const origin = `http://127.0.0.1:${port}/identitytoolkit.googleapis.com/v1`;
  const call = async (path, body, { owner = true, allowFailure = false } = {}) => {
    const response = await fetch(`${origin}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(owner ? { authorization: 'Bearer owner' } : {}) },
      body: JSON.stringify(body),
    });
    const json = await response.json().catch(() => ({}));
    if (!response.ok && !allowFailure) throw new Error(`Auth emulator ${path} answered ${response.status}: ${JSON.stringify(json.error ?? json)}`);
    return response.ok ? json : null;
  };
  const project = `/projects/${PROJECT_ID}`;
  const create = (users) =>
    call(`${project}/accounts:batchCreate`, {
      users: users.map(({ localId, email, password, displayName }) => ({ localId, email, rawPassword: password, displayName, emailVerified: true })),
    });
  const signsIn = async (account) => {
    const answer = await call('/accounts:signInWithPassword?key=seed', { email: account.email, password: account.password }, { owner: false, allowFailure: true });
    return answer?.localId === account.localId;
  };

  let created = 0;
  const refused = [];
  for (let start = 0; start < accounts.length; start += BATCH) {
    const batch = accounts.slice(start, start + BATCH);
    const answer = await create(batch);
    const failed = new Set((answer.error ?? []).map((entry) => entry.index));
    created += batch.length - failed.size;
    for (const index of failed) refused.push(batch[index]);
  }
  // Refused: the uid exists (checked when it is a demo-seed user), or its email is held by another uid (removed first).
  let reset = 0;
  for (const account of refused) {
    const byId = await call(`${project}/accounts:lookup`, { localId: [account.localId] });
    if (byId.users?.length) {
      if (!account.check || (await signsIn(account))) continue;
    }
    const byEmail = await call(`${project}/accounts:lookup`, { email: [account.email] });
    for (const user of byEmail.users ?? []) {
      if (user.localId !== account.localId) await call(`${project}/accounts:delete`, { localId: user.localId });
    }
    if (byId.users?.length) {
      const { localId, email, password, displayName } = account;
      await call(`${project}/accounts:update`, { localId, email, password, displayName, emailVerified: true });
    } else {
      const answer = await create([account]);
      if (answer.error?.length) throw new Error(`Auth emulator refused the account ${account.localId}: ${answer.error[0].message}`);
    }
    reset += 1;
  }
  return { accounts: accounts.length, created, reset };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const seeded = await seedAuth();
  console.log(
    `Auth emulator on :${PORTS.auth}: ${seeded.accounts} seeded accounts ready (${seeded.created} created, ${seeded.reset} reset); ` +
      `demo accounts ${DEMO.tutor.email} and ${DEMO.student.email}, every other seeded user with password ${DEMO.seededPassword}`,
  );
}
