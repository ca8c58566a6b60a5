// izola-service as an upstream module. Its answerer and safety classifier come from whoever builds
// the module (`izolaModule({ answerer })`, the OpenAI-compatible one when LLM_BASE_URL is set); by
// default the embedded extractive answerer and the default classifier, offline.
import type { ServiceModule } from '../../http/serviceModule.js';
import type { Answerer, SafetyClassifier } from './answerer.js';
import { AnswerRounds } from './answerRounds.js';
import { ExtractiveAnswerer } from './extractiveAnswerer.js';
import { IZOLA_SERVICE_PATH, izolaRouter } from './izolaRouter.js';
import { DefaultSafetyClassifier } from './safety.js';

export interface IzolaDependencies {
  answerer?: Answerer;
  safety?: SafetyClassifier;
}

export function izolaModule({ answerer = new ExtractiveAnswerer(), safety = new DefaultSafetyClassifier() }: IzolaDependencies = {}): ServiceModule {
  return {
    prefix: IZOLA_SERVICE_PATH,
    router: ({ db, logger, metrics }) => izolaRouter({ db, logger, answerer, safety, rounds: new AnswerRounds(metrics?.registry) }),
  };
}
