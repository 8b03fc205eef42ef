import { profileSchema } from '@kaksha/shared';
import type { JsonPatch, Profile, ProfileForm } from '@kaksha/shared';
import { queryOptions } from '@tanstack/react-query';
import { callAuthApi } from './api-client';
import { SHARED_QUERY_KEYS } from './query-keys';

// The signed-in learner's profile: read and edited on the profile page and at checkout.

export function profileQuery() {
  return queryOptions({
    queryKey: SHARED_QUERY_KEYS.profile,
    queryFn: async ({ signal }): Promise<Profile> =>
      profileSchema.parse(await callAuthApi<unknown>('/v1.5/users/get-profile', { signal })),
  });
}

/** The editable form of a profile, as both the profile page and the checkout details start it. */
export function toProfileFormValues(profile: Profile): ProfileForm {
  return {
    name: profile.name,
    email: profile.email,
    mobileNumber: profile.mobileNumber,
    collegeName: profile.collegeName,
    stream: profile.stream,
  };
}

/** The JSON Patch the spec's client sends: replace on /name, /mobileNumber, /collegeName, /stream. */
export function toProfilePatch(values: ProfileForm): JsonPatch {
  return [
    { op: 'replace', path: '/name', value: values.name },
    { op: 'replace', path: '/mobileNumber', value: values.mobileNumber },
    { op: 'replace', path: '/collegeName', value: values.collegeName },
    { op: 'replace', path: '/stream', value: values.stream },
  ];
}

/** PATCH /v1.5/users/{email} as application/json-patch+json; answers the updated profile. */
export async function updateProfile(email: string, values: ProfileForm): Promise<Profile> {
  const answer = await callAuthApi<unknown>(`/v1.5/users/${encodeURIComponent(email)}`, {
    method: 'PATCH',
    body: toProfilePatch(values),
    contentType: 'application/json-patch+json',
  });
  return profileSchema.parse(answer);
}
