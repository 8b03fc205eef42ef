import type { Event, RegistrationResult } from '@kaksha/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { Container } from '../../../../components/ui/container';
import { FormAlert } from '../../../../components/ui/field';
import { MailIcon } from '../../../../components/ui/icons';
import { Spinner } from '../../../../components/ui/spinner';
import { describeSubmitError } from '../../../../lib/submit-error';
import { toastError, toastSuccess } from '../../../../lib/toast';
import { actOnEmailLink, eventQueryKeys } from '../../api';
import type { EmailLinkAction } from '../../api';
import { RegistrationStatus } from './registration-status';

const COPY: Record<EmailLinkAction, { title: string; text: string; button: string }> = {
  confirm: {
    title: 'Confirm your seat',
    text: 'You asked to register for this event. Confirm your e-mail address to hold your seat.',
    button: 'Confirm my seat',
  },
  cancel: {
    title: 'Cancel your registration',
    text: 'You followed the cancel link from your e-mail. Your seat goes to the next person waiting.',
    button: 'Cancel my registration',
  },
};

type EmailLink = { action: EmailLinkAction; token: string };

function linkIn(params: URLSearchParams): EmailLink | null {
  const confirm = params.get('confirm');
  if (confirm) return { action: 'confirm', token: confirm };
  const cancel = params.get('cancel');
  if (cancel) return { action: 'cancel', token: cancel };
  return null;
}

/**
 * The link's action and token: /events/<slug>#confirm=<token> or #cancel=<token>. The fragment
 * never leaves the browser (no server or proxy log sees the token); `?confirm=` is still read for
 * links mailed before the move.
 */
function readEmailLink(hash: string, search: string): EmailLink | null {
  return linkIn(new URLSearchParams(hash.replace(/^#/, ''))) ?? linkIn(new URLSearchParams(search));
}

/**
 * What the registration e-mails' links open: a clear button that confirms or cancels. Nothing is
 * done on page load (mail scanners open links too); the visitor's press does it.
 */
export function EmailLinkPanel({ event }: { event: Event }) {
  const location = useLocation();
  const navigate = useNavigate();
  const link = readEmailLink(location.hash, location.search);
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (request: { action: EmailLinkAction; token: string }) =>
      actOnEmailLink(request.action, request.token),
    onSuccess: (result: RegistrationResult) => {
      toastSuccess(result.message);
      void queryClient.invalidateQueries({ queryKey: eventQueryKeys.all });
    },
    onError: (error) => toastError(describeSubmitError(error)),
  });

  if (!link) return null;
  const copy = COPY[link.action];
  const dismiss = () =>
    navigate(
      { pathname: location.pathname, search: '', hash: '' },
      { replace: true, preventScrollReset: true },
    );

  return (
    <Container className="pt-8">
      <section
        aria-labelledby="email-link-heading"
        className="rounded-panel border border-brand-200 bg-brand-50 p-6 shadow-card sm:p-8"
      >
        <h2
          id="email-link-heading"
          className="flex items-center gap-3 text-2xl font-extrabold sm:text-3xl"
        >
          <MailIcon size={26} className="shrink-0 text-brand-700" />
          {copy.title}
        </h2>
        <p className="mt-1 text-sm font-medium text-ink-600">{event.heading}</p>
        {mutation.isSuccess ? (
          <div className="mt-5 grid gap-4">
            <RegistrationStatus
              registration={mutation.data.registration}
              message={mutation.data.message}
            />
            <div>
              <Button variant="secondary" onClick={dismiss}>
                Done
              </Button>
            </div>
          </div>
        ) : (
          <div className="mt-4">
            <p className="text-ink-700">{copy.text}</p>
            <div className="mt-4">
              <FormAlert
                message={mutation.isError ? describeSubmitError(mutation.error) : undefined}
              />
            </div>
            <Button
              size="lg"
              onClick={() => mutation.mutate(link)}
              disabled={mutation.isPending}
              aria-busy={mutation.isPending || undefined}
            >
              {mutation.isPending ? (
                <Spinner size="sm" tone="current" label="Working on it" />
              ) : (
                copy.button
              )}
            </Button>
          </div>
        )}
      </section>
    </Container>
  );
}
