import { describe, expect, it } from 'vitest';
import { httpErrorOf } from './ownGraphql.js';

describe('httpErrorOf', () => {
  it("keeps a subgraph error's status, name and message", () => {
    expect(httpErrorOf({ message: 'This sign-in link has expired or has already been used.', extensions: { status: 401, error: 'Unauthorized' } }, 'down')).toEqual({
      status: 401,
      body: { status: 401, error: 'Unauthorized', message: 'This sign-in link has expired or has already been used.' },
    });
    expect(httpErrorOf({ message: 'A valid e-mail address is required', extensions: { code: 'BAD_USER_INPUT', status: 400, error: 'Bad Request' } }, 'down').status).toBe(400);
  });

  it('answers 502 with its own message when the error has no usable status (a subgraph down), or there is none', () => {
    const unreachable = { status: 502, body: { status: 502, error: 'Bad Gateway', message: 'down' } };
    expect(httpErrorOf({ message: 'connect ECONNREFUSED 127.0.0.1:4004' }, 'down')).toEqual(unreachable);
    expect(httpErrorOf({ message: 'x', extensions: { status: '401' } }, 'down')).toEqual(unreachable);
    expect(httpErrorOf(undefined, 'down')).toEqual(unreachable);
  });
});
