import { useMutation } from '@tanstack/react-query';
import type { DocumentLink } from '@kaksha/shared';
import { Button } from '../../../components/ui/button';
import { DownloadIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { isRefusedToken } from '../../../lib/api-client';
import { describeSubmitError } from '../../../lib/submit-error';
import { toastError } from '../../../lib/toast';
import { downloadDocument } from '../api';

/**
 * Saves an invoice or credit note PDF. The file needs the learner's token, so it is fetched and
 * saved from the page rather than linked; the button says so while it works, and a failure is
 * toasted (a refused session is toasted by the API client already).
 */
export function DocumentDownloadButton({
  link,
  kind,
}: {
  link: DocumentLink;
  kind: 'Invoice' | 'Credit note';
}) {
  const download = useMutation({
    mutationFn: () => downloadDocument(link),
    onError: (error) => {
      if (isRefusedToken(error)) return;
      toastError(
        `We couldn't download ${kind.toLowerCase()} ${link.number}. ${describeSubmitError(error)}`,
      );
    },
  });
  return (
    <Button
      variant="secondary"
      size="sm"
      disabled={download.isPending}
      aria-busy={download.isPending || undefined}
      onClick={() => download.mutate()}
      className="max-w-full"
    >
      {download.isPending ? (
        <Spinner size="sm" tone="current" label="Downloading" />
      ) : (
        <DownloadIcon size={16} />
      )}
      <span className="truncate">
        {kind} <span className="font-mono">{link.number}</span>{' '}
        <span className="sr-only">(PDF)</span>
      </span>
    </Button>
  );
}
