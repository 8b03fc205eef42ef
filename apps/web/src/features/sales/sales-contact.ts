import type { CallBackRequest, SalesCart, SalesUser } from '@kaksha/shared';

// "Send payment link" on the console's rows: what a row knows of the person and the programs they
// wanted. The console only says whom; the dialog that sends the link belongs to another feature
// and is given to the page by the app (app/pages/sales.tsx).

export interface SalesContact {
  name: string;
  email: string;
  mobile: string;
  courseIds: string[];
}

/** Opens the send dialog for this person; absent, the rows offer no link. */
export type SendPaymentLink = (contact: SalesContact) => void;

/** A call-back request: its name and number, the account's e-mail if any, the program asked about. */
export function contactOfCallBack(request: CallBackRequest): SalesContact {
  return {
    name: request.name,
    email: request.userEmail ?? '',
    mobile: request.mobileNumber,
    courseIds: request.program === 'not-sure' ? [] : [request.program],
  };
}

/** A learner account: name, e-mail and mobile; the programs are chosen in the dialog. */
export function contactOfUser(user: SalesUser): SalesContact {
  return { name: user.name, email: user.email, mobile: user.mobileNumber, courseIds: [] };
}

/** A cart: its learner and the programs in it not paid for yet. */
export function contactOfCart(cart: SalesCart): SalesContact {
  return {
    name: cart.name,
    email: cart.email,
    mobile: cart.mobileNumber,
    courseIds: cart.courses.filter((course) => !course.paid).map((course) => course._id),
  };
}
