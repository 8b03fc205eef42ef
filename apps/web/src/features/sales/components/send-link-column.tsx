import type { ColumnDef } from '@tanstack/react-table';
import { Button } from '../../../components/ui/button';
import type { SalesContact, SendPaymentLink } from '../sales-contact';

/**
 * A last column with "Send payment link" for the row's person, when the page was given the way to
 * send one; the columns as they are otherwise.
 */
export function withSendLinkColumn<T>(
  columns: ColumnDef<T>[],
  contactOf: (row: T) => SalesContact,
  send: SendPaymentLink | undefined,
): ColumnDef<T>[] {
  if (!send) return columns;
  return [
    ...columns,
    {
      id: 'send-payment-link',
      header: () => <span className="sr-only">Payment link</span>,
      cell: ({ row }) => {
        const contact = contactOf(row.original);
        const who = contact.name || contact.email || contact.mobile;
        return (
          <Button
            size="sm"
            variant="secondary"
            className="whitespace-nowrap"
            aria-label={`Send ${who} a payment link`}
            onClick={() => send(contact)}
          >
            Send payment link
          </Button>
        );
      },
    },
  ];
}
