// The data reports (Data Snapshots) of the corpus the integration stack seeds, for the survey
// dashboard's tests and contract example.
import { DEFAULT_SEED, report, type CorpusReport } from '@portal/corpus';
import { CORPUS_SIZE } from './global-setup.js';

/** The first data report of the seeded corpus with this access. */
export function firstDataReport(access: CorpusReport['access']): CorpusReport {
  const config = { seed: DEFAULT_SEED, size: Number(CORPUS_SIZE) };
  for (let index = 0; index < config.size; index++) {
    const candidate = report(config, index);
    if (candidate.isDataReport && candidate.access === access) return candidate;
  }
  throw new Error(`no ${access} data report in the seeded corpus`);
}
