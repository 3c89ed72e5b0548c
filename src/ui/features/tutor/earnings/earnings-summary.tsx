import { TUTOR_WORKSPACE } from '../../../../application/tutor-workspace';
import { useService } from '../../../app/container-context';
import { TableScroll } from '../../../components/table-scroll';
import { AsyncView } from '../../../components/async-states';
import { tutorText } from '../tutor-text';
import { useAsync } from '../../../components/use-async';

/** Balances per currency (/GetEarningsSummary). */
export function EarningsSummaryPanel() {
  const workspace = useService(TUTOR_WORKSPACE);
  const balances = useAsync(() => workspace.balances(), 'earnings-summary');
  return (
    <section aria-labelledby="earnings-title" className="card">
      <h2 id="earnings-title">{tutorText.earningsTitle}</h2>
      <AsyncView load={balances} isEmpty={(rows) => rows.length === 0} empty={tutorText.earningsEmpty}>
        {(rows) => (
          <TableScroll label={tutorText.earningsTable}>
            <table>
              <thead>
                <tr>
                  <th scope="col">{tutorText.currency}</th>
                  <th scope="col">{tutorText.available}</th>
                  <th scope="col">{tutorText.earned}</th>
                  <th scope="col">{tutorText.withdrawn}</th>
                  <th scope="col">{tutorText.pending}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((balance) => (
                  <tr key={balance.CurrencyType}>
                    <th scope="row">{balance.CurrencyType}</th>
                    <td>{balance.Available}</td>
                    <td>{balance.Earned}</td>
                    <td>{balance.Withdrawn}</td>
                    <td>{balance.PendingWithdrawals}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </AsyncView>
    </section>
  );
}
