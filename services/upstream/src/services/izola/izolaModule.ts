// izola-service as an upstream module. Its answerer and safety classifier come from whoever builds
// the module: an Answerer, or a function of the module's context for one that needs the app's logger
// (the OpenAI-compatible one when LLM_BASE_URL is set, with the extractive one as its fallback); by
// default the embedded extractive answerer and the default classifier, offline.
import type { ModuleContext, ServiceModule } from '../../http/serviceModule.js';
import type { Answerer, SafetyClassifier } from './answerer.js';
import { AnswerRounds } from './answerRounds.js';
import { ExtractiveAnswerer } from './extractiveAnswerer.js';
import { IZOLA_SERVICE_PATH, izolaRouter } from './izolaRouter.js';
import { DefaultSafetyClassifier } from './safety.js';

export interface IzolaDependencies {
  answerer?: Answerer | ((context: ModuleContext) => Answerer);
  safety?: SafetyClassifier;
}

export function izolaModule({ answerer = new ExtractiveAnswerer(), safety = new DefaultSafetyClassifier() }: IzolaDependencies = {}): ServiceModule {
  return {
    prefix: IZOLA_SERVICE_PATH,
    router: (context) =>
      izolaRouter({
        db: context.db,
        logger: context.logger,
        answerer: typeof answerer === 'function' ? answerer(context) : answerer,
        safety,
        rounds: new AnswerRounds(context.metrics?.registry),
        flags: context.featureFlags,
      }),
  };
}
