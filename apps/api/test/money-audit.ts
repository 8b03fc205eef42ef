// Shared by the money-under-faults tests (one server, and two behind nginx): the calls they make
// and the audit of every captured payment against our books.

export type Learner = { email: string; token: string; providerOrders: string[] };

export async function call<T>(
  base: string,
  route: string,
  init: RequestInit & { token?: string } = {},
) {
  const { token, ...rest } = init;
  const res = await fetch(`${base}${route}`, {
    ...rest,
    headers: {
      ...(rest.body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(rest.headers as Record<string, string>),
    },
  });
  const body = (await res.json()) as T;
  if (!res.ok) throw new Error(`${route}: ${res.status} ${JSON.stringify(body)}`);
  return body;
}

export async function logIn(base: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    body: new URLSearchParams({ username: email, password }),
  });
  return ((await res.json()) as { access_token: string }).access_token;
}

type Enrolments = {
  programs: Array<{ courseId: string; orderId: string }>;
  orders: Array<{
    id: string;
    providerOrderId: string | null;
    status: string;
    items: Array<{ courseId: string; price: number }>;
    refunds: Array<{ amount: number; courseIds: string[]; status: string }>;
  }>;
};
type Payment = { id: string; amount: number; status: string; amount_refunded: number };

/** Every captured payment against our books: what is not yet right, and the totals. */
export async function audit(
  base: string,
  providerApi: string,
  basic: Record<string, string>,
  learners: Learner[],
) {
  const problems: string[] = [];
  let captures = 0;
  let refunds = 0;
  for (const learner of learners) {
    const mine = await call<Enrolments>(base, '/api/v1.5/users/me/enrolments', {
      token: learner.token,
    });
    const owned = mine.programs.map((p) => p.courseId);
    if (new Set(owned).size !== owned.length) problems.push(`${learner.email}: enrolled twice`);
    let kept = 0;
    for (const providerOrderId of learner.providerOrders) {
      const { items } = await call<{ items: Payment[] }>(
        providerApi,
        `/v1/orders/${providerOrderId}/payments`,
        { headers: basic },
      );
      const ours = mine.orders.find((o) => o.providerOrderId === providerOrderId);
      for (const payment of items.filter(
        (p) => p.status === 'captured' || p.status === 'refunded',
      )) {
        captures += 1;
        kept += payment.amount - payment.amount_refunded;
        if (ours?.status !== 'paid') {
          problems.push(`${providerOrderId}: captured, order ${ours?.status ?? 'missing'}`);
          continue;
        }
        const enrolled = mine.programs.filter((p) => p.orderId === ours.id).map((p) => p.courseId);
        const refunded = ours.refunds.flatMap((r) => r.courseIds);
        const lines = ours.items.map((i) => i.courseId);
        if ([...enrolled, ...refunded].sort().join() !== [...lines].sort().join())
          problems.push(
            `${providerOrderId}: lines ${lines} = enrolled ${enrolled} + refunded ${refunded}?`,
          );
        const refundedPaise = ours.refunds.reduce((sum, r) => sum + Math.round(r.amount * 100), 0);
        if (ours.refunds.some((r) => r.status !== 'processed'))
          problems.push(`${providerOrderId}: refund not sent yet`);
        else if (payment.amount_refunded !== refundedPaise)
          problems.push(
            `${providerOrderId}: provider refunded ${payment.amount_refunded}, we ${refundedPaise}`,
          );
        refunds += ours.refunds.length;
      }
    }
    const enrolledPaise = mine.orders
      .flatMap((o) =>
        o.items.filter((i) =>
          mine.programs.some((p) => p.orderId === o.id && p.courseId === i.courseId),
        ),
      )
      .reduce((sum, i) => sum + Math.round(i.price * 100), 0);
    if (kept !== enrolledPaise)
      problems.push(
        `${learner.email}: the provider keeps ${kept}, enrolled programs cost ${enrolledPaise}`,
      );
  }
  return { problems, captures, refunds };
}
