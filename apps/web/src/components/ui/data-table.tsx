import { flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import type { ColumnDef, Row, RowData } from '@tanstack/react-table';
import { measureElement, useVirtualizer } from '@tanstack/react-virtual';
import type { Virtualizer } from '@tanstack/react-virtual';
import { useCallback, useId, useRef } from 'react';
import type { JSX, ReactNode } from 'react';
import { joinClassNames } from '../../lib/class-names';
import { Spinner } from './spinner';

declare module '@tanstack/react-table' {
  // Per-column classes (alignment, widths, nowrap) without each table restyling its cells.
  // The type parameters must match the library's declaration to merge with it.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Classes of this column's header and body cells, e.g. 'text-right whitespace-nowrap'. */
    className?: string;
  }
}

export interface DataTableProps<T> {
  // Columns mix value types, which is what `any` stands for in TanStack's own examples.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<T, any>[];
  data: T[];
  /** Accessible name of the table (a visually hidden caption) and of its scroll region. */
  caption: string;
  getRowId: (row: T) => string;
  /** First load: a spinner row. */
  isLoading?: boolean;
  /** Replaces the rows. */
  error?: ReactNode;
  /** When data is empty and not loading. */
  empty?: ReactNode;
  /** Below the table (load-more button, counts). */
  footer?: ReactNode;
  /** CSS height of the scroll area. */
  maxHeight?: string;
}

/** A first guess at a row's height; real rows are measured as they render. */
const ESTIMATED_ROW_PX = 56;
const estimateSize = () => ESTIMATED_ROW_PX;
/**
 * A drawn row is never 0 px high; a 0 comes from an engine without layout. Taken as-is it would
 * make every row "fit" and render them all, one nested update per row, until React gives up.
 */
const measureRow: typeof measureElement<HTMLTableRowElement> = (element, entry, instance) =>
  measureElement(element, entry, instance) || ESTIMATED_ROW_PX;
const OVERSCAN_ROWS = 8;
/**
 * Rows drawn before the scroll area has a size to window by (the first render, a hidden tab,
 * printing, jsdom): a page's worth, so the table is never blank while it cannot be measured.
 */
const UNMEASURED_ROWS = 100;

const CELL_CLASS = 'px-4 py-3 align-top';

/**
 * The one staff table: real <table> semantics (caption, column headers, aria-rowcount and
 * aria-rowindex so assistive technology knows the full size), a sticky header, and rows
 * virtualised inside a keyboard-scrollable region. Spacer rows above and below the rendered
 * window keep the scroll height right while the markup stays a plain table.
 */
