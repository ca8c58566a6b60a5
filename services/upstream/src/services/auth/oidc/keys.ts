// The provider's signing key and cookie keys: from the environment when given (OIDC_JWKS,
// OIDC_COOKIE_KEYS), otherwise generated once and kept in auth_secrets, so every instance and
// every restart signs and reads the same way without configuration.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { JWK } from 'oidc-provider';
import type { Database } from '../../../db/client.js';
import { authSecrets } from '../db/schema.js';

async function loadOrCreate<T>(db: Database, name: string, create: () => T): Promise<T> {
  const [existing] = await db.select().from(authSecrets).where(eq(authSecrets.name, name)).limit(1);
  if (existing) return existing.value as T;
  // Two instances starting together: the first insert wins and both read it back.
  await db.insert(authSecrets).values({ name, value: create() }).onConflictDoNothing();
  const [stored] = await db.select().from(authSecrets).where(eq(authSecrets.name, name)).limit(1);
  return stored.value as T;
}

function newSigningKey(): JWK {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' }) as JWK;
  return { ...jwk, kid: randomBytes(8).toString('hex'), use: 'sig', alg: 'RS256' };
}

export async function signingKeys(db: Database, env: NodeJS.ProcessEnv): Promise<JWK[]> {
  if (env.OIDC_JWKS) return (JSON.parse(env.OIDC_JWKS) as { keys: JWK[] }).keys;
  return [await loadOrCreate(db, 'oidc-signing-key', newSigningKey)];
}

export async function cookieKeys(db: Database, env: NodeJS.ProcessEnv): Promise<string[]> {
  if (env.OIDC_COOKIE_KEYS) return env.OIDC_COOKIE_KEYS.split(',').filter(Boolean);
  return loadOrCreate(db, 'oidc-cookie-keys', () => [randomBytes(32).toString('base64url')]);
}
