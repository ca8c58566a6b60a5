import { mergeConfig } from 'vitest/config';
import shared from '../../vitest.shared.ts';

// Test files are outside tsconfig's include (they are not built), so Vite does not read the
// decorator flags for them from tsconfig: type-graphql classes declared in tests need them here.
export default mergeConfig(shared, {
  oxc: { decorator: { legacy: true, emitDecoratorMetadata: true } },
});
