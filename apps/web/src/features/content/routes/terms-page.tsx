import { PageTitle } from '../../../components/ui/page-title';
import { TERMS_AND_CONDITIONS } from '../../../content/legal/terms-and-conditions';
import { LegalDocumentView } from '../components/legal-document';

/** /terms_condition: the terms the sign-up form asks learners to accept (spec 2.3). */
export function TermsPage() {
  return (
    <>
      <PageTitle
        page="Terms & Conditions"
        description="The terms for using Kaksha: eligibility, accounts, live programs, payments and coupons, refunds, conduct, and governing law."
        path="/terms_condition"
      />
      <LegalDocumentView document={TERMS_AND_CONDITIONS} />
    </>
  );
}
