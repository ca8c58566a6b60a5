// A partner's access token from the client credentials grant (README, "Partners"), taken from the
// built-in provider's token endpoint through the gateway, as a partner integration would.
import { expect } from 'vitest';

export async function partnerToken(gatewayUrl: string, client: { id: string; secret: string }): Promise<string> {
  const response = await fetch(`${gatewayUrl}/oidc/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${client.id}:${client.secret}`).toString('base64')}`,
    },
    body: new URLSearchParams({ grant_type: 'client_credentials', scope: 'portal:api' }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}
