// Prints the payment fault suite's table (rows written by tests/mock/payment-faults.test.ts and
// tests/e2e/payment-faults.spec.ts into test-results/payment-faults/) and fails when a case is missing, a captured
// payment was lost (the backend never recorded it for that class and student, or marked it refunded while the provider
// kept it), an extra capture was kept without a refund, or a record says another amount than the provider captured. Then the refund
// table (rows of tests/mock/cancellations.test.ts and tests/e2e/cancellations.spec.ts in test-results/refunds/): it
// fails when a case is missing, a refund differs from the cancellation rule, was made twice, or was lost.
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
  // Issue 34: a payment completed after Back from its checkout, and a new attempt after a declined one.
  'Back while the provider dialog is open, then pay',
  'declined, then Try again',
  // Issue 34: money as it was paid (tests/mock/money-as-paid.test.ts).
  'price change between order and capture (course, browser first)',
  'price change between order and capture (course, webhook first)',
  'price change between order and capture (private class, browser first)',
  'price change between order and capture (private class, webhook first)',
  'currency change between order and capture (course)',
  'a free private class (booked without the provider, second student refused)',
  'a free course (booked without the provider, full, left, cancelled)',
];

/** The refund cases issue 18 asks for, each at least once (either layer). */
const REQUIRED_REFUNDS = ['student cancels in time', 'student cancels too late', 'tutor cancels', 'a course cancelled after two of four sessions (half refunded)', 'tutor no-show (refunded automatically, test clock)', 'a session cancelled by the tutor, then the student leaves (one of three charged)'];

const rowsOf = (folder) => {
  const dir = join(root, 'test-results', folder);
  return existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')))
        .sort((a, b) => a.layer.localeCompare(b.layer) || a.case.localeCompare(b.case))
    : [];
};

function printTable(rows, columns) {
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => String(r[c]).length)));
  const line = (cells) => `| ${cells.map((cell, i) => String(cell).padEnd(widths[i])).join(' | ')} |`;
  console.log(line(columns));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of rows) console.log(line(columns.map((c) => row[c])));
}

const rows = rowsOf('payment-faults');
printTable(rows, ['case', 'layer', 'captures', 'records', 'refunds', 'lost', 'duplicated', 'misrecorded']);

const problems = [];
for (const name of REQUIRED) if (!rows.some((r) => r.case === name)) problems.push(`no row for the case '${name}'`);
for (const r of rows) {
  if (r.lost !== 0) problems.push(`${r.layer} '${r.case}': ${r.lost} captured payment(s) lost`);
  if (r.duplicated !== 0) problems.push(`${r.layer} '${r.case}': ${r.duplicated} extra capture(s) kept without a refund`);
  // A row written before the column existed has none; a row with it must be 0.
  if ((r.misrecorded ?? 0) !== 0) problems.push(`${r.layer} '${r.case}': ${r.misrecorded} record(s) at another amount or currency than captured`);
}

const refundRows = rowsOf('refunds');
console.log('\nRefunds (cancellations), amounts in major units:');
printTable(refundRows, ['case', 'layer', 'expected', 'refunded', 'recorded', 'duplicates', 'lost']);
for (const name of REQUIRED_REFUNDS) if (!refundRows.some((r) => r.case === name)) problems.push(`no refund row for the case '${name}'`);
for (const r of refundRows) {
  if (r.refunded !== r.expected) problems.push(`${r.layer} '${r.case}': refunded ${r.refunded}, the rule says ${r.expected}`);
  if (r.recorded !== r.refunded) problems.push(`${r.layer} '${r.case}': the records say ${r.recorded} was refunded, the provider refunded ${r.refunded}`);
  if (r.duplicates !== 0) problems.push(`${r.layer} '${r.case}': ${r.duplicates} refund(s) made twice`);
  if (r.lost !== 0) problems.push(`${r.layer} '${r.case}': ${r.lost} lost`);
}

if (problems.length > 0) {
  console.error(`\nPayment fault table: ${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`\n${rows.length} payment cases: nothing lost, no extra capture kept, every record at what was captured. ${refundRows.length} refund cases: each as the rule says, none twice, none lost.`);
