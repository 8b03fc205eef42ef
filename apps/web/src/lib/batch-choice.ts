import { useSyncExternalStore } from 'react';

/**
 * The batch the learner chose on a program's page, per program, kept beside the cart so the
 * checkout can ask for a seat in it. Only ids are stored: whether the batch still has a seat is
 * the server's to say at checkout. A program with no choice gets its soonest batch with a seat.
 *
 * The key is ours (not one of the spec's fixed keys in lib/storage-keys).
 */
export const BATCH_CHOICE_STORAGE_KEY = 'batch-choice';

const listeners = new Set<() => void>();
const EMPTY: Readonly<Record<string, string>> = Object.freeze({});
let cachedRaw: string | null = null;
let cachedChoices: Readonly<Record<string, string>> = EMPTY;

function readRaw(): string | null {
  try {
    return globalThis.localStorage?.getItem(BATCH_CHOICE_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

/** Every choice, the same object while nothing changed (for useSyncExternalStore). */
export function readBatchChoices(): Readonly<Record<string, string>> {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedChoices = parseChoices(raw);
  }
  return cachedChoices;
}

function readAll(): Record<string, string> {
  return { ...readBatchChoices() };
}

function parseChoices(raw: string | null): Readonly<Record<string, string>> {
  try {
    const parsed: unknown = JSON.parse(raw ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
  } catch {
    return {};
  }
}

function writeAll(choices: Record<string, string>): void {
  try {
    globalThis.localStorage?.setItem(BATCH_CHOICE_STORAGE_KEY, JSON.stringify(choices));
  } catch {
    // Quota or privacy mode: the checkout then asks for the soonest batch, as without a choice.
  }
  for (const listener of listeners) listener();
}

/** The choices, re-rendering when this tab changes one. */
export function useBatchChoices(): Readonly<Record<string, string>> {
  return useSyncExternalStore(subscribe, readBatchChoices, () => EMPTY);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function readBatchChoice(programId: string): string | undefined {
  return readAll()[programId];
}

export function chooseBatch(programId: string, batchId: string): void {
  writeAll({ ...readAll(), [programId]: batchId });
}

/** Forgets a choice the server refused (full or closed): the next try takes the soonest batch. */
export function forgetBatchChoice(programId: string): void {
  const { [programId]: _dropped, ...rest } = readAll();
  writeAll(rest);
}
