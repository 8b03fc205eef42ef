import { OAuth2Server } from 'oauth2-mock-server';

/**
 * A local OpenID provider standing in for Google (oauth2-mock-server), and the settings that point
 * the app at it. `setClaims` chooses what the next ID token says about the person.
 */
export async function startGoogleIssuer() {
  const issuer = new OAuth2Server();
  await issuer.issuer.keys.generate('RS256');
  await issuer.start(0, '127.0.0.1');
  let nextClaims: Record<string, unknown> = {};
  issuer.service.on('beforeTokenSigning', (token) => {
    Object.assign(token.payload, nextClaims);
  });
  return {
    issuer,
    settings: {
      GOOGLE_CLIENT_ID: 'kaksha-test-client',
      GOOGLE_CLIENT_SECRET: 'kaksha-test-secret',
      GOOGLE_ISSUER: issuer.issuer.url ?? '',
    },
    setClaims(claims: Record<string, unknown>) {
      nextClaims = claims;
    },
    stop: () => issuer.stop(),
  };
}
