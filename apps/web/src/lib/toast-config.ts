// Toast limits fixed by the spec. Kept apart from toast.ts so the app shell can read them
// without pulling the toast library into the entry chunk.
export const TOAST_SUCCESS_MS = 2000;
export const TOAST_ERROR_MS = 4000;
export const TOAST_DEFAULT_MS = 4000;
export const TOAST_MAX_VISIBLE = 20;
export const TOAST_MAX_WIDTH_PX = 350;
