// `npm run user:role -- <email> <ROLE>`: grants or revokes a role from the command line.
import { ROLES, type Role } from '@kaksha/shared';
import { ConfigError, loadConfig } from '../core/config';
import { openDatabase } from '../infra/database/client';
import { runMigrations } from '../infra/database/migrate';
import { announceInvalidations } from '../infra/invalidation/invalidation-bus';
import { findUserByEmail, updateUser } from '../modules/users';

async function main(argv: string[]): Promise<number> {
  const [email, roleArg] = argv;
  const role = roleArg?.toUpperCase();
  if (!email || !role || !(ROLES as readonly string[]).includes(role)) {
    console.error(`Usage: npm run user:role -- <email> <${ROLES.join('|')}>`);
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await runMigrations(database);
    const user = await findUserByEmail(database.db, email.trim());
    if (!user) {
      console.error(`No account with e-mail ${email}. Sign up first, then grant the role.`);
      return 1;
    }
    if (user.role === role) {
      console.log(`${user.email} already has role ${role}.`);
      return 0;
    }
    // Running servers hear of it as this commits and refuse the user's older tokens (ADR 0011).
    await database.db.transaction(async (tx) => {
      await updateUser(tx, user.id, { role: role as Role, bumpTokenVersion: true });
      await announceInvalidations(tx, [{ cache: 'caller', key: user.id }]);
    });
    console.log(
      `${user.email}: role ${user.role} -> ${role}. Their current sessions must log in again.`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
