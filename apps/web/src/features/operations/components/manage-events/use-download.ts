import { useMutation } from '@tanstack/react-query';
import { isRefusedToken } from '../../../../lib/api-client';
import type { ApiFile } from '../../../../lib/api-client';
import { toastError } from '../../../../lib/toast';
import { saveFile } from '../../events/save-file';
import { adminErrorMessage } from './admin-error-message';

/** A staff file download: fetched with the bearer token, then saved under the server's name. */
export function useDownload(fetchFile: () => Promise<ApiFile>, fallbackName: string) {
  const mutation = useMutation({
    mutationFn: fetchFile,
    onSuccess: ({ blob, fileName }) => saveFile(blob, fileName ?? fallbackName),
    onError: (error) => {
      // A refused token was toasted by the call.
      if (!isRefusedToken(error)) toastError(adminErrorMessage(error));
    },
  });
  return { start: () => mutation.mutate(), isPending: mutation.isPending };
}
