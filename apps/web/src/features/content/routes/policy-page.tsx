import { PageTitle } from '../../../components/ui/page-title';
import { PRIVACY_AND_REFUND_POLICY } from '../../../content/legal/privacy-and-refund-policy';
import { LegalDocumentView } from '../components/legal-document';

/** /policy: the spec's "Policy", our privacy policy and refund policy in one document. */
export function PolicyPage() {
  return (
    <>
      <PageTitle
        page="Policy"
        description="Kaksha’s privacy and refund policy: the personal data we keep and why, your rights, and refunds for live programs, workshops and subscriptions."
        path="/policy"
      />
      <LegalDocumentView document={PRIVACY_AND_REFUND_POLICY} />
    </>
  );
}