export function DataTable<T>({
  columns,
  data,
  caption,
  getRowId,
  isLoading = false,
  error,
  empty,
  footer,
  maxHeight = '70vh',
}: DataTableProps<T>): JSX.Element {
  const captionId = useId();
  const scrollRef = useRef<HTMLDivElement>(null);
  // The table and the virtualizer hand back mutable instances; nothing here is memoised on them.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data,
    columns,
    getRowId: (row) => getRowId(row),
    getCoreRowModel: getCoreRowModel(),
  });
  const rows = table.getRowModel().rows;
  // Stable while the rows are: the virtualizer rebuilds its measurements whenever this changes.
  const getItemKey = useCallback((index: number) => rows[index]?.id ?? index, [rows]);
  const virtualizer = useVirtualizer<HTMLDivElement, HTMLTableRowElement>({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize,
    measureElement: measureRow,
    overscan: OVERSCAN_ROWS,
    getItemKey,
  });

  const columnCount = Math.max(table.getVisibleLeafColumns().length, 1);
  const hasError = error !== undefined && error !== null && error !== false;
  const showsRows = !hasError && !isLoading && rows.length > 0;

  let body: ReactNode;
  if (hasError) body = <MessageRow columnCount={columnCount}>{error}</MessageRow>;
  else if (isLoading)
    body = (
      <MessageRow columnCount={columnCount}>
        <div className="flex justify-center py-6">
          <Spinner size="md" label="Loading rows" />
        </div>
      </MessageRow>
    );
  else if (rows.length === 0)
    body = <MessageRow columnCount={columnCount}>{empty ?? 'Nothing to show.'}</MessageRow>;
  else body = <VirtualRows rows={rows} virtualizer={virtualizer} columnCount={columnCount} />;

  return (
    <div className="overflow-hidden rounded-card border border-ink-200 bg-white shadow-card">
      <div
        ref={scrollRef}
        role="region"
        aria-labelledby={captionId}
        // Focusable so keyboard users can scroll a table wider or taller than the screen.
        tabIndex={0}
        style={{ maxHeight }}
        className="overflow-auto overscroll-contain focus-visible:ring-3 focus-visible:ring-brand-200 focus-visible:outline-none focus-visible:ring-inset"
      >
        <table
          className="w-full border-separate border-spacing-0 text-left text-sm text-ink-800"
          aria-rowcount={showsRows ? rows.length + 1 : undefined}
          aria-busy={isLoading || undefined}
        >
          <caption id={captionId} className="sr-only">
            {caption}
          </caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id} aria-rowindex={showsRows ? 1 : undefined}>
                {group.headers.map((header) => (
                  <th
                    key={header.id}
                    scope="col"
                    colSpan={header.colSpan}
                    className={joinClassNames(
                      // Sticky on the cells: a sticky <thead> is not honoured by every engine.
                      'sticky top-0 z-10 border-b border-ink-200 bg-ink-50 px-4 py-3 text-xs font-semibold tracking-wide whitespace-nowrap text-ink-600 uppercase',
                      header.column.columnDef.meta?.className,
                    )}
                  >
                    {header.isPlaceholder
                      ? null
                      : flexRender(header.column.columnDef.header, header.getContext())}
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody>{body}</tbody>
        </table>
      </div>
      {footer && <div className="border-t border-ink-200 px-4 py-3">{footer}</div>}
    </div>
  );
}

function MessageRow({ columnCount, children }: { columnCount: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={columnCount} className="px-4 py-10 text-center text-ink-600">
        {children}
      </td>
    </tr>
  );
}

interface VirtualRowsProps<T> {
  rows: Row<T>[];
  virtualizer: Virtualizer<HTMLDivElement, HTMLTableRowElement>;
  columnCount: number;
}

function VirtualRows<T>({ rows, virtualizer, columnCount }: VirtualRowsProps<T>) {
  const items = virtualizer.getVirtualItems();
  if (items.length === 0) {
    // Not measured yet: draw the first rows plainly (the virtual window takes over once sized).
    return rows
      .slice(0, UNMEASURED_ROWS)
      .map((row) => <BodyRow key={row.id} row={row} rowIndex={row.index} />);
  }
  const paddingTop = items[0]?.start ?? 0;
  const paddingBottom = virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0);
  return (
    <>
      {paddingTop > 0 && <SpacerRow height={paddingTop} columnCount={columnCount} />}
      {items.map((item) => {
        const row = rows[item.index];
        if (!row) return null;
        return (
          <BodyRow
            key={item.key}
            row={row}
            rowIndex={item.index}
            measureRef={virtualizer.measureElement}
          />
        );
      })}
      {paddingBottom > 0 && <SpacerRow height={paddingBottom} columnCount={columnCount} />}
    </>
  );
}

/** Keeps the scroll height of the rows not drawn; hidden from assistive technology. */
function SpacerRow({ height, columnCount }: { height: number; columnCount: number }) {
  return (
    <tr aria-hidden="true">
      <td colSpan={columnCount} style={{ height, padding: 0, border: 0 }} />
    </tr>
  );
}

interface BodyRowProps<T> {
  row: Row<T>;
  rowIndex: number;
  measureRef?: (node: HTMLTableRowElement | null) => void;
}

function BodyRow<T>({ row, rowIndex, measureRef }: BodyRowProps<T>) {
  return (
    <tr
      ref={measureRef}
      data-index={rowIndex}
      // The header is row 1.
      aria-rowindex={rowIndex + 2}
      className="hover:bg-brand-50/50"
    >
      {row.getVisibleCells().map((cell) => (
        <td
          key={cell.id}
          className={joinClassNames(
            CELL_CLASS,
            'border-b border-ink-100',
            cell.column.columnDef.meta?.className,
          )}
        >
          {flexRender(cell.column.columnDef.cell, cell.getContext())}
        </td>
      ))}
    </tr>
  );
}
