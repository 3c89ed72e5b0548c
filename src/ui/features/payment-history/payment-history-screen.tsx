import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Download, ReceiptText, SearchX } from 'lucide-react';
import { Button, ButtonLink } from '../../components/kit/button';
import { EmptyState } from '../../components/kit/empty-state';
import { Money } from '../../components/kit/money';
import { Skeleton } from '../../components/kit/skeleton';
import type { PaymentHistoryPage, PaymentRecord } from '../../../contract/records';
import { DateTime } from '../../components/kit/date-time';
import { historyFileName } from '../../../domain/payment-history';
import { CLOCK } from '../../../ports/clock';
import type { PaymentHistoryQuery } from '../../../ports/payment-api';
import { useService } from '../../components/container-context';
import { ErrorBlock, LoadingBlock } from '../../components/async-states';
import { PageTitle } from '../../components/page-title';
import { Pager } from '../../components/pager';
import { saveFile } from '../../components/save-file';
import { paymentHistoryCsv, type Viewer } from './history-csv';
import { HistoryFilters } from './history-filters';
import { checkHistoryForm, hasFilters, HISTORY_PAGE_SIZE, readHistoryForm, writeHistoryForm, type HistoryForm } from './history-params';
import { paymentHistoryText as t } from './payment-history-text';
import { PaymentReceipt } from './payment-receipt';
import { PaymentTable } from './payment-table';
import { useAllPayments, usePaymentHistory } from './use-payment-history';
import './payment-history.css';
import { paths } from '../../../domain/routes';

/**
 * /tutor-payment-history (payments received) and /student-payment-history (payments made): filters kept in the URL,
 * totals per currency, one page of the list, CSV export of the whole filter and, for students, a printable receipt.
 */
export function PaymentHistoryScreen({ viewer, timeZone }: { viewer: Viewer; timeZone: string }) {
  const clock = useService(CLOCK);
  const [params, setParams] = useSearchParams();
  const applied = readHistoryForm(params);
  const appliedKey = params.toString();
  const check = checkHistoryForm(applied, timeZone);
  const result = usePaymentHistory(check.ok ? check.query : null);
  // A receipt belongs to the list it was opened from: new filters close it.
  const [opened, setOpened] = useState<{ key: string; record: PaymentRecord } | null>(null);
  const receipt = opened?.key === appliedKey ? opened.record : null;
  const receiptOpener = useRef<HTMLElement | null>(null);
  const zoned = { now: clock.now(), timeZone };

  /** Filters checked already (by the form, or the URL's own with another page) into the URL. */
  function go(next: HistoryForm) {
    setParams(writeHistoryForm(next));
  }

  function openReceipt(record: PaymentRecord) {
    receiptOpener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOpened({ key: appliedKey, record });
  }

  function closeReceipt() {
    setOpened(null);
    receiptOpener.current?.focus();
  }

  return (
    <section className={`page payment-history${receipt ? ' has-receipt' : ''}`}>
      <header className="page-header">
        <div className="page-header-text">
          <PageTitle>{viewer === 'tutor' ? t.tutorTitle : t.studentTitle}</PageTitle>
          <p className="page-header-lead no-print">{viewer === 'tutor' ? t.tutorLead : t.studentLead}</p>
          <p className="history-zone">{t.timeZoneNote(timeZone)}</p>
        </div>
      </header>
      <HistoryFilters applied={applied} source={appliedKey} addressErrors={check.ok ? {} : check.errors} onApply={go} />
      {check.ok && result.status === 'loading' && (
        <div className="history-loading">
          <LoadingBlock />
          <Skeleton lines={4} />
        </div>
      )}
      {check.ok && result.status === 'error' && <ErrorBlock onRetry={result.retry} />}
      {check.ok && result.status === 'ready' && result.data && (
        <>
          <Totals page={result.data} />
          <div className="history-toolbar no-print">
            <p role="status" className="history-count">
              {t.results(result.data.Total)}
            </p>
            {result.data.Total > 0 && <CsvExport key={appliedKey} viewer={viewer} timeZone={timeZone} query={check.query} fileName={historyFileName(t.csvPrefix[viewer], check.range)} />}
          </div>
          {receipt && <PaymentReceipt record={receipt} date={<DateTime value={receipt.PaidAt} {...zoned} />} refundDate={receipt.RefundedAt && <DateTime value={receipt.RefundedAt} {...zoned} />} onClose={closeReceipt} />}
          {result.data.Items.length === 0 && result.data.Total > 0 ? (
            <EmptyState icon={<ReceiptText />} title={t.pageEmpty} action={<Button variant="secondary" onClick={() => go({ ...applied, page: 1 })}>{t.firstPage}</Button>} />
          ) : result.data.Items.length === 0 ? (
            <EmptyHistory viewer={viewer} filtered={hasFilters(applied)} />
          ) : (
            <PaymentTable viewer={viewer} records={result.data.Items} zoned={zoned} onReceipt={openReceipt} />
          )}
          <Pager label={t.pagination} page={applied.page} total={result.data.Total} pageSize={HISTORY_PAGE_SIZE} onPage={(page) => go({ ...applied, page })} />
        </>
      )}
    </section>
  );
}

