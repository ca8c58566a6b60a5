import type { SavableRef } from './savable.types.js';

// account-graph holds nothing about this content beyond its id; isSaved is resolved per field.
const reference = { __resolveReference: (ref: { id: string }): SavableRef => ({ id: ref.id }) };

export const savableReferences = { Report: reference, Webinar: reference, Figure: reference, ContentItem: reference };
