/**
 * Strong authentication through any OpenID Connect provider (the reference server's sandbox
 * issuer, or a real Finnish Trust Network broker): the server is a relying party with the
 * authorization-code flow, PKCE (S256), state and nonce, using openid-client.
 */
import { createLocalJWKSet, type JSONWebKeySet, jwtVerify } from 'jose';
import * as client from 'openid-client';
import type {
  AuthenticationSecrets,
  AuthorizationRequest,
  IdentityProvider,
  StrongAuthenticationResult,
  StrongAuthenticationReturn,
} from './types';
import { htmlLangOf } from '@portal/openapi/language';

export interface OidcIdentityOptions {
  /** Issuer identifier; discovery reads `${issuer}/.well-known/openid-configuration`. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Where the provider returns the browser (the portal's `/login/verify`). */
  redirectUri: string;
  /** The ID token claim that carries the personal identity code; `sub` by default. */
  identityClaim?: string;
  /** Plain http is allowed only for a sandbox on this machine. */
  allowInsecure?: boolean;
  /** Replaces fetch (the sandbox issuer is answered in process). */
  fetch?: client.CustomFetch;
  /** Logs why a return was refused (never codes or tokens). */
  log?: (reason: string) => void;
}

export class OidcIdentityProvider implements IdentityProvider {
  private configuration: Promise<client.Configuration> | undefined;

  constructor(private readonly options: OidcIdentityOptions) {}

  private config(): Promise<client.Configuration> {
    if (!this.configuration) {
      const { options } = this;
      this.configuration = client
        .discovery(
          new URL(options.issuer),
          options.clientId,
          { redirect_uris: [options.redirectUri], response_types: ['code'] },
          client.ClientSecretPost(options.clientSecret),
          {
            ...(options.allowInsecure ? { execute: [client.allowInsecureRequests] } : {}),
            ...(options.fetch ? { [client.customFetch]: options.fetch } : {}),
          },
        )
        .then((configuration) => {
          if (options.fetch) configuration[client.customFetch] = options.fetch;
          return configuration;
        })
        .catch((error: unknown) => {
          // A failed discovery is retried on the next call.
          this.configuration = undefined;
          throw error;
        });
    }
    return this.configuration;
  }

  async authorizationUrl(request: AuthorizationRequest): Promise<string> {
    const configuration = await this.config();
    const url = client.buildAuthorizationUrl(configuration, {
      redirect_uri: this.options.redirectUri,
      scope: 'openid',
      response_type: 'code',
      state: request.state,
      nonce: request.nonce,
      code_challenge: await client.calculatePKCECodeChallenge(request.codeVerifier),
      code_challenge_method: 'S256',
      ui_locales: htmlLangOf[request.lang],
    });
    return url.href;
  }

  async completeAuthentication(
    input: StrongAuthenticationReturn,
    expected?: AuthenticationSecrets,
  ): Promise<StrongAuthenticationResult> {
    if (!input.code || input.errorDescription) return { outcome: 'cancelled' };
    if (!expected) return { outcome: 'refused' };
    const configuration = await this.config();
    const current = new URL(this.options.redirectUri);
    current.searchParams.set('code', input.code);
    current.searchParams.set('state', input.state);
    if (input.sessionState) current.searchParams.set('session_state', input.sessionState);
    // RFC 9207: the portal does not pass `iss` on; the one issuer configured is the only one.
    if (configuration.serverMetadata().authorization_response_iss_parameter_supported) {
      current.searchParams.set('iss', configuration.serverMetadata().issuer);
    }
    try {
      const tokens = await client.authorizationCodeGrant(configuration, current, {
        expectedState: expected.state,
        expectedNonce: expected.nonce,
        pkceCodeVerifier: expected.codeVerifier,
        idTokenExpected: true,
      });
      // openid-client trusts an ID token from the token endpoint by TLS alone (OIDC Core
      // 3.1.3.7); the signature is verified as well, against the provider's published keys.
      if (!tokens.id_token) return { outcome: 'refused' };
      await this.verifySignature(configuration, tokens.id_token);
      const claims = tokens.claims();
      const identity = claims?.[this.options.identityClaim ?? 'sub'];
      if (typeof identity !== 'string' || identity.length === 0) return { outcome: 'refused' };
      return { outcome: 'authenticated', identityCode: identity.toUpperCase() };
    } catch (error) {
      this.options.log?.(
        error instanceof Error ? `${error.name}: ${error.message}`.slice(0, 300) : 'unknown',
      );
      return { outcome: 'refused' };
    }
  }

  private async verifySignature(configuration: client.Configuration, idToken: string) {
    const metadata = configuration.serverMetadata();
    if (!metadata.jwks_uri) throw new Error('the provider publishes no keys');
    const doFetch = this.options.fetch ?? ((url: string) => fetch(url));
    const res = await doFetch(metadata.jwks_uri, {
      method: 'GET',
      headers: { accept: 'application/json' },
      body: undefined,
      redirect: 'manual',
    });
    if (!res.ok) throw new Error(`keys answered ${res.status}`);
    const keys = createLocalJWKSet((await res.json()) as JSONWebKeySet);
    await jwtVerify(idToken, keys, {
      issuer: metadata.issuer,
      audience: this.options.clientId,
      algorithms: ['RS256', 'PS256', 'ES256'],
    });
  }
}
