// DataTable (data-table.tsx): a table of records that becomes a stack of labelled cards on a phone (the catalogue's
// 360 px run draws every story so). Its columns as the payment history draws them: a date, the row's name, money, a pill.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ReceiptText } from 'lucide-react';
import { DataTable, type Column } from './data-table';
import { DateTime } from './kit/date-time';
import { EmptyState } from './kit/empty-state';
import { Money } from './kit/money';
import { StatusPill } from './kit/status-pill';
import { STORY_NOW, STORY_ZONE, storyAt } from './story-services';

const meta: Meta = { title: 'Shared/DataTable', parameters: { layout: 'padded' } };
export default meta;
type Story = StoryObj;

interface Payment {
  id: number;
  paidAt: string;
  className: string;
  amount: number;
  status: 'Paid' | 'Refunded' | 'Failed';
}

const PAYMENTS: Payment[] = [
  { id: 1, paidAt: storyAt(-30), className: 'Geometry Practice', amount: 525, status: 'Paid' },
  { id: 2, paidAt: storyAt(-3 * 24 * 60), className: 'Calculus Foundations', amount: 1575, status: 'Refunded' },
  { id: 3, paidAt: storyAt(-9 * 24 * 60), className: 'Spoken English: a long course name that wraps on a phone', amount: 2100, status: 'Failed' },
];

const TONE = { Paid: 'success', Refunded: 'warning', Failed: 'danger' } as const;

const COLUMNS: Column<Payment>[] = [
  { header: 'Date', cell: (row) => <DateTime value={row.paidAt} now={STORY_NOW} timeZone={STORY_ZONE} /> },
  { header: 'Class', rowHeader: true, cell: (row) => row.className },
  { header: 'Amount', className: 'numeric', cell: (row) => <Money amount={row.amount} currency="INR" /> },
  { header: 'Status', cell: (row) => <StatusPill tone={TONE[row.status]}>{row.status}</StatusPill> },
];

export const WithRows: Story = {
  render: () => <DataTable label="Payments" rows={PAYMENTS} rowKey={(row) => row.id} columns={COLUMNS} />,
};

export const WithCaption: Story = {
  render: () => <DataTable caption="Your payments in March" rows={PAYMENTS.slice(0, 2)} rowKey={(row) => row.id} columns={COLUMNS} />,
};

/** No rows: a screen shows the empty state in the table's place (the payment history, the withdrawals), not empty headers. */
export const Empty: Story = {
  render: () => (
    <EmptyState icon={<ReceiptText />} title="No payments yet">
      <p>Your payments appear here once you book a class.</p>
    </EmptyState>
  ),
};

/** At 360 px each row is a card of labelled cells; in Storybook, choose a phone viewport to see it. */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  render: () => <DataTable label="Payments on a phone" rows={PAYMENTS} rowKey={(row) => row.id} columns={COLUMNS} />,
};
