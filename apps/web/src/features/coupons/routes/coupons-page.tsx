import { COUPON_ADMIN_MESSAGES, COUPON_MANAGERS, COUPON_MESSAGES } from '@kaksha/shared';
import type { Coupon } from '@kaksha/shared';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { PageTitle } from '../../../components/ui/page-title';
import { useSession } from '../../../lib/session';
import { couponsQuery } from '../api';
import { NO_FILTER, filterCoupons, isFilterActive, showingLabel } from '../coupon-display';
import type { CouponFilter } from '../coupon-display';
import { toastCouponError } from '../coupon-toast';
import { AddCouponDialog } from '../components/add-coupon-dialog';
import { BulkImportDialog } from '../components/bulk-import-dialog';
import { CouponsEmpty, CouponsLoadError } from '../components/coupon-list-states';
import { CouponSummary } from '../components/coupon-summary';
import { CouponTable } from '../components/coupon-table';
import { CouponToolbar } from '../components/coupon-toolbar';
import { DeleteCouponDialog } from '../components/delete-coupon-dialog';
import { GenerateCouponsDialog } from '../components/generate-coupons-dialog';
import { ManageCouponDialog } from '../components/manage-coupon-dialog';

type OpenDialog =
  | { kind: 'add' }
  | { kind: 'import' }
  | { kind: 'generate' }
  | { kind: 'delete'; coupon: Coupon }
  | { kind: 'manage'; coupon: Coupon };

/**
 * /coupons (spec §2.9, §4.6, §5.6): find, add and delete coupons; beyond the spec, edit their
 * limits, see their redemptions, import a CSV and generate codes. SALES reads everything and
 * changes nothing (the server refuses its writes anyway).
 */
export function CouponsPage() {
  const { user } = useSession();
  const canManage = user ? COUPON_MANAGERS.includes(user.role) : false;
  const coupons = useQuery(couponsQuery());
  const [filter, setFilter] = useState<CouponFilter>(NO_FILTER);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const close = useCallback(() => setDialog(null), []);
  const onManage = useCallback((coupon: Coupon) => setDialog({ kind: 'manage', coupon }), []);
  const onDelete = useCallback((coupon: Coupon) => setDialog({ kind: 'delete', coupon }), []);

  // Spec §8: a failed list read is also toasted, once per failure.
  useEffect(() => {
    if (coupons.errorUpdatedAt > 0) toastCouponError(COUPON_MESSAGES.listFailed);
  }, [coupons.errorUpdatedAt]);

  const all = useMemo(() => coupons.data ?? [], [coupons.data]);
  const shown = useMemo(() => filterCoupons(all, filter), [all, filter]);
  const existingCodes = useMemo(
    () => new Set(all.map((coupon) => coupon.couponCode.toUpperCase())),
    [all],
  );
  // The coupon open in Manage, as the list now has it (after a save the list is read again).
  const managed =
    dialog?.kind === 'manage'
      ? (all.find((coupon) => coupon.id === dialog.coupon.id) ?? dialog.coupon)
      : undefined;

  return (
    <>
      <PageTitle page="Coupon Management" />
      <Container className="py-8 sm:py-12">
        <div className="mb-6 flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
          <div>
            <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">
              Operations
            </p>
            <h1 className="mt-1 text-h2 font-extrabold">Coupon Management</h1>
          </div>
          <div className="flex flex-wrap gap-3">
            {canManage && (
              <>
                <Button onClick={() => setDialog({ kind: 'add' })}>Add Coupon</Button>
                <Button variant="secondary" onClick={() => setDialog({ kind: 'import' })}>
                  Bulk import
                </Button>
                <Button variant="secondary" onClick={() => setDialog({ kind: 'generate' })}>
                  Generate codes
                </Button>
              </>
            )}
            <ButtonLink
              variant="ghost"
              to={canManage ? '/operations/manage-events' : '/operations/sales'}
            >
              Back to operations
            </ButtonLink>
          </div>
        </div>

        {!canManage && (
          <p className="mb-6 rounded-control border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-brand-800">
            {COUPON_ADMIN_MESSAGES.readOnly}
          </p>
        )}

        <div className="space-y-6">
          {coupons.isSuccess && <CouponSummary coupons={all} />}
          <CouponToolbar
            filter={filter}
            onFilterChange={setFilter}
            onClear={() => setFilter(NO_FILTER)}
          />
          {isFilterActive(filter) && coupons.isSuccess && (
            <p
              role="status"
              className="rounded-control border border-accent-200 bg-accent-50 px-4 py-2.5 text-sm text-accent-900"
            >
              Filtered: <strong>{`${shown.length} of ${all.length} coupons`}</strong>
            </p>
          )}
          <CouponTable
            coupons={shown}
            isLoading={coupons.isPending}
            error={
              coupons.isError ? (
                <CouponsLoadError onRetry={() => void coupons.refetch()} />
              ) : undefined
            }
            empty={
              <CouponsEmpty
                hint={
                  isFilterActive(filter)
                    ? 'Try another code or type'
                    : canManage
                      ? 'Try creating a new coupon'
                      : undefined
                }
              />
            }
            footer={
              <p className="text-sm text-ink-600" aria-live="polite">
                {showingLabel(shown.length)}
                {coupons.isFetching && !coupons.isPending && (
                  <span className="ml-2 text-ink-500">Refreshing…</span>
                )}
              </p>
            }
            canManage={canManage}
            onManage={onManage}
            onDelete={onDelete}
          />
        </div>
      </Container>

      {dialog?.kind === 'add' && <AddCouponDialog existingCodes={existingCodes} onClose={close} />}
      {dialog?.kind === 'delete' && <DeleteCouponDialog coupon={dialog.coupon} onClose={close} />}
      {managed && <ManageCouponDialog coupon={managed} canManage={canManage} onClose={close} />}
      {dialog?.kind === 'import' && <BulkImportDialog onClose={close} />}
      {dialog?.kind === 'generate' && <GenerateCouponsDialog onClose={close} />}
    </>
  );
}
