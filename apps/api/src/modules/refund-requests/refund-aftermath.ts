import type { Role } from '@kaksha/shared';
import type { Transaction } from '../../infra/database/database';
import type { PaymentMetrics } from '../../plugins/metrics';
import { recordAudit } from '../audit';
import type { Invoicing } from '../invoices';
import { revokeOrderAccess, type RefundProcessedHook } from '../payments';
import { findRequestOfRefund } from './refund-requests.repository';
import { buildProcessedMail } from './refund-mails';

/**
 * What a processed refund of a request does, inside the transaction that marks it processed (so
 * it happens exactly once, whichever of the sender, the reconciler or the webhook got there): the
 * access the order bought ends (enrolments removed, seats back to their batches, sessions and join
 * links gone from the schedule and the calendar feed), a credit note is issued for the amount, and
 * both are audited as the staff member who approved. Automatic refunds (a duplicate capture, lines
 * already owned) have no request: they change nothing here.
 */
export function createRefundAftermath(deps: {
  invoicing: Invoicing;
  metrics: PaymentMetrics;
}): RefundProcessedHook {
  return async (tx: Transaction, refund) => {
    const request = await findRequestOfRefund(tx, refund.id);
    if (!request) return null;
    const revoked = await revokeOrderAccess(tx, refund.orderId);
    const note = await deps.invoicing.issueCreditNote(tx, {
      orderId: refund.orderId,
      refundId: refund.id,
      amountPaise: refund.amountPaise,
      reason: `Refund ${refund.providerRefundId} (${request.decision_code ?? 'policy'})`,
    });
    if (request.decided_by && request.actor_email) {
      const actor = {
        id: request.decided_by,
        email: request.actor_email,
        role: (request.actor_role ?? 'ADMIN') as Role,
        requestId: `refund:${refund.id}`,
      };
      await recordAudit(tx, actor, {
        action: 'refund.processed',
        entityType: 'order',
        entityId: refund.orderId,
        after: {
          refundId: refund.id,
          providerRefundId: refund.providerRefundId,
          amountPaise: refund.amountPaise,
          revokedCourseIds: revoked,
          creditNote: note?.number ?? null,
        },
      });
    }
    if (revoked.length) deps.metrics.countPayment('access_revoked', revoked.length);
    if (note) deps.metrics.countPayment('credit_note_issued');
    return {
      mail: async () =>
        buildProcessedMail(
          refund,
          {
            orderId: refund.orderId,
            amountPaise: refund.amountPaise,
            creditNoteNumber: note?.number ?? null,
            programs: refund.courseNames,
          },
          note
            ? [
                {
                  filename: `${note.number.replaceAll('/', '-')}.pdf`,
                  contentType: 'application/pdf',
                  content: await deps.invoicing.renderPdf(note.snapshot),
                },
              ]
            : [],
        ),
    };
  };
}