function Totals({ page }: { page: PaymentHistoryPage }) {
  return (
    <section className="history-totals" aria-labelledby="history-totals-title">
      <h2 id="history-totals-title" className="history-totals-title">
        {t.totalsTitle}
      </h2>
      {page.Totals.length === 0 ? (
        <p className="total-card total-none">{t.noTotals}</p>
      ) : (
        <ul className="totals-list">
          {page.Totals.map((total) => (
            <li key={total.CurrencyType} className="total-card">
              <Money amount={total.Amount} currency={total.CurrencyType} className="total-amount" />
            </li>
          ))}
        </ul>
      )}
      <p className="history-totals-note">{t.totalsNote}</p>
    </section>
  );
}

function EmptyHistory({ viewer, filtered }: { viewer: Viewer; filtered: boolean }) {
  if (filtered) return <EmptyState icon={<SearchX />} title={t.filteredEmptyTitle}><p>{t.filteredEmpty}</p></EmptyState>;
  return viewer === 'tutor' ? (
    <EmptyState icon={<ReceiptText />} title={t.emptyTitle} action={<ButtonLink variant="primary" to={paths.tutorDashboard()}>{t.tutorEmptyAction}</ButtonLink>}>
      <p>{t.tutorEmpty}</p>
    </EmptyState>
  ) : (
    <EmptyState icon={<ReceiptText />} title={t.emptyTitle} action={<ButtonLink variant="primary" to={paths.tutorSearch()}>{t.studentEmptyAction}</ButtonLink>}>
      <p>{t.studentEmpty}</p>
    </EmptyState>
  );
}

type ExportState = { status: 'idle' } | { status: 'busy' } | { status: 'done'; message: string } | { status: 'failed' };

/** Fetches every page of the filter, writes the CSV and hands it to the browser; the button is off while it works. */
function CsvExport({ viewer, timeZone, query, fileName }: { viewer: Viewer; timeZone: string; query: PaymentHistoryQuery; fileName: string }) {
  const allPayments = useAllPayments();
  const [state, setState] = useState<ExportState>({ status: 'idle' });
  async function exportCsv() {
    setState({ status: 'busy' });
    try {
      const records = await allPayments(query);
      // The byte order mark lets spreadsheet apps read the names as UTF-8.
      saveFile(fileName, ['\uFEFF', paymentHistoryCsv(records, viewer, timeZone)], 'text/csv;charset=utf-8');
      setState({ status: 'done', message: t.exported(records.length, fileName) });
    } catch {
      setState({ status: 'failed' });
    }
  }
  return (
    <div className="csv-export">
      <Button variant="secondary" size="sm" icon={<Download />} disabled={state.status === 'busy'} onClick={() => void exportCsv()}>
        {state.status === 'busy' ? t.exporting : t.exportCsv}
      </Button>
      <span aria-live="polite">{state.status === 'done' ? state.message : ''}</span>
      {state.status === 'failed' && (
        <p className="field-error" role="alert">
          {t.errors.exportFailed}
        </p>
      )}
    </div>
  );
}
