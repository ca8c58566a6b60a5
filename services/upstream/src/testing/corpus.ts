// The small corpus the tests seed: the default seed (so the corpus fixtures exist) and 60 reports.
import type { CorpusConfig } from '@portal/corpus';

export const TEST_CORPUS: CorpusConfig = { seed: 42, size: 60 };
