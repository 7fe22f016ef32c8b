import type { ReactNode } from 'react';

// The workspace's plain tables (inquiry lines, quote versions, import errors, rules…): one frame
// and one header row, so every table scrolls, aligns its figures and is styled the same way.

/** One header cell: its text, `right` for a column of figures, or an aria-label for an icon column. */
export interface Column {
  label?: ReactNode;
  right?: boolean;
  className?: string;
  ariaLabel?: string;
}

export function TableHead({ columns }: { columns: readonly Column[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column, index) => (
          <th key={index} aria-label={column.ariaLabel} className={column.right ? 'a-right' : column.className}>
            {column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/**
 * A scrolling table: the header row from `columns`, the body rows as children, and `empty` (when
 * given: the list has no rows) as one row across all the columns.
 */
export function DataTable({
  testId,
  className,
  columns,
  empty,
  children,
}: {
  testId?: string;
  className?: string;
  columns: readonly Column[];
  empty?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="a-table-wrap">
      <table className={className ? `a-table ${className}` : 'a-table'} data-testid={testId}>
        <TableHead columns={columns} />
        <tbody>
          {empty ? (
            <tr>
              <td colSpan={columns.length} className="a-empty">
                {empty}
              </td>
            </tr>
          ) : null}
          {children}
        </tbody>
      </table>
    </div>
  );
}
