// Server-side sessions and pending logins in the graph-kit cache (Redis, or an in-memory LRU).
// The browser only ever holds a random id; tokens stay here. A Redis outage reads as "logged
// out", never as an error page.
import { randomBytes } from 'node:crypto';
import type { PortalCache } from '@portal/graph-kit/cache';
import type { PortalUser } from '@portal/graph-kit/user-context';

// Spec 1 §9: the login cookie lasts 2592000 s (30 days); the session behind it as long.
export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;
// Long enough to type a password, short enough that a stale half-login does not linger.
export const PENDING_LOGIN_TTL_SECONDS = 10 * 60;

export interface Session {
  user: PortalUser;
  /** Sent back to the provider as id_token_hint when logging out. */
  idToken: string;
  /** How the session was opened: the code flow (default) or an e-mailed passwordless link. */
  method?: 'oidc' | 'passwordless';
  createdAt: number;
}

export interface PendingLogin {
  state: string;
  nonce: string;
  codeVerifier: string;
  returnTo: string;
}

// 32 random bytes, base64url: what newId makes; anything else is not looked up at all.
const ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function newId(): string {
  return randomBytes(32).toString('base64url');
}

export class SessionStore {
  constructor(private readonly cache: PortalCache['cache']) {}

  async create(session: Session): Promise<string> {
    const id = newId();
    await this.cache.set(`session:${id}`, JSON.stringify(session), { ttl: SESSION_TTL_SECONDS });
    return id;
  }

  async get(id: string | undefined): Promise<Session | undefined> {
    if (!id || !ID_PATTERN.test(id)) return undefined;
    const stored = await this.cache.get(`session:${id}`);
    return stored ? (JSON.parse(stored) as Session) : undefined;
  }

  async destroy(id: string | undefined): Promise<void> {
    if (id && ID_PATTERN.test(id)) await this.cache.delete(`session:${id}`);
  }

  async savePending(pending: PendingLogin): Promise<string> {
    const id = newId();
    await this.cache.set(`login:${id}`, JSON.stringify(pending), { ttl: PENDING_LOGIN_TTL_SECONDS });
    return id;
  }

  /** The pending login, which can be used once only. */
  async takePending(id: string | undefined): Promise<PendingLogin | undefined> {
    if (!id || !ID_PATTERN.test(id)) return undefined;
    const stored = await this.cache.get(`login:${id}`);
    if (!stored) return undefined;
    await this.cache.delete(`login:${id}`);
    return JSON.parse(stored) as PendingLogin;
  }
}
