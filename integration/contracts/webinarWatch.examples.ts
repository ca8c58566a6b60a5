import { webinarWatchContracts } from '@portal/contracts';
import { example, type ExampleContext } from './example.js';

// Bea (FD) reads the files; services/upstream's demoUsers.ts names her integration/webinar-watch.test.ts's
// reader, which counts downloads relative to what it finds, so this example's download does not disturb it.
const BEA = 'usr-client-0163';
// Pip keeps his place in a recording (demoUsers.ts); the contracts run on their own database.
const PIP = 'usr-client-0222';

/** An ended webinar (the files and the recording exist only once it has been recorded). */
async function ended(context: ExampleContext): Promise<string> {
  const { content } = (await context.getJson('/webinar-service/api/v1/webinar/listing?type=ondemand&size=1')) as { content: { id: string }[] };
  return content[0]!.id;
}

export const webinarWatchExamples = [
  example(webinarWatchContracts.access, async (context) => ({ input: { query: { ids: await ended(context) } }, headers: await context.signedAs(BEA) })),
  example(webinarWatchContracts.assets, async (context) => ({ input: { params: { id: await ended(context) } } })),
  example(webinarWatchContracts.assetFile, async (context) => ({ input: { params: { id: await ended(context), assetId: 'agenda' } }, headers: await context.signedAs(BEA) })),
  example(webinarWatchContracts.recording, async (context) => ({ input: { params: { id: await ended(context) } }, headers: await context.signedAs(BEA) })),
  example(webinarWatchContracts.captions, async (context) => ({ input: { params: { id: await ended(context) } }, headers: await context.signedAs(BEA) })),
  example(webinarWatchContracts.recordingProgress, async (context) => ({ input: { params: { id: await ended(context) } }, headers: await context.signedAs(PIP) })),
  example(webinarWatchContracts.saveRecordingProgress, async (context) => ({
    input: { params: { id: await ended(context) }, body: { positionSeconds: 2, milestone: 25 as const, playStarted: true } },
    headers: await context.signedAs(PIP),
  })),
];
