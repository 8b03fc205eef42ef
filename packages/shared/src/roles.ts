export const ROLES = ['USER', 'SALES', 'EVENTS', 'ADMIN'] as const;
export type Role = (typeof ROLES)[number];

export const STAFF_ROLES: readonly Role[] = ['SALES', 'EVENTS', 'ADMIN'];

export function isStaffRole(role: Role): boolean {
  return STAFF_ROLES.includes(role);
}
