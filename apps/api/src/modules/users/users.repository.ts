import { eq, sql } from 'drizzle-orm';
import type { Role } from '@kaksha/shared';
import type { Executor } from '../../infra/database/database';
import { oauthIdentities, users, type UserRow } from './users.table';

export async function findUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return row;
}

/** Inserts a user; answers undefined when the e-mail is taken (the unique index decides, not a prior read). */
export async function insertUser(
  db: Executor,
  values: {
    email: string;
    name: string;
    passwordHash: string | null;
    role?: Role;
    isEmailVerified?: boolean;
  },
): Promise<UserRow | undefined> {
  const [row] = await db
    .insert(users)
    .values({ ...values, role: values.role ?? 'USER' })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function updateUser(
  db: Executor,
  id: string,
  values: Partial<
    Pick<
      UserRow,
      | 'name'
      | 'mobileNumber'
      | 'collegeName'
      | 'stream'
      | 'passwordHash'
      | 'role'
      | 'isEmailVerified'
    >
  > & {
    bumpTokenVersion?: boolean;
  },
): Promise<UserRow | undefined> {
  const { bumpTokenVersion, ...fields } = values;
  const [row] = await db
    .update(users)
    .set({
      ...fields,
      updatedAt: sql`now()`,
      ...(bumpTokenVersion ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
    })
    .where(eq(users.id, id))
    .returning();
  return row;
}

export async function findUserByIdentity(
  db: Executor,
  issuer: string,
  subject: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(oauthIdentities)
    .innerJoin(users, eq(users.id, oauthIdentities.userId))
    .where(sql`${oauthIdentities.issuer} = ${issuer} and ${oauthIdentities.subject} = ${subject}`)
    .limit(1);
  return row?.user;
}

/** Drops every sign-in identity of the user (a takeover by the address's owner, an erasure). */
export async function dropIdentities(db: Executor, userId: string): Promise<void> {
  await db.delete(oauthIdentities).where(eq(oauthIdentities.userId, userId));
}

export async function linkIdentity(
  db: Executor,
  values: { userId: string; issuer: string; subject: string; email: string | null },
): Promise<void> {
  await db.insert(oauthIdentities).values(values).onConflictDoNothing();
}
