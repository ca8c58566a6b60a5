// The signed user context lives in @portal/domain/user-context, so that upstream (below the
// subgraphs) verifies it with the same code; graph-kit keeps its entry point for the subgraphs.
export * from '@portal/domain/user-context';
