import fastJsonPatch, { type Operation } from 'fast-json-patch';
import {
  EDITABLE_PROFILE_FIELDS,
  profileFieldRules,
  type EditableProfileField,
  type JsonPatch,
} from '@kaksha/shared';
import { badRequest } from '../../core/app-error';

type EditableProfile = Record<EditableProfileField, string>;

const ALLOWED_PATHS = new Map(EDITABLE_PROFILE_FIELDS.map((field) => [`/${field}`, field]));

/**
 * Applies a JSON Patch to the editable part of a profile. Only `replace` on the four editable
 * paths is allowed; anything else (other ops, `from`, other paths, prototype tricks) is refused
 * before the patch touches anything.
 */
export function applyProfilePatch(
  current: EditableProfile,
  patch: JsonPatch,
): Partial<EditableProfile> {
  for (const [index, operation] of patch.entries()) {
    if (operation.op !== 'replace')
      throw badRequest(`Operation ${index}: only 'replace' is allowed`, 'PATCH_OP_NOT_ALLOWED');
    if (operation.from !== undefined)
      throw badRequest(`Operation ${index}: 'from' is not allowed`, 'PATCH_OP_NOT_ALLOWED');
    if (!ALLOWED_PATHS.has(operation.path)) {
      throw badRequest(
        `Operation ${index}: '${operation.path}' cannot be changed; editable: ${EDITABLE_PROFILE_FIELDS.map((f) => `/${f}`).join(', ')}`,
        'PATCH_PATH_NOT_ALLOWED',
      );
    }
    if (typeof operation.value !== 'string')
      throw badRequest(`Operation ${index}: the value must be text`, 'PATCH_VALUE_INVALID');
  }

  const document = { ...current };
  const validationError = fastJsonPatch.validate(patch as Operation[], document);
  if (validationError) throw badRequest(validationError.message, 'PATCH_INVALID');
  const patched = fastJsonPatch.applyPatch(
    document,
    patch as Operation[],
    true,
    false,
    true,
  ).newDocument;

  const changes: Partial<EditableProfile> = {};
  for (const operation of patch) {
    const field = ALLOWED_PATHS.get(operation.path) as EditableProfileField;
    const result = profileFieldRules[field].safeParse(patched[field]);
    if (!result.success)
      throw badRequest(result.error.issues[0]?.message ?? 'Invalid value', 'PROFILE_INVALID');
    changes[field] = result.data;
  }
  return changes;
}
