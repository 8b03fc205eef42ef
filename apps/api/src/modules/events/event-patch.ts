import fastJsonPatch, { type Operation } from 'fast-json-patch';
import {
  eventInputSchema,
  PATCHABLE_EVENT_FIELDS,
  type EventFields,
  type JsonPatch,
} from '@kaksha/shared';
import { badRequest } from '../../core/app-error';
import type { EventRow } from './events.table';

/** The spec's form names and the entity's names of the same fields. */
const CANONICAL_PATH: Record<string, string> = {
  eventMode: 'mode',
  speakerSocialLink: 'speakerSocial',
  speakerExperienceDetails: 'speakerExperience',
};
const PATCHABLE = new Set<string>(PATCHABLE_EVENT_FIELDS);
const ALLOWED_OPS = new Set(['replace', 'add', 'remove', 'test']);

/** The editable part of an event as a document in the entity's names, for a patch to act on. */
export function editableDocument(row: EventRow): Record<string, unknown> {
  return {
    heading: row.heading,
    subHeading: row.subHeading,
    description: row.description,
    date: row.startsAt.toISOString(),
    timeZone: row.timeZone,
    mode: row.mode,
    enrollLink: row.enrollLink,
    speakerName: row.speakerName,
    aboutSpeaker: row.aboutSpeaker,
    speakerSocial: row.speakerSocial,
    speakerExperience: row.speakerExperience,
    youtubeLink: row.youtubeLink,
    isActive: row.isActive,
    // Images are shown by their links; a patch puts an uploaded file's name there instead.
    bannerLinkPC: row.bannerPcUrl,
    bannerLinkMobile: row.bannerMobileUrl,
    speakerImageLink: row.speakerImageUrl,
    capacity: row.capacity,
  };
}

function describePaths(): string {
  return PATCHABLE_EVENT_FIELDS.map((f) => `/${f}`).join(', ');
}

/**
 * Applies a JSON Patch (replace, add, remove, test) to an event's editable fields and validates the
 * result with the same rules as a new event. Refuses other ops, `from`, and every other path
 * (`/id`, `/uuid`, `/isDeleted`, nested paths) before anything is applied.
 */
export function applyEventPatch(row: EventRow, patch: JsonPatch): EventFields {
  const operations: Operation[] = patch.map((operation, index) => {
    if (!ALLOWED_OPS.has(operation.op))
      throw badRequest(
        `Operation ${index}: '${operation.op}' is not allowed; use replace, add, remove or test`,
        'PATCH_OP_NOT_ALLOWED',
      );
    if (operation.from !== undefined)
      throw badRequest(`Operation ${index}: 'from' is not allowed`, 'PATCH_OP_NOT_ALLOWED');
    const field = operation.path.startsWith('/') ? operation.path.slice(1) : '';
    if (!PATCHABLE.has(field))
      throw badRequest(
        `Operation ${index}: '${operation.path}' cannot be changed; editable: ${describePaths()}`,
        'PATCH_PATH_NOT_ALLOWED',
      );
    const path = `/${CANONICAL_PATH[field] ?? field}`;
    if (operation.op === 'remove') return { op: 'replace', path, value: removedValue(field) };
    if (operation.value === undefined)
      throw badRequest(`Operation ${index}: a value is required`, 'PATCH_INVALID');
    if (operation.op === 'add') return { op: 'replace', path, value: operation.value };
    return { op: operation.op, path, value: operation.value } as Operation;
  });

  const document = editableDocument(row);
  const validationError = fastJsonPatch.validate(operations, document);
  if (validationError) throw patchError(validationError);
  let patched: Record<string, unknown>;
  try {
    patched = fastJsonPatch.applyPatch(document, operations, false, false, true).newDocument;
  } catch (error) {
    throw patchError(error as Error);
  }
  const parsed = eventInputSchema.safeParse(patched);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw badRequest(`${issue.path.join('.') || 'event'}: ${issue.message}`, 'EVENT_INVALID');
  }
  return parsed.data;
}

/** A failed `test` (the event is not what the client last saw) or an op that cannot apply. */
function patchError(error: Error) {
  if (error.name === 'TEST_OPERATION_FAILED')
    return badRequest('A test operation failed: the event has changed', 'PATCH_TEST_FAILED');
  return badRequest(error.message.split('\n')[0] ?? 'Invalid patch', 'PATCH_INVALID');
}

function removedValue(field: string): unknown {
  if (field === 'capacity') return null;
  if (field === 'isActive') return false;
  return '';
}
