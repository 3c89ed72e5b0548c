import { TUTOR_WORKSPACE } from '../../../../application/tokens';
import { DataTable } from '../../../components/data-table';
import { AsyncView } from '../../../components/async-states';
import { tutorText } from '../tutor-text';
import { useRead } from '../../../components/server-state';
import { tutorReads } from '../tutor-reads';

/**
 * Balances per currency (/GetEarningsSummary), in the payments' money format, with what they count: class prices of
 * kept payments less refunds; the transaction fees the students paid are the platform's and are named beside them.
 */
export function EarningsSummaryPanel() {
  const balances = useRead(TUTOR_WORKSPACE, tutorReads.earnings, (tutor) => tutor.balances());
  return (
    <section aria-labelledby="earnings-title" className="card">
      <h2 id="earnings-title">{tutorText.earningsTitle}</h2>
      <AsyncView load={balances} isEmpty={(rows) => rows.length === 0} empty={tutorText.earningsEmpty}>
        {(rows) => (
          <>
            <p className="muted">{tutorText.earningsCount}</p>
            <ul className="earnings-fees">
              {rows.map((balance) => (
                <li key={balance.CurrencyType}>
                  {tutorText.earningsFees(
                    tutorText.money(balance.Earned + balance.FeesExcluded, balance.CurrencyType),
                    tutorText.money(balance.Earned, balance.CurrencyType),
                    tutorText.money(balance.FeesExcluded, balance.CurrencyType),
                  )}
                </li>
              ))}
            </ul>
            <DataTable
              label={tutorText.earningsTable}
              rows={rows}
              rowKey={(balance) => balance.CurrencyType}
              columns={[
                { header: tutorText.currency, cell: (balance) => balance.CurrencyType, rowHeader: true },
                { header: tutorText.available, cell: (balance) => tutorText.money(balance.Available, balance.CurrencyType) },
                { header: tutorText.earned, cell: (balance) => tutorText.money(balance.Earned, balance.CurrencyType) },
                { header: tutorText.withdrawn, cell: (balance) => tutorText.money(balance.Withdrawn, balance.CurrencyType) },
                { header: tutorText.pending, cell: (balance) => tutorText.money(balance.PendingWithdrawals, balance.CurrencyType) },
              ]}
            />
          </>
        )}
      </AsyncView>
    </section>
  );
}
