import 'reflect-metadata';
import { buildSubgraphSchema, type GraphQLResolverMap } from '@apollo/subgraph';
import { printSchemaWithDirectives } from '@graphql-tools/utils';
import { GraphQLObjectType, GraphQLSchema, parse } from 'graphql';
import { buildSchema, createResolversMap, type BuildSchemaOptions, type PubSub } from 'type-graphql';
import { signedInAuthChecker } from './authChecker.js';
import { FEDERATION_LINK } from './federationLink.js';
import { validateArgs } from './validateArgs.js';

/** `{ TypeName: { __resolveReference(ref, ctx, info) } }` for the entities a subgraph can resolve. */
export type ReferenceResolvers = Record<string, Record<string, unknown>>;

export interface SubgraphOptions {
  resolvers: BuildSchemaOptions['resolvers'];
  orphanedTypes?: BuildSchemaOptions['orphanedTypes'];
  referenceResolvers?: ReferenceResolvers;
  pubSub?: PubSub;
}

export interface BuiltSubgraph {
  /** Executable federation schema (with _entities and _service). */
  schema: GraphQLSchema;
  /** The subgraph SDL as committed in schema.graphql and composed by the gateway. */
  sdl: string;
}

/**
 * The portal's subscriptions bring their own source (`@Subscription({ subscribe })`: the assistant's
 * answer streams from izola-service); type-graphql still wants a PubSub to build any subscription,
 * and topics would need one shared by every instance (Redis). Until one is needed, none is offered.
 */
const NO_TOPICS: PubSub = {
  publish() {
    throw new Error('No PubSub: a subscription here streams from its own subscribe function');
  },
  subscribe() {
    throw new Error('No PubSub: a subscription here streams from its own subscribe function');
  },
};

async function buildTypeGraphqlSchema(options: SubgraphOptions): Promise<GraphQLSchema> {
  // The checker runs per request, long after the schema it reads the sign-in messages from is built.
  const built: { schema?: GraphQLSchema } = {};
  const schema = await buildSchema({
    resolvers: options.resolvers,
    orphanedTypes: options.orphanedTypes,
    pubSub: options.pubSub ?? NO_TOPICS,
    // A subgraph may have no Query of its own, and federation directives are unknown to graphql-js.
    skipCheck: true,
    validateFn: validateArgs,
    authChecker: signedInAuthChecker(() => built.schema!),
  });
  built.schema = schema;
  return withRootDescriptions(withoutEmptyRootTypes(schema));
}

function hasFields(type: GraphQLObjectType | null | undefined): type is GraphQLObjectType {
  return !!type && Object.keys(type.getFields()).length > 0;
}

// type-graphql always creates a Query type; a subgraph that only extends entities has an empty one,
// which is not valid SDL. Federation adds Query._entities itself.
function withoutEmptyRootTypes(schema: GraphQLSchema): GraphQLSchema {
  const config = schema.toConfig();
  const empty = new Set(
    [config.query, config.mutation, config.subscription].filter((t) => t && !hasFields(t)),
  );
  if (empty.size === 0) return schema;
  return new GraphQLSchema({
    ...config,
    query: hasFields(config.query) ? config.query : undefined,
    mutation: hasFields(config.mutation) ? config.mutation : undefined,
    subscription: hasFields(config.subscription) ? config.subscription : undefined,
    types: config.types.filter((type) => !empty.has(type as GraphQLObjectType)),
  });
}

// type-graphql gives the root types no description; partners read them first in the explorer's
// docs. Every subgraph says the same, so the composed supergraph keeps them.
const ROOT_DESCRIPTIONS: Record<string, string> = {
  Query: 'What can be read: content, listings, search, the signed-in reader and their account',
  Mutation: "What can be changed: the reader's account, cart, follows and favorites, forms and purchases",
  Subscription: 'Answers streamed over graphql-ws (the AI assistant)',
};

function withRootDescriptions(schema: GraphQLSchema): GraphQLSchema {
  const config = schema.toConfig();
  const roots = new Map<GraphQLObjectType, GraphQLObjectType>();
  for (const root of [config.query, config.mutation, config.subscription]) {
    if (root && !root.description) roots.set(root, new GraphQLObjectType({ ...root.toConfig(), description: ROOT_DESCRIPTIONS[root.name] }));
  }
  if (roots.size === 0) return schema;
  const swap = <T>(type: T): T => (roots.get(type as GraphQLObjectType) as T | undefined) ?? type;
  return new GraphQLSchema({
    ...config,
    query: config.query && swap(config.query),
    mutation: config.mutation && swap(config.mutation),
    subscription: config.subscription && swap(config.subscription),
    types: config.types.map(swap),
  });
}

function sdlOf(schema: GraphQLSchema): string {
  return `${FEDERATION_LINK}\n\n${printSchemaWithDirectives(schema).trim()}\n`;
}

function mergeResolverMaps(
  generated: Record<string, unknown>,
  references: ReferenceResolvers,
): GraphQLResolverMap<unknown> {
  const merged: Record<string, unknown> = { ...generated };
  for (const [typeName, fields] of Object.entries(references)) {
    merged[typeName] = { ...(merged[typeName] as object | undefined), ...fields };
  }
  return merged as GraphQLResolverMap<unknown>;
}

/** type-graphql classes -> federation 2 subgraph schema, plus the SDL that the gateway composes. */
export async function buildSubgraph(options: SubgraphOptions): Promise<BuiltSubgraph> {
  const typeSchema = await buildTypeGraphqlSchema(options);
  const sdl = sdlOf(typeSchema);
  const schema = buildSubgraphSchema([
    {
      typeDefs: parse(sdl),
      resolvers: mergeResolverMaps(
        createResolversMap(typeSchema) as Record<string, unknown>,
        options.referenceResolvers ?? {},
      ),
    },
  ]);
  return { schema, sdl };
}

/** The SDL text alone (for write-schema scripts and the schema-is-current tests). */
export async function emitSubgraphSdl(options: SubgraphOptions): Promise<string> {
  return sdlOf(await buildTypeGraphqlSchema(options));
}
