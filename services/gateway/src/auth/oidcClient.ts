// The gateway as an OpenID relying party (openid-client): authorization code with PKCE, a
// confidential client. Discovery happens on first use and is retried after a failure, so the
// gateway starts even while the issuer is down. The ID token's signature is checked with jose
// against the issuer's JWKS on top of openid-client's claim checks.
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import * as client from 'openid-client';
import { partnerFromAccessToken, type Partner } from './accessToken.js';
import type { AuthConfig } from './authConfig.js';
import { CALLBACK_PATH } from './authCookies.js';
import type { PendingLogin } from './sessionStore.js';

export const SCOPE = 'openid email profile';
export const POST_LOGOUT_PATH = '/myhome';

export interface LoginStart {
  url: URL;
  pending: PendingLogin;
}

export interface LoginResult {
  claims: JWTPayload;
  idToken: string;
}

export class OidcRelyingParty {
  private configuration: Promise<client.Configuration> | undefined;
  private jwks: ReturnType<typeof createRemoteJWKSet> | undefined;

  constructor(private readonly config: AuthConfig) {}

  get redirectUri(): string {
    return `${this.config.publicOrigin}${CALLBACK_PATH}`;
  }

  private discover(): Promise<client.Configuration> {
    this.configuration ??= client
      .discovery(
        new URL(this.config.issuer),
        this.config.clientId,
        undefined,
        client.ClientSecretBasic(this.config.clientSecret),
        // The built-in provider of a local run speaks plain http; a real issuer never should.
        new URL(this.config.issuer).protocol === 'http:' ? { execute: [client.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        this.configuration = undefined;
        throw error;
      });
    return this.configuration;
  }

  async startLogin(returnTo: string, extra: Record<string, string> = {}): Promise<LoginStart> {
    const configuration = await this.discover();
    const codeVerifier = client.randomPKCECodeVerifier();
    const pending: PendingLogin = { state: client.randomState(), nonce: client.randomNonce(), codeVerifier, returnTo };
    const url = client.buildAuthorizationUrl(configuration, {
      ...extra,
      redirect_uri: this.redirectUri,
      scope: SCOPE,
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state: pending.state,
      nonce: pending.nonce,
    });
    return { url, pending };
  }

  /** Exchanges the code the provider sent to `callbackUrl`; throws unless every check passes. */
  async finishLogin(callbackUrl: URL, pending: PendingLogin): Promise<LoginResult> {
    const configuration = await this.discover();
    const tokens = await client.authorizationCodeGrant(configuration, callbackUrl, {
      pkceCodeVerifier: pending.codeVerifier,
      expectedState: pending.state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    });
    const idToken = tokens.id_token!;
    const metadata = configuration.serverMetadata();
    const { payload } = await jwtVerify(idToken, this.keys(configuration), { issuer: metadata.issuer, audience: this.config.clientId });
    if (payload.nonce !== pending.nonce) throw new Error('ID token nonce mismatch');
    return { claims: payload, idToken };
  }

  /** The partner behind a bearer access token, or null when it does not verify. */
  async partnerOf(accessToken: string): Promise<Partner | null> {
    const configuration = await this.discover();
    return partnerFromAccessToken(accessToken, {
      keys: this.keys(configuration),
      issuer: configuration.serverMetadata().issuer,
      audience: this.config.apiAudience,
    });
  }

  // The issuer's signing keys, fetched when first needed and again when a token names a new one.
  private keys(configuration: client.Configuration): ReturnType<typeof createRemoteJWKSet> {
    this.jwks ??= createRemoteJWKSet(new URL(configuration.serverMetadata().jwks_uri!));
    return this.jwks;
  }

  async endSessionUrl(idToken: string | undefined): Promise<URL> {
    const configuration = await this.discover();
    return client.buildEndSessionUrl(configuration, {
      client_id: this.config.clientId,
      post_logout_redirect_uri: `${this.config.publicOrigin}${POST_LOGOUT_PATH}`,
      ...(idToken ? { id_token_hint: idToken } : {}),
    });
  }
}
