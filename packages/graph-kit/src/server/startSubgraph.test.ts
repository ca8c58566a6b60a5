import { createClient } from 'graphql-ws';
import { Matches } from 'class-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { Args, ArgsType, Ctx, Directive, Field, ID, ObjectType, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../context/requestContext.js';
import { signUserContext } from '../context/userContext.js';
import { buildSubgraph, emitSubgraphSdl, type SubgraphOptions } from '../schema/buildSubgraph.js';
import { pino } from 'pino';
import { requestIdMixin } from '../observability/requestScope.js';
import { OPERATION_LABEL_HEADER } from '../observability/operationMetrics.js';
import { startSubgraph, type RunningSubgraph } from './startSubgraph.js';

@Directive('@key(fields: "id")')
@ObjectType()
class Widget {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;
}

@ArgsType()
class WidgetArgs {
  @Field(() => ID)
  @Matches(/^W\d+$/, { message: 'Invalid widget id' })
  id!: string;
}

@ObjectType()
class Whoami {
  @Field(() => String, { nullable: true })
  userId!: string | null;

  @Field(() => String, { nullable: true })
  visitorId!: string | null;

  @Field(() => String)
  requestId!: string;
}

// What the process logs, line by line, with the mixin every portal logger has.
const logLines: Record<string, unknown>[] = [];
const processLogger = pino({ level: 'info', mixin: requestIdMixin }, { write: (line: string) => void logLines.push(JSON.parse(line) as Record<string, unknown>) });

@Resolver()
class WidgetResolver {
  @Query(() => Widget)
  widget(@Args() { id }: WidgetArgs): Widget {
    return { id, name: `widget ${id}` };
  }

  /** Logs through a logger no request handed it: the request scope alone gives the line its reqId. */
  @Query(() => Boolean)
  noted(): boolean {
    processLogger.info('noted');
    return true;
  }

  @Query(() => Whoami)
  whoami(@Ctx() ctx: RequestContext): Whoami {
    return { userId: ctx.user?.id ?? null, visitorId: ctx.unregisteredUserId, requestId: ctx.requestId };
  }
}

const options: SubgraphOptions = {
  resolvers: [WidgetResolver],
  referenceResolvers: {
    Widget: { __resolveReference: (ref: { id: string }) => ({ id: ref.id, name: `referenced ${ref.id}` }) },
  },
};
const secret = 'subgraph-test-secret-0123456789-abcdef';

let running: RunningSubgraph;

beforeAll(async () => {
  const { schema } = await buildSubgraph(options);
  running = await startSubgraph({
    name: 'test-subgraph',
    schema,
    port: 0,
    logger: processLogger,
    userContextSecret: secret,
    contextFactory: (base) => base,
    handleSignals: false,
  });
});

afterAll(async () => {
  await running.stop();
});

async function post(query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const response = await fetch(`${running.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { data?: Record<string, any>; errors?: Array<{ message: string; extensions: Record<string, unknown> }> };
}

describe('emitSubgraphSdl', () => {
  it('starts with the federation 2 link and keeps @key', async () => {
    const sdl = await emitSubgraphSdl(options);
    expect(sdl.startsWith('extend schema\n  @link(\n    url: "https://specs.apollo.dev/federation/v2.3"')).toBe(true);
    expect(sdl).toContain('type Widget @key(fields: "id")');
    expect(sdl).toContain('widget(id: ID!): Widget!');
  });
});

describe('startSubgraph', () => {
  it('answers /healthz', async () => {
    const response = await fetch(`${running.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });

  it('serves queries over HTTP', async () => {
    const result = await post('query($id: ID!) { widget(id: $id) { id name } }', { id: 'W7' });
    expect(result).toEqual({ data: { widget: { id: 'W7', name: 'widget W7' } } });
  });

  it("rejects invalid args with the rule's message as BAD_USER_INPUT 400", async () => {
    const result = await post('{ widget(id: "nope") { id } }');
    expect(result.errors?.[0].message).toBe('Invalid widget id');
    expect(result.errors?.[0].extensions).toEqual({ code: 'BAD_USER_INPUT', status: 400, error: 'Bad Request' });
  });

  it('resolves entity references (federation _entities)', async () => {
    const result = await post('query($r: [_Any!]!) { _entities(representations: $r) { ... on Widget { id name } } }', {
      r: [{ __typename: 'Widget', id: 'W1' }],
    });
    expect(result.data?._entities).toEqual([{ id: 'W1', name: 'referenced W1' }]);
  });

  it('builds the request context from the gateway headers', async () => {
    const token = await signUserContext({ id: 'user-9' }, secret);
    const visitor = '0f8fad5b-d9cb-469f-a165-70867728950e';
    const result = await post('{ whoami { userId visitorId requestId } }', {}, {
      'x-portal-user': token,
      'x-unregistered-user-id': visitor,
      'x-request-id': 'req-abc',
    });
    expect(result.data?.whoami).toEqual({ userId: 'user-9', visitorId: visitor, requestId: 'req-abc' });
  });

  it('replaces an x-request-id that is not a plain token with a uuid (log injection)', async () => {
    const result = await post('{ whoami { requestId } }', {}, { 'x-request-id': 'a" "level":60 <script>' });
    expect(result.data?.whoami.requestId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });

  it('writes the request id into every log line of the request', async () => {
    await post('{ noted }', {}, { 'x-request-id': 'req-logged-1' });
    expect(logLines.filter((line) => line.msg === 'noted')).toEqual([expect.objectContaining({ reqId: 'req-logged-1' })]);
  });

  it("serves Prometheus metrics: request latency by route, operations by the gateway's label and outcome", async () => {
    await post('query WidgetPage { widget(id: "W5") { id } }', {}, { [OPERATION_LABEL_HEADER]: 'WidgetPage' });
    const response = await fetch(`${running.url}/metrics`);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toMatch(/portal_http_request_duration_seconds_count\{method="POST",route="\/graphql",status="200"\} \d+/);
    expect(text).toMatch(/portal_graphql_operation_duration_seconds_count\{operation="WidgetPage",outcome="ok"\} 1/);
  });

  it('never makes a label of the operation name a caller wrote: without a usable gateway label, one value for all', async () => {
    const count = (metrics: string) => Number(/portal_graphql_operation_duration_seconds_count\{operation="unlabelled",outcome="ok"\} (\d+)/.exec(metrics)?.[1] ?? 0);
    const before = await (await fetch(`${running.url}/metrics`)).text();
    await post('query PartnerChosenName1 { widget(id: "W5") { id } }');
    await post('query PartnerChosenName2 { widget(id: "W5") { id } }', {}, { [OPERATION_LABEL_HEADER]: 'not a "label"' });
    const text = await (await fetch(`${running.url}/metrics`)).text();
    expect(text).not.toContain('PartnerChosenName');
    expect(text).not.toContain('not a');
    expect(count(text) - count(before)).toBe(2);
  });

  it('answers a malformed body with JSON and no stack trace or file path', async () => {
    const response = await fetch(`${running.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query": bad' });
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ status: 400, error: 'Bad Request', message: 'The request body is not valid JSON' });
    expect(text).not.toMatch(/node_modules|\.js:\d+|\bat /);
  });

  it('serves operations over graphql-ws on the same path', async () => {
    const client = createClient({ url: `${running.url.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, retryAttempts: 0 });
    try {
      const iterator = client.iterate({ query: '{ widget(id: "W3") { name } }' });
      const first = await iterator.next();
      expect(first.value).toEqual({ data: { widget: { name: 'widget W3' } } });
    } finally {
      await client.dispose();
    }
  });
});
