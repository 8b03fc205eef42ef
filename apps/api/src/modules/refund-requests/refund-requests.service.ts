import type { FastifyBaseLogger } from 'fastify';
import type { Readable } from 'node:stream';
import {
  REFUND_MESSAGES as M,
  REFUND_RULES_TEXT,
  REFUND_READERS,
  type RefundApproveBody,
  type RefundQueueQuery,
  type RefundQuote,
  type Role,
} from '@kaksha/shared';
import type { DatabaseHandle, Executor } from '../../infra/database/database';
import { isUniqueViolation } from '../../infra/database/postgres-errors';
import type { Mailer, MailMessage } from '../../infra/mail/mailer';
import { streamCsv } from '../../infra/staff-lists/csv-export';
import type { PaymentMetrics } from '../../plugins/metrics';
import { badRequest, conflict, notFound } from '../../core/app-error';
import type { Caller } from '../../core/caller';
import { recordAudit } from '../audit';
import { reopenFailedRefund, type Refunds } from '../payments';
import { findUserById } from '../users';
import { quoteRefund } from './refund-policy';
import {
  decideRequest,
  findRefundContext,
  findRequest,
  insertApprovedRefund,
  insertRefundRequest,
  type RefundContext,
} from './refund-requests.repository';
import { listRefundQueue, refundQueueCsv, toRequestView } from './refund-queue';
import { buildApprovedMail, buildRejectedMail, buildRequestReceivedMail } from './refund-mails';
import { createOrderExtras } from './order-extras';

const isStaffReader = (caller: Caller) => REFUND_READERS.includes(caller.role as Role);

/**
 * Refunds by the published policy: the learner's quote and request, the staff queue, ADMIN's
 * decisions. An approval creates the refund row in the transaction that decides the request (the
 * order row locked first, so two decisions on one order cannot give back more than was paid) and
 * sends it through the provider afterwards with the idempotent sender; what follows its processing
 * is the aftermath's (refund-aftermath.ts).
 */
