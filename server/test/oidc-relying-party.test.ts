/**
 * The relying party against a scripted provider: ID tokens with a wrong issuer, audience,
 * nonce, signature or a missing subject are refused (docs/security.md, checklist 5).
 */
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { OidcIdentityProvider } from '../src/providers/oidc-identity';

const ISSUER = 'https://idp.example';
const CLIENT = 'portal';
const REDIRECT = 'https://portal.example/login/verify';

type Claims = Record<string, unknown>;

describe('OpenID Connect relying party', () => {
  let key: CryptoKey;
  let otherKey: CryptoKey;
  let jwk: Record<string, unknown>;
  let tokenRequests: URLSearchParams[] = [];

  beforeAll(async () => {
    ({ privateKey: key } = await generateKeyPair('RS256', { extractable: true }));
    ({ privateKey: otherKey } = await generateKeyPair('RS256'));
    const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, ...pub } = await exportJWK(key);
    jwk = { ...pub, kid: 'k1', alg: 'RS256', use: 'sig' };
  });

  function providerFor(claims: (nonce: string) => Claims, signWith?: () => CryptoKey) {
    tokenRequests = [];
    const json = (body: unknown) =>
      new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    return new OidcIdentityProvider({
      issuer: ISSUER,
      clientId: CLIENT,
      clientSecret: 'secret',
      redirectUri: REDIRECT,
      fetch: async (url, options) => {
        const path = new URL(url).pathname;
        if (path === '/.well-known/openid-configuration') {
          return json({
            issuer: ISSUER,
            authorization_endpoint: `${ISSUER}/auth`,
            token_endpoint: `${ISSUER}/token`,
            jwks_uri: `${ISSUER}/jwks`,
            response_types_supported: ['code'],
            subject_types_supported: ['public'],
            id_token_signing_alg_values_supported: ['RS256'],
          });
        }
        if (path === '/jwks') return json({ keys: [jwk] });
        if (path === '/token') {
          const form = new URLSearchParams(String(options.body));
          tokenRequests.push(form);
          const now = Math.floor(Date.now() / 1000);
          const idToken = await new SignJWT({
            iss: ISSUER,
            aud: CLIENT,
            sub: '131052-9672',
            iat: now,
            exp: now + 300,
            ...claims('nonce-1'),
          })
            .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
            .sign(signWith ? signWith() : key);
          return json({ access_token: 'at', token_type: 'Bearer', id_token: idToken });
        }
        return new Response('not found', { status: 404 });
      },
    });
  }

  const expected = { state: 'state-1', nonce: 'nonce-1', codeVerifier: 'v'.repeat(43) };
  const ret = { code: 'code-1', state: 'state-1' };

  it('accepts a correct ID token and sends the PKCE verifier', async () => {
    const rp = providerFor((nonce) => ({ nonce }));
    const url = new URL(await rp.authorizationUrl({ ...expected, lang: 'se' }));
    expect(url.searchParams.get('ui_locales')).toBe('sv');
    expect(url.searchParams.get('code_challenge')).toBeTruthy();
    expect(await rp.completeAuthentication(ret, expected)).toEqual({
      outcome: 'authenticated',
      identityCode: '131052-9672',
    });
    expect(tokenRequests[0]!.get('code_verifier')).toBe(expected.codeVerifier);
  });

  it.each([
    ['a wrong nonce', (_: string) => ({ nonce: 'other' })],
    ['no nonce', (_: string) => ({})],
    ['a wrong issuer', (nonce: string) => ({ nonce, iss: 'https://evil.example' })],
    ['a wrong audience', (nonce: string) => ({ nonce, aud: 'someone-else' })],
    ['an expired token', (nonce: string) => ({ nonce, exp: 1000, iat: 900 })],
    ['no subject', (nonce: string) => ({ nonce, sub: undefined })],
  ])('refuses an ID token with %s', async (_name, claims) => {
    const rp = providerFor(claims);
    expect(await rp.completeAuthentication(ret, expected)).toEqual({ outcome: 'refused' });
  });

  it('refuses an ID token signed with another key', async () => {
    const rp = providerFor(
      (nonce) => ({ nonce }),
      () => otherKey,
    );
    expect(await rp.completeAuthentication(ret, expected)).toEqual({ outcome: 'refused' });
  });

  it('refuses a return without kept secrets or with another state, without calling the provider', async () => {
    const rp = providerFor((nonce) => ({ nonce }));
    expect(await rp.completeAuthentication(ret)).toEqual({ outcome: 'refused' });
    expect(await rp.completeAuthentication({ ...ret, state: 'state-2' }, expected)).toEqual({
      outcome: 'refused',
    });
    expect(tokenRequests).toHaveLength(0);
  });

  it('treats a provider error as cancelled', async () => {
    const rp = providerFor((nonce) => ({ nonce }));
    expect(
      await rp.completeAuthentication(
        { state: 'state-1', errorDescription: 'cancelled' },
        expected,
      ),
    ).toEqual({ outcome: 'cancelled' });
  });
});
