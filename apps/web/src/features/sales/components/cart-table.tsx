import type { SalesCart } from '@kaksha/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { Badge } from '../../../components/ui/badge';
import { formatInr } from '../format-sales';
import { LearnerCell, MoneyCell, NOWRAP, NUMERIC, TimeCell } from './cells';

function CoursesCell({ cart }: { cart: SalesCart }) {
  return (
    <ul className="min-w-56 space-y-1">
      {cart.courses.map((course) => (
        <li key={course._id} className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span>{course.name}</span>
          <span className="text-ink-500 tabular-nums">{formatInr(course.price)}</span>
          {course.paid && <Badge tone="success">Paid</Badge>}
        </li>
      ))}
    </ul>
  );
}

/** One cart per row (spec §3 cart record): its programs, paid ones marked, and its totals. */
export const CART_COLUMNS: ColumnDef<SalesCart>[] = [
  {
    id: 'learner',
    header: 'Learner',
    cell: ({ row }) => (
      <LearnerCell
        name={row.original.name}
        email={row.original.email}
        mobileNumber={row.original.mobileNumber}
      />
    ),
  },
  { id: 'courses', header: 'Programs', cell: ({ row }) => <CoursesCell cart={row.original} /> },
  {
    id: 'paidFor',
    header: 'Paid for',
    meta: { className: NOWRAP },
    cell: ({ row }) =>
      row.original.paidFor ? <Badge tone="success">Yes</Badge> : <Badge tone="neutral">No</Badge>,
  },
  {
    id: 'totalPrice',
    header: 'Total',
    meta: { className: NUMERIC },
    cell: ({ row }) => <MoneyCell rupees={row.original.totalPrice} />,
  },
  {
    id: 'totalDiscountedPrice',
    header: 'Discounted total',
    meta: { className: NUMERIC },
    cell: ({ row }) => <MoneyCell rupees={row.original.totalDiscountedPrice} />,
  },
  {
    id: 'updatedAt',
    header: 'Updated',
    meta: { className: NOWRAP },
    cell: ({ row }) => <TimeCell instant={row.original.updatedAt} />,
  },
];