export function createRefundRequestsService(deps: {
  database: DatabaseHandle;
  refunds: Refunds;
  mailer: Mailer;
  log: FastifyBaseLogger;
  metrics: PaymentMetrics;
  clock?: () => Date;
}) {
  const { db } = deps.database;
  const now = deps.clock ?? (() => new Date());

  function policyOf(context: RefundContext): RefundQuote {
    const quote = quoteRefund({
      now: now(),
      batchStartsAt: context.batchStartsAt,
      isBatchCancelled: context.isBatchCancelled,
      attendanceShare: context.sessionsHeld ? context.attended / context.sessionsHeld : null,
      hasCoupon: context.hasCoupon,
      paidPaise: context.paidPaise,
      refundedPaise: context.refundedPaise,
    });
    return {
      ...quote,
      paidPaise: context.paidPaise,
      refundedPaise: context.refundedPaise,
      batchStartsAt: context.batchStartsAt?.toISOString() ?? null,
      attendanceShare: context.sessionsHeld ? context.attended / context.sessionsHeld : null,
    };
  }

  /** The caller's own paid order (staff may read any); anyone else's is "not found". */
  async function refundableOrder(db: Executor, caller: Caller, orderId: string, lock = false) {
    const context = await findRefundContext(db, orderId, { lockOrder: lock });
    if (!context || (context.userId !== caller.id && !isStaffReader(caller)))
      throw notFound(M.notYours, 'ORDER_NOT_FOUND');
    if (context.status !== 'paid') throw conflict(M.notPaid, 'ORDER_NOT_PAID');
    if (!context.providerPaymentId) throw conflict(M.noPayment, 'NOTHING_TO_REFUND');
    return context;
  }

  async function send(message: MailMessage, what: string) {
    try {
      await deps.mailer.send(message);
    } catch (error) {
      deps.log.error({ err: error }, `${what} e-mail failed`);
    }
  }

  async function learnerOf(userId: string) {
    const user = await findUserById(db, userId);
    return { email: user?.email ?? '', name: user?.name ?? '' };
  }

  /** Approves inside `tx` (the order locked): the refund row, the decision, the audit entry. */
  async function approveIn(
    tx: Executor,
    caller: Caller,
    requestId: string,
    context: RefundContext,
    body: RefundApproveBody,
  ) {
    if (body.amountPaise > context.paidPaise - context.refundedPaise)
      throw badRequest(M.tooMuch, 'REFUND_TOO_MUCH');
    const refundId = await insertApprovedRefund(tx, {
      context,
      amountPaise: body.amountPaise,
      reason: body.reason,
    });
    const decided = await decideRequest(tx, requestId, {
      status: 'approved',
      amountPaise: body.amountPaise,
      decisionCode: body.reason,
      decisionNote: body.note ?? null,
      decidedBy: caller.id,
      refundId,
    });
    if (!decided) throw conflict(M.notOpen, 'REQUEST_DECIDED');
    await recordAudit(tx, caller, {
      action: 'refund.approve',
      entityType: 'refund_request',
      entityId: requestId,
      after: {
        orderId: context.orderId,
        refundId,
        amountPaise: body.amountPaise,
        reason: body.reason,
      },
    });
    return { decided, refundId };
  }

  async function afterApproval(context: RefundContext, refundId: string, body: RefundApproveBody) {
    deps.metrics.countPayment('refund_approved');
    deps.refunds.schedule(refundId);
    await send(
      buildApprovedMail(await learnerOf(context.userId), {
        orderId: context.orderId,
        amountPaise: body.amountPaise,
        note: body.note ?? null,
      }),
      'refund approval',
    );
  }

  return {
    async quote(caller: Caller, orderId: string): Promise<RefundQuote> {
      return policyOf(await refundableOrder(db, caller, orderId));
    },

    async request(caller: Caller, orderId: string, reason: string) {
      const context = await refundableOrder(db, caller, orderId);
      if (context.userId !== caller.id) throw notFound(M.notYours, 'ORDER_NOT_FOUND');
      if (context.openRequestId) throw conflict(M.alreadyOpen, 'REFUND_REQUEST_OPEN');
      const quote = policyOf(context);
      const row = await insertRefundRequest(db, {
        orderId,
        userId: caller.id,
        reason,
        policyAmountPaise: quote.amountPaise,
        policyRule: quote.rule,
      }).catch((error: unknown) => {
        // Two tabs at once: the one-open-request index decides.
        if (isUniqueViolation(error)) throw conflict(M.alreadyOpen, 'REFUND_REQUEST_OPEN');
        throw error;
      });
      deps.metrics.countPayment('refund_requested');
      await send(
        buildRequestReceivedMail(await learnerOf(caller.id), {
          orderId,
          policyAmountPaise: quote.amountPaise,
          ruleText: REFUND_RULES_TEXT[quote.rule],
        }),
        'refund request',
      );
      return toRequestView({
        id: row.id,
        order_id: row.orderId,
        status: 'open',
        reason: row.reason,
        policy_amount_paise: row.policyAmountPaise,
        policy_rule: quote.rule,
        amount_paise: null,
        decision_code: null,
        decision_note: null,
        decided_at: null,
        created_at: row.createdAt,
        refund_status: null,
        refund_error: null,
      });
    },

    queue: (query: RefundQueueQuery) => listRefundQueue(db, query),

    queueCsv(query: Pick<RefundQueueQuery, 'status'>): { name: string; stream: Readable } {
      return {
        name: `refund-requests${query.status ? `-${query.status}` : ''}`,
        stream: streamCsv(deps.database, refundQueueCsv(query)),
      };
    },

    async approve(caller: Caller, requestId: string, body: RefundApproveBody) {
      const { context, refundId } = await db.transaction(async (tx) => {
        const request = await findRequest(tx, requestId);
        if (!request) throw notFound('Refund request not found', 'REQUEST_NOT_FOUND');
        const context = await refundableOrder(tx, caller, request.orderId, true);
        if (request.status !== 'open') throw conflict(M.notOpen, 'REQUEST_DECIDED');
        return { context, ...(await approveIn(tx, caller, requestId, context, body)) };
      });
      await afterApproval(context, refundId, body);
      return { status: 'approved' as const, refundId };
    },

    async reject(caller: Caller, requestId: string, reason: string) {
      const decided = await db.transaction(async (tx) => {
        const decided = await decideRequest(tx, requestId, {
          status: 'rejected',
          decisionNote: reason,
          decidedBy: caller.id,
        });
        if (!decided) {
          if (!(await findRequest(tx, requestId)))
            throw notFound('Refund request not found', 'REQUEST_NOT_FOUND');
          throw conflict(M.notOpen, 'REQUEST_DECIDED');
        }
        await recordAudit(tx, caller, {
          action: 'refund.reject',
          entityType: 'refund_request',
          entityId: requestId,
          after: { orderId: decided.orderId, reason },
        });
        return decided;
      });
      deps.metrics.countPayment('refund_rejected');
      await send(
        buildRejectedMail(await learnerOf(decided.userId), { orderId: decided.orderId, reason }),
        'refund rejection',
      );
      return { status: 'rejected' as const };
    },

    /** A refund the provider failed goes again with a new idempotency key. */
    async retry(caller: Caller, requestId: string) {
      const request = await findRequest(db, requestId);
      if (!request?.refundId) throw notFound('Refund request not found', 'REQUEST_NOT_FOUND');
      const reopened = await db.transaction(async (tx) => {
        if (!(await reopenFailedRefund(tx, request.refundId!))) return false;
        await recordAudit(tx, caller, {
          action: 'refund.retry',
          entityType: 'refund_request',
          entityId: requestId,
          after: { refundId: request.refundId },
        });
        return true;
      });
      if (!reopened) throw conflict('Only a failed refund can be retried.', 'REFUND_NOT_FAILED');
      deps.refunds.schedule(request.refundId);
      return { status: 'pending' as const };
    },

    /** ADMIN refunds an order without a learner's request (a batch Kaksha cancelled). */
    async refundOrder(caller: Caller, orderId: string, body: RefundApproveBody) {
      const { context, refundId } = await db.transaction(async (tx) => {
        const context = await refundableOrder(tx, caller, orderId, true);
        if (context.openRequestId)
          throw conflict(
            'Decide the learner’s open refund request instead.',
            'REFUND_REQUEST_OPEN',
          );
        const quote = policyOf(context);
        const request = await insertRefundRequest(tx, {
          orderId,
          userId: context.userId,
          reason: `Refund by Kaksha (${body.reason})`,
          policyAmountPaise: quote.amountPaise,
          policyRule: quote.rule,
        });
        return { context, ...(await approveIn(tx, caller, request.id, context, body)) };
      });
      await afterApproval(context, refundId, body);
      return { status: 'approved' as const, refundId };
    },

    describeOrders: createOrderExtras(db),
  };
}
export type RefundRequestsService = ReturnType<typeof createRefundRequestsService>;
