import { useId, type ReactNode } from 'react';
import { TableScroll } from './table-scroll';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** The cell that names its row: a `<th scope="row">`. */
  rowHeader?: boolean;
  /** For the header and the cells (e.g. 'numeric'). */
  className?: string;
}

/**
 * How the table is named: a caption (which also names the scroll region), a label for the scroll region, or an
 * element that already names it (the table then fits its box and does not scroll: e.g. a fixed layout).
 */
type Naming = { caption: string; label?: never; labelledBy?: never } | { label: string; caption?: never; labelledBy?: never } | { labelledBy: string; caption?: never; label?: never };

/**
 * A table of records, one column per `columns` entry. Every cell carries its column's header as `data-label`, so a
 * narrow screen can show each row as a stack of labelled cells.
 */
export function DataTable<T>({
  columns,
  rows,
  rowKey,
  rowClassName,
  className,
  ...naming
}: {
  columns: (Column<T> | false)[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  rowClassName?: (row: T) => string | undefined;
  className?: string;
} & Naming) {
  const captionId = useId();
  const shown = columns.filter((column): column is Column<T> => column !== false);
  const table = (
    <table className={className ? `data-table ${className}` : 'data-table'} aria-labelledby={naming.labelledBy}>
      {naming.caption && <caption id={captionId}>{naming.caption}</caption>}
      <thead>
        <tr>
          {shown.map((column) => (
            <th key={column.header} scope="col" className={column.className}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} className={rowClassName?.(row)}>
            {shown.map((column) =>
              column.rowHeader ? (
                <th key={column.header} scope="row" className={column.className} data-label={column.header}>
                  {column.cell(row)}
                </th>
              ) : (
                <td key={column.header} className={column.className} data-label={column.header}>
                  {column.cell(row)}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
  if (naming.labelledBy) return table;
  return naming.caption ? <TableScroll labelledBy={captionId}>{table}</TableScroll> : <TableScroll label={naming.label}>{table}</TableScroll>;
}
