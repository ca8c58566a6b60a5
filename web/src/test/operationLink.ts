// A terminating link for tests that answers each operation by its name: a result, or an Observable
// the test drives (a subscription's events, one at a time). Every operation is recorded; an
// operation without an answer fails the way a network error would.
import { ApolloLink } from '@apollo/client';
import { Observable, of, throwError } from 'rxjs';

type Answer = ApolloLink.Result | Observable<ApolloLink.Result>;
export type OperationAnswers = Record<string, (variables: Record<string, unknown>) => Answer>;

export interface RecordedOperation {
  operationName: string;
  variables: Record<string, unknown>;
}

export function operationLink(answers: OperationAnswers): { link: ApolloLink; operations: RecordedOperation[] } {
  const operations: RecordedOperation[] = [];
  const link = new ApolloLink((operation) => {
    const operationName = operation.operationName ?? '';
    operations.push({ operationName, variables: operation.variables });
    const answer = answers[operationName];
    if (!answer) return throwError(() => new Error(`No answer for ${operationName}`));
    const result = answer(operation.variables);
    return result instanceof Observable ? result : of(result);
  });
  return { link, operations };
}
