// The invoices module's public face: GST tax invoices and credit notes, issued in the transactions
// that make them due, their PDFs, and the learner's and staff's reads of them.
export {
  invoices,
  creditNotes,
  documentCounters,
  type InvoiceRow,
  type CreditNoteRow,
} from './invoices.table';
export { createInvoicing, type Invoicing } from './invoicing';
export {
  findCreditNote,
  findInvoiceOfOrder,
  findOrderDocuments,
  type OrderDocuments,
} from './invoices.repository';
export { invoicesRoutes } from './invoices.routes';
