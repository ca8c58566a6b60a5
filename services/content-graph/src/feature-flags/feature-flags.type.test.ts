import { FEATURE_FLAG_NAMES } from '@portal/domain';
import { graphql } from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildContentSubgraph } from '../schema.js';
import { switchFieldName } from './feature-flags.type.js';

describe('FeatureFlags', () => {
  it('names each switch after its appconfig name', () => {
    expect(FEATURE_FLAG_NAMES.map(switchFieldName)).toEqual([
      'surveyModuleIntegration', 'outcomesClientViewer', 'outcomesDownloadPpt', 'reportRedesign', 'cartMfe',
      'newNavigationChanges', 'fullFigureInteractives', 'boldVisionRedesign', 'searchIdt',
    ]);
  });

  it('answers each switch from the values appconfig gave: true only when true', async () => {
    const { schema } = await buildContentSubgraph();
    const values = { release_Cart_MFE: true, release_search_idt: false, release_FD_ai_access: true };
    const source = '{ featureFlags { cartMfe searchIdt reportRedesign fd: aiAccess(product: "FD") fmi: aiAccess(product: "FMI") } }';
    const result = await graphql({ schema, source, contextValue: { appConfig: { featureFlags: async () => values } } });
    expect(result).toEqual({ data: { featureFlags: { cartMfe: true, searchIdt: false, reportRedesign: false, fd: true, fmi: false } } });
  });
});
