// The users module's public face: other modules and the composition root import only this.
export { users, oauthIdentities, type UserRow } from './users.table';
export { createUsersService, toProfile, type UsersService } from './users.service';
export { usersRoutes } from './users.routes';
export { createDataRights, type DataRights } from './data-rights';
export { erasedEmailOf } from './account-erasure';
export { createCallerCache, type CallerCache } from './caller-cache';
export { marketingConsents, consentEvents } from './consents.table';
export { createConsentsService, recordMarketingChoice, type ConsentsService } from './consents';
export { consentsRoutes } from './consents.routes';
// Accounts are created and changed by the auth module and the role CLI inside their own transactions.
export {
  findUserByEmail,
  findUserById,
  findUserByIdentity,
  insertUser,
  linkIdentity,
  dropIdentities,
  updateUser,
} from './users.repository';
