// Prints the payment fault suite's table (rows written by tests/mock/payment-faults.test.ts and
// tests/e2e/payment-faults.spec.ts into test-results/payment-faults/) and fails when a case is missing, a captured
// payment was lost (the backend never recorded it) or an extra capture was kept without a refund.
//
//   node scripts/payment-fault-table.mjs [--markdown]
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './services.mjs';

/** The cases issue 13 asks for, each at least once (either layer); more rows are welcome. */
const REQUIRED = [
  'save fails 6 times, then recovers',
  'answer lost after the write (503)',
  'tab closed between success and handler',
  'two tabs, one class',
  'double press',
  'sign-out with a pending payment, another user signs in',
  'another student replays the payment',
  'wrong signature, then the right one',
];

const dir = join(root, 'test-results', 'payment-faults');
const rows = existsSync(dir)
  ? readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')))
      .sort((a, b) => a.layer.localeCompare(b.layer) || a.case.localeCompare(b.case))
  : [];

const columns = ['case', 'layer', 'captures', 'records', 'refunds', 'lost', 'duplicated'];
const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => String(r[c]).length)));
const line = (cells) => `| ${cells.map((cell, i) => String(cell).padEnd(widths[i])).join(' | ')} |`;
console.log(line(columns));
console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
for (const row of rows) console.log(line(columns.map((c) => row[c])));

const problems = [];
for (const name of REQUIRED) if (!rows.some((r) => r.case === name)) problems.push(`no row for the case '${name}'`);
for (const r of rows) {
  if (r.lost !== 0) problems.push(`${r.layer} '${r.case}': ${r.lost} captured payment(s) lost`);
  if (r.duplicated !== 0) problems.push(`${r.layer} '${r.case}': ${r.duplicated} extra capture(s) kept without a refund`);
}
if (problems.length > 0) {
  console.error(`\nPayment fault table: ${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`\n${rows.length} cases: nothing lost, no extra capture kept.`);
