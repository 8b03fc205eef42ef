import { couponTypeLabel } from '@kaksha/shared';
import type { Coupon } from '@kaksha/shared';
import { createColumnHelper } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { formatDiscount } from '../coupon-display';

export interface CouponTableProps {
  coupons: Coupon[];
  isLoading: boolean;
  /** Shown in place of the rows when the list could not be read. */
  error?: ReactNode;
  empty: ReactNode;
  footer: ReactNode;
  /** EVENTS and ADMIN: Manage edits and Delete shows; SALES gets Details (read-only) only. */
  canManage: boolean;
  onManage: (coupon: Coupon) => void;
  onDelete: (coupon: Coupon) => void;
}

const column = createColumnHelper<Coupon>();

/**
 * The coupon table (spec §2.9): Code, Type, Discount, Actions, on the one staff table (sticky
 * header, rows virtualised: a bulk generate can add hundreds); it scrolls sideways on a phone.
 */
export function CouponTable({ canManage, onManage, onDelete, ...table }: CouponTableProps) {
  const columns = useMemo(
    () => [
      column.accessor('couponCode', {
        header: 'Code',
        cell: ({ row }) => (
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-mono font-semibold tracking-wide text-ink-950">
              {row.original.couponCode}
            </span>
            {!row.original.isActive && <Badge tone="neutral">Inactive</Badge>}
          </span>
        ),
      }),
      column.accessor('type', {
        header: 'Type',
        cell: ({ getValue }) => <Badge tone="brand">{couponTypeLabel(getValue())}</Badge>,
        meta: { className: 'whitespace-nowrap' },
      }),
      column.accessor('percentage', {
        header: 'Discount',
        cell: ({ row }) => <span className="font-semibold">{formatDiscount(row.original)}</span>,
        meta: { className: 'whitespace-nowrap' },
      }),
      column.display({
        id: 'actions',
        header: 'Actions',
        cell: ({ row }) => {
          const coupon = row.original;
          return (
            <span className="flex gap-2">
              <Button
                size="sm"
                variant="secondary"
                aria-label={`${canManage ? 'Manage' : 'Details of'} ${coupon.couponCode}`}
                onClick={() => onManage(coupon)}
              >
                {canManage ? 'Manage' : 'Details'}
              </Button>
              {canManage && (
                <Button
                  size="sm"
                  variant="ghost"
                  className="text-error-700 hover:bg-error-50 hover:text-error-700"
                  aria-label={`Delete ${coupon.couponCode}`}
                  onClick={() => onDelete(coupon)}
                >
                  Delete
                </Button>
              )}
            </span>
          );
        },
      }),
    ],
    [canManage, onManage, onDelete],
  );

  return (
    <DataTable
      caption="Coupons"
      columns={columns}
      data={table.coupons}
      getRowId={(coupon) => coupon.id}
      isLoading={table.isLoading}
      error={table.error}
      empty={table.empty}
      footer={table.footer}
    />
  );
}
