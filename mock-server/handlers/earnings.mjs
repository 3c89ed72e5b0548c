// A tutor's money: earnings per currency (prices of captured payments; fees stay with the platform), payout bank
// accounts (full number only in the request) and withdrawals (never above the available balance).
import { createHash } from 'node:crypto';
import { requireTutor } from '../lib/auth.mjs';
import { badRequest, conflict, notFound, page, pick } from '../lib/http.mjs';
import { addRecord } from '../lib/store.mjs';
import { iso } from '../lib/time.mjs';
import { formatMoney } from '../../src/domain/money.ts';

/** The transaction fees a kept payment still holds: its fees (none on a record older than fees) less the part of its refunds that was not price. */
const feesKept = (p) => Math.max(0, (p.TransactionFees ?? 0) - ((p.RefundAmount ?? 0) - (p.RefundedPrice ?? 0)));

export function balancesOf(state, tutorId) {
  const byCurrency = new Map();
  const entry = (currency) => {
    if (!byCurrency.has(currency)) byCurrency.set(currency, { CurrencyType: currency, Earned: 0, Withdrawn: 0, PendingWithdrawals: 0, Available: 0, FeesExcluded: 0 });
    return byCurrency.get(currency);
  };
  // A payment partly refunded (a course cancelled after some sessions) earns the price less the refunded share of it.
  for (const p of state.payments) if (p.TutorID === tutorId && p.Status === 'captured') entry(p.CurrencyType).Earned += p.Price - (p.RefundedPrice ?? 0);
  // The fees of the same payments (less a refund's fee share) are the platform's: said beside Earned, never in it.
  for (const p of state.payments) if (p.TutorID === tutorId && p.Status === 'captured') entry(p.CurrencyType).FeesExcluded += feesKept(p);
  for (const w of state.withdrawals) {
    if (w.TutorID !== tutorId) continue;
    if (w.Status === 'Paid') entry(w.CurrencyType).Withdrawn += w.Amount;
    else if (w.Status === 'Requested' || w.Status === 'Processing') entry(w.CurrencyType).PendingWithdrawals += w.Amount;
  }
  for (const b of byCurrency.values()) b.Available = b.Earned - b.Withdrawn - b.PendingWithdrawals;
  return [...byCurrency.values()].sort((a, b) => a.CurrencyType.localeCompare(b.CurrencyType));
}

const bankView = (b) => pick(b, ['BankAccountID', 'HolderName', 'AccountLast4', 'IFSC', 'BankName', 'CreatedAt']);
const withdrawalView = (w) => pick(w, ['WithdrawalID', 'BankAccountID', 'AccountLast4', 'Amount', 'CurrencyType', 'Status', 'RequestedAt']);
const newestFirst = (key) => (a, b) => Date.parse(b[key]) - Date.parse(a[key]) || b.id - a.id;

export default function register(api) {
  api.get('/GetEarningsSummary', (ctx) => ({ Balances: balancesOf(ctx.state, requireTutor(ctx).UserID) }));

  api.get('/GetBankAccounts', (ctx) => {
    const tutor = requireTutor(ctx);
    const items = ctx.state.bankAccounts.filter((b) => b.TutorID === tutor.UserID).sort(newestFirst('CreatedAt')).map(bankView);
    return page(items, ctx.query);
  });

  api.post('/SaveBankAccount', (ctx) => {
    const tutor = requireTutor(ctx);
    const { state, body, now } = ctx;
    if (body.AccountNumber !== body.ConfirmAccountNumber) throw badRequest('ConfirmAccountNumber', 'The account numbers do not match.');
    const Fingerprint = createHash('sha256').update(`${body.AccountNumber}|${body.IFSC}`).digest('hex');
    if (state.bankAccounts.some((b) => b.TutorID === tutor.UserID && b.Fingerprint === Fingerprint)) {
      throw conflict('This bank account is already saved.', 'AccountNumber');
    }
    const record = addRecord(state.bankAccounts, 'BankAccountID', {
      TutorID: tutor.UserID,
      HolderName: body.HolderName,
      AccountLast4: body.AccountNumber.slice(-4),
      IFSC: body.IFSC,
      BankName: body.BankName,
      Fingerprint,
      CreatedAt: iso(now),
    });
    ctx.persist();
    return bankView(record);
  });

  api.get('/GetWithdrawals', (ctx) => {
    const tutor = requireTutor(ctx);
    const { query } = ctx;
    const items = ctx.state.withdrawals
      .filter((w) => w.TutorID === tutor.UserID && (query.Status === undefined || w.Status === query.Status))
      .sort(newestFirst('RequestedAt'))
      .map(withdrawalView);
    return page(items, query);
  });

  api.post('/RequestWithdrawal', (ctx) => {
    const tutor = requireTutor(ctx);
    const { state, body, now } = ctx;
    const account = state.bankAccounts.find((b) => b.BankAccountID === body.BankAccountID && b.TutorID === tutor.UserID);
    if (!account) throw notFound(`No bank account ${body.BankAccountID} of yours.`);
    const available = balancesOf(state, tutor.UserID).find((b) => b.CurrencyType === body.CurrencyType)?.Available ?? 0;
    if (body.Amount > available) throw conflict(`Amount is more than your available balance of ${formatMoney(available, body.CurrencyType)}.`, 'Amount');
    const record = addRecord(state.withdrawals, 'WithdrawalID', {
      TutorID: tutor.UserID,
      BankAccountID: account.BankAccountID,
      AccountLast4: account.AccountLast4,
      Amount: body.Amount,
      CurrencyType: body.CurrencyType,
      Status: 'Requested',
      RequestedAt: iso(now),
    });
    ctx.persist();
    return withdrawalView(record);
  });
}
