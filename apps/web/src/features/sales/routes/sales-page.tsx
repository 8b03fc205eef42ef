import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Container } from '../../../components/ui/container';
import { PageTitle } from '../../../components/ui/page-title';
import { pageSizeFrom } from '../api';
import { ChoiceGroup } from '../components/choice-group';
import { SalesPageHeader } from '../components/sales-page-header';
import { SalesWorkspace } from '../components/sales-workspace';
import type { SendPaymentLink } from '../sales-contact';
import { SALES_MAIN_OPTIONS, findView, linkedChoice, mainOptionOf } from '../sales-views';
import type { SalesMainOptionId, SalesViewId } from '../sales-views';

const MAIN_CHOICES = SALES_MAIN_OPTIONS.map((option) => ({
  value: option.id,
  label: option.label,
}));

/**
 * /operations/sales (spec document 2 "Sales operations", §4 "Sales tool"): pick User, Cart or
 * Payment (or Call-back), then a sub-option; Display shows the first page, Download Now the whole
 * list as CSV. Changing the main option clears the sub-option, inputs and results; changing the
 * sub-option clears inputs and results (its workspace is mounted afresh). `?limit=` sets the page
 * size; `?view=` opens a sub-option (the other staff pages link to the call-back requests).
 */
export interface SalesPageProps {
  /** Offers "Send payment link" on user, cart and call-back rows (the app gives the dialog). */
  onSendPaymentLink?: SendPaymentLink;
}

export function SalesPage({ onSendPaymentLink }: SalesPageProps = {}) {
  const [searchParams] = useSearchParams();
  const limit = pageSizeFrom(searchParams.get('limit'));
  const [linked] = useState(() => linkedChoice(searchParams.get('view')));
  const [mainId, setMainId] = useState<SalesMainOptionId | null>(linked?.mainId ?? null);
  const [viewId, setViewId] = useState<SalesViewId | null>(linked?.viewId ?? null);
  const main = mainId ? mainOptionOf(mainId) : undefined;
  const view = viewId ? findView(viewId) : undefined;

  return (
    <>
      <PageTitle page="Sales" />
      <Container className="py-8 sm:py-12">
        <SalesPageHeader
          title="Sales"
          description="Look up users, carts, payments and call-back requests, page through them, or download every matching row as CSV."
          action={
            <>
              <Button
                variant="secondary"
                onClick={() => {
                  setMainId('callback');
                  setViewId('call-back-requests');
                }}
              >
                Call-back requests
              </Button>
              <ButtonLink to="/operations/active-carts" variant="secondary">
                Active carts page
              </ButtonLink>
              <ButtonLink to="/operations/payment-links" variant="secondary">
                Payment links
              </ButtonLink>
              <ButtonLink to="/operations/batches" variant="secondary">
                Batches
              </ButtonLink>
              <ButtonLink to="/operations/refunds" variant="secondary">
                Refunds
              </ButtonLink>
              <ButtonLink to="/operations/invoices" variant="secondary">
                Invoices
              </ButtonLink>
              <ButtonLink to="/operations/recovery" variant="secondary">
                Recovery
              </ButtonLink>
            </>
          }
        />
        <div className="space-y-6">
          <Card className="space-y-5">
            <ChoiceGroup
              legend="What to look up"
              options={MAIN_CHOICES}
              value={mainId}
              onChange={(id) => {
                setMainId(id);
                setViewId(null);
              }}
            />
            {main && (
              <ChoiceGroup
                legend={`Which ${main.label.toLowerCase()} list`}
                options={main.views.map((option) => ({ value: option.id, label: option.label }))}
                value={viewId}
                onChange={setViewId}
              />
            )}
          </Card>
          {view && (
            <SalesWorkspace
              key={view.id}
              view={view}
              limit={limit}
              onSendPaymentLink={onSendPaymentLink}
            />
          )}
        </div>
      </Container>
    </>
  );
}
