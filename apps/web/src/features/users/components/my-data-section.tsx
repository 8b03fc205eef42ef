import { ACCOUNT_MESSAGES } from '@kaksha/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FormAlert, PasswordField } from '../../../components/ui/field';
import { callAuthApi } from '../../../lib/api-client';
import { describeSubmitError } from '../../../lib/submit-error';
import { toastSuccess } from '../../../lib/toast';
import { clearAccessToken } from '../../../lib/token-store';

/** Hands the export to the browser as a file (it is small: one learner's records). */
async function downloadMyData(): Promise<void> {
  const data = await callAuthApi<unknown>('/v1.5/users/me/export');
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = 'kaksha-my-data.json';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 60_000);
}

/** The learner's data rights (DPDP Act 2023): a copy of everything, and erasure. */
export function MyDataSection() {
  const navigate = useNavigate();
  const [downloadError, setDownloadError] = useState<string>();
  const [isDownloading, setIsDownloading] = useState(false);
  const [isConfirming, setIsConfirming] = useState(false);
  const [password, setPassword] = useState('');
  const [deleteError, setDeleteError] = useState<string>();
  const [isDeleting, setIsDeleting] = useState(false);

  async function download() {
    setDownloadError(undefined);
    setIsDownloading(true);
    try {
      await downloadMyData();
    } catch (error) {
      setDownloadError(describeSubmitError(error));
    } finally {
      setIsDownloading(false);
    }
  }

  async function erase() {
    setDeleteError(undefined);
    setIsDeleting(true);
    try {
      const answer = await callAuthApi<{ message: string }>('/v1.5/users/me', {
        method: 'DELETE',
        body: password ? { password } : {},
      });
      clearAccessToken();
      toastSuccess(answer.message);
      await navigate('/');
    } catch (error) {
      setDeleteError(describeSubmitError(error));
      setIsDeleting(false);
    }
  }

  return (
    <Card as="section" padding="lg" aria-labelledby="my-data-heading">
      <h2 id="my-data-heading" className="text-h3 font-bold">
        Your data
      </h2>
      <p className="mt-2 text-sm text-ink-600">
        Download a copy of everything we hold about you: your profile, orders, programs, event
        registrations and call-back requests.
      </p>
      <FormAlert message={downloadError} />
      <Button variant="secondary" className="mt-3" disabled={isDownloading} onClick={download}>
        Download my data
      </Button>

      <div className="mt-8 border-t border-ink-100 pt-6">
        <h3 className="font-bold text-ink-900">Delete account</h3>
        {!isConfirming ? (
          <Button variant="secondary" className="mt-3" onClick={() => setIsConfirming(true)}>
            Delete my account
          </Button>
        ) : (
          <div role="group" aria-label="Confirm account deletion" className="mt-3 space-y-3">
            <p className="text-sm text-ink-700">
              <strong>Erased:</strong> your name, e-mail address, phone number, college and stream;
              your sessions, sign-in links and cart; your name and address on event registrations
              and call-back requests. You will be signed out and cannot sign in to this account
              again. The address becomes free to sign up with.
            </p>
            <p className="text-sm text-ink-700">
              <strong>Kept, without your name:</strong> the amounts, dates and programs of your
              orders and refunds, because tax and accounting law requires us to keep these records
              (for eight years).
            </p>
            <FormAlert message={deleteError} />
            <PasswordField
              label="Password"
              autoComplete="current-password"
              note={`(${ACCOUNT_MESSAGES.confirmDeletion})`}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
            <div className="flex gap-3">
              <Button variant="secondary" onClick={() => setIsConfirming(false)}>
                Keep my account
              </Button>
              <Button disabled={isDeleting} onClick={erase}>
                Delete permanently
              </Button>
            </div>
          </div>
        )}
      </div>
    </Card>
  );
}
