import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Container } from '../../../components/ui/container';
import { PageHeading } from '../../../components/ui/page-heading';
import { PageTitle } from '../../../components/ui/page-title';
import { callApi, isApiError } from '../../../lib/api-client';
import { callAuthApi } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

type Check = { state: 'idle' } | { state: 'busy' } | { state: 'done'; isOk: boolean; text: string };

/** Runs one API call and describes its answer for a person. */
async function describeCall(call: () => Promise<unknown>): Promise<Check> {
  try {
    const body = await call();
    return { state: 'done', isOk: true, text: JSON.stringify(body, null, 2) };
  } catch (error) {
    const text = isApiError(error)
      ? `${error.status} ${error.message}`
      : 'The server could not be reached.';
    return { state: 'done', isOk: false, text };
  }
}

function CheckResult({ check }: { check: Check }) {
  if (check.state === 'idle') return null;
  if (check.state === 'busy') return <p className="mt-3 text-sm text-ink-600">Checking…</p>;
  return (
    <pre
      className={`mt-3 overflow-auto rounded-xl p-3 text-xs ${check.isOk ? 'bg-success-50 text-success-700' : 'bg-error-50 text-error-700'}`}
    >
      {check.text}
    </pre>
  );
}

/**
 * The spec's test page: checks that the API answers (the public test call, behind a hidden button)
 * and that this browser's session is valid (zoro, the same check the app runs at start).
 */
export function TestPage() {
  const { status } = useSession();
  const [publicCheck, setPublicCheck] = useState<Check>({ state: 'idle' });
  const [sessionCheck, setSessionCheck] = useState<Check>({ state: 'idle' });

  async function run(set: (check: Check) => void, call: () => Promise<unknown>) {
    set({ state: 'busy' });
    set(await describeCall(call));
  }

  return (
    <>
      <PageTitle page="Test" />
      <PageHeading
        title="Test"
        description="Check the connection to Kaksha's services and your session."
      />
      <Container className="grid gap-6 py-10 sm:grid-cols-2">
        <Card>
          <h2 className="text-lg font-bold">Your session</h2>
          <p className="mt-1 text-sm text-ink-600">
            {status === 'signed-in'
              ? 'You are logged in; check that the server still accepts your session.'
              : 'You are not logged in; the check will say the session is not valid.'}
          </p>
          <Button
            className="mt-4"
            variant="primary"
            disabled={sessionCheck.state === 'busy'}
            onClick={() =>
              void run(setSessionCheck, () => callAuthApi('/v1.5/requests/test/private/zoro'))
            }
          >
            Check my session
          </Button>
          <div aria-live="polite">
            <CheckResult check={sessionCheck} />
          </div>
        </Card>
        <Card>
          <h2 className="text-lg font-bold">The API</h2>
          <p className="mt-1 text-sm text-ink-600">A public call that needs no log-in.</p>
          {/* The spec's "hidden button": quiet, but reachable by keyboard and named for readers. */}
          <Button
            className="mt-4 opacity-60 hover:opacity-100 focus-visible:opacity-100"
            variant="ghost"
            disabled={publicCheck.state === 'busy'}
            onClick={() =>
              void run(setPublicCheck, () =>
                callApi('/v1.5/requests/test/public', { accessToken: null }),
              )
            }
          >
            Ping the API
          </Button>
          <div aria-live="polite">
            <CheckResult check={publicCheck} />
          </div>
        </Card>
      </Container>
    </>
  );
}
