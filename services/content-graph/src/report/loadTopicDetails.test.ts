import { batchByIds, createLoader, createLogger } from '@portal/graph-kit';
import type { AnalystDto } from '@portal/contracts';
import { describe, expect, it, vi } from 'vitest';
import { ANALYST_LOOKUP_FAILED, loadTopicDetails, type TopicDetailsContext } from './loadTopicDetails.js';

const analyst = (contentId: string, topics: string[]): AnalystDto => ({
  analystId: contentId.replace('BIO', ''),
  contentId,
  slug: contentId.toLowerCase(),
  firstName: 'A',
  lastName: contentId,
  fullName: `A ${contentId}`,
  title: 'Analyst',
  image: null,
  active: true,
  externallyActive: true,
  bio: '',
  topics,
});

const KNOWN = new Map([analyst('BIO10001', ['CDP', 'Loyalty']), analyst('BIO10002', ['Pricing'])].map((a) => [a.contentId, a]));

/** A context with a real DataLoader over a counted batch function. */
function contextWith(options: { redesign: boolean; fail?: boolean }) {
  const batches: string[][] = [];
  const errors: unknown[][] = [];
  const ctx: TopicDetailsContext = {
    logger: Object.assign(createLogger('topic-details-test', 'silent'), { error: (...args: unknown[]) => errors.push(args) }) as unknown as TopicDetailsContext['logger'],
    appConfig: { featureFlags: async () => ({ release_Report_Redesign: options.redesign }) },
    loaders: {
      analyst: createLoader(
        batchByIds<string, AnalystDto>(async (ids) => {
          batches.push([...ids]);
          if (options.fail) throw new Error('analyst service down');
          return ids.flatMap((id) => KNOWN.get(id) ?? []);
        }, (a) => a.contentId),
      ),
    },
  };
  return { ctx, batches, errors };
}

describe('loadTopicDetails', () => {
  it("answers each known analyst's bio id and topics, in one batch for all the lookups", async () => {
    const { ctx, batches } = contextWith({ redesign: true });
    const details = await loadTopicDetails(ctx, ['BIO10001', 'BIO10002']);
    expect(details).toEqual([
      { contentId: 'BIO10001', analystBioId: '10001', topics: ['CDP', 'Loyalty'] },
      { contentId: 'BIO10002', analystBioId: '10002', topics: ['Pricing'] },
    ]);
    expect(batches).toEqual([['BIO10001', 'BIO10002']]);
  });

  it('leaves out an analyst the service does not know', async () => {
    const { ctx } = contextWith({ redesign: true });
    expect((await loadTopicDetails(ctx, ['BIO10001', 'BIO19999'])).map((d) => d.contentId)).toEqual(['BIO10001']);
  });

  it('asks nothing while release_Report_Redesign is off', async () => {
    const { ctx, batches } = contextWith({ redesign: false });
    expect(await loadTopicDetails(ctx, ['BIO10001'])).toEqual([]);
    expect(batches).toEqual([]);
  });

  it("logs a failed lookup with the spec's message and answers without it", async () => {
    const { ctx, errors } = contextWith({ redesign: true, fail: true });
    expect(await loadTopicDetails(ctx, ['BIO10001', 'BIO10002'])).toEqual([]);
    expect(errors).toHaveLength(2);
    expect(errors[0]![1]).toBe(ANALYST_LOOKUP_FAILED);
    expect(ANALYST_LOOKUP_FAILED).toBe('Error fetching content IDs:');
  });

  it('asks for no flags when there is nobody to look up', async () => {
    const { ctx } = contextWith({ redesign: true });
    const flags = vi.spyOn(ctx.appConfig, 'featureFlags');
    expect(await loadTopicDetails(ctx, [])).toEqual([]);
    expect(flags).not.toHaveBeenCalled();
  });
});
