import * as oidc from 'openid-client';
import type { Config } from '../../core/config';
import type { Executor } from '../../infra/database/database';
import { AppError } from '../../core/app-error';
import type { InvalidationBus } from '../../infra/invalidation/invalidation-bus';
import {
  dropIdentities,
  findUserByEmail,
  findUserByIdentity,
  insertUser,
  linkIdentity,
  updateUser,
} from '../users';
import type { UserRow } from '../users';
import { googleTakeoverMail, type BackgroundMail } from './account-mail';
import type { RefreshTokenStore } from './refresh-tokens';

export type OidcTransaction = { verifier: string; state: string; nonce: string };

/**
 * Sign-in with Google (or any OpenID provider at GOOGLE_ISSUER): authorization code with PKCE,
 * state and nonce. Accounts are found by (issuer, subject); an existing e-mail account is linked
 * only when the provider vouches for the e-mail. An account whose address was never verified may
 * have been registered by anyone (a pre-hijack): Google, which vouches for the address, is taken
 * as its owner, and whatever the squatter set up (password, sessions, identities) is ended.
 */
export function createGoogleSignIn(deps: {
  config: Config;
  db: Executor;
  bus: InvalidationBus;
  refreshTokens: RefreshTokenStore;
  mail: BackgroundMail;
}) {
  const { config, db, bus, refreshTokens, mail } = deps;
  const clientId = config.GOOGLE_CLIENT_ID;
  const redirectUri = `${config.publicUrl}${config.API_BASE_PATH}/oauth2/callback/google`;
  let discovered: Promise<oidc.Configuration> | undefined;

  function configuration(): Promise<oidc.Configuration> {
    if (!clientId)
      throw new AppError(
        'GOOGLE_DISABLED',
        404,
        'Sign-in with Google is not enabled on this site.',
      );
    const isInsecureIssuer = new URL(config.GOOGLE_ISSUER).protocol === 'http:';
    discovered ??= oidc
      .discovery(new URL(config.GOOGLE_ISSUER), clientId, config.GOOGLE_CLIENT_SECRET, undefined, {
        execute: isInsecureIssuer && !config.isProduction ? [oidc.allowInsecureRequests] : [],
      })
      .catch((error) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  }

  /**
   * Makes the address's owner (vouched for by the provider) the owner of an unverified account:
   * the password cleared, other identities dropped, older access tokens outdated on every instance,
   * every refresh family revoked, the address verified, and this identity linked.
   */
  async function takeOver(
    user: UserRow,
    identity: { issuer: string; subject: string; email: string },
  ): Promise<UserRow> {
    const owned = await bus.transaction(db, [{ cache: 'caller', key: user.id }], async (tx) => {
      await dropIdentities(tx, user.id);
      const saved = await updateUser(tx, user.id, {
        passwordHash: null,
        isEmailVerified: true,
        bumpTokenVersion: true,
      });
      await linkIdentity(tx, { userId: user.id, ...identity });
      return saved ?? user;
    });
    await refreshTokens.revokeAllForUser(user.id);
    return owned;
  }

  return {
    isEnabled: Boolean(clientId),

    async startAuthorization(): Promise<{ url: string; transaction: OidcTransaction }> {
      const server = await configuration();
      const transaction = {
        verifier: oidc.randomPKCECodeVerifier(),
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
      };
      const url = oidc.buildAuthorizationUrl(server, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(transaction.verifier),
        code_challenge_method: 'S256',
        state: transaction.state,
        nonce: transaction.nonce,
      });
      return { url: url.href, transaction };
    },

    async finishAuthorization(callbackUrl: URL, transaction: OidcTransaction): Promise<UserRow> {
      const server = await configuration();
      const tokens = await oidc.authorizationCodeGrant(server, callbackUrl, {
        pkceCodeVerifier: transaction.verifier,
        expectedState: transaction.state,
        expectedNonce: transaction.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims)
        throw new AppError('OIDC_NO_ID_TOKEN', 400, 'The sign-in provider sent no identity.');
      const issuer = claims.iss;
      const subject = claims.sub;
      const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : null;
      const isEmailVerified = claims.email_verified === true;
      const name = typeof claims.name === 'string' ? claims.name : '';

      const known = await findUserByIdentity(db, issuer, subject);
      if (known) {
        // The provider vouches for the account's own address: it is verified from now on.
        if (isEmailVerified && email === known.email.toLowerCase() && !known.isEmailVerified)
          return (await updateUser(db, known.id, { isEmailVerified: true })) ?? known;
        return known;
      }
      if (!email)
        throw new AppError(
          'OIDC_NO_EMAIL',
          400,
          'The sign-in provider did not share an e-mail address.',
        );

      const existing = await findUserByEmail(db, email);
      if (existing) {
        if (!isEmailVerified) {
          throw new AppError(
            'OIDC_EMAIL_UNVERIFIED',
            409,
            'An account with this email exists. Log in with your password.',
          );
        }
        if (existing.isEmailVerified) {
          await linkIdentity(db, { userId: existing.id, issuer, subject, email });
          return existing;
        }
        const owned = await takeOver(existing, { issuer, subject, email });
        mail.later(async () => googleTakeoverMail(owned));
        return owned;
      }
      const created = await insertUser(db, {
        email,
        name,
        passwordHash: null,
        role: 'USER',
        isEmailVerified,
      });
      const user = created ?? (await findUserByEmail(db, email));
      if (!user)
        throw new AppError(
          'OIDC_ACCOUNT_FAILED',
          409,
          'Could not create your account. Please try again.',
        );
      await linkIdentity(db, { userId: user.id, issuer, subject, email });
      return user;
    },
  };
}
export type GoogleSignIn = ReturnType<typeof createGoogleSignIn>;
