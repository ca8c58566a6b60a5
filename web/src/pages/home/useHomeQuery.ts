// A home page's data from its loader's preloaded query, whatever sections arrived: a failed
// section is only reported to the console (spec 2 §8), and only a page with nothing is an error.
import { useEffect } from 'react';
import type { DataState, OperationVariables } from '@apollo/client';
import { useReadQuery, type QueryRef } from '@apollo/client/react';
import { reportError } from '../../app/reportError';

export function useHomeQuery<TData, TVariables extends OperationVariables, Key extends keyof TData>(
  queryRef: QueryRef<TData, TVariables, DataState<TData>['dataState']>,
  field: Key,
): NonNullable<TData[Key]> {
  const { data, error } = useReadQuery(queryRef);
  useEffect(() => {
    if (error) reportError(error, 'home');
  }, [error]);
  const page = (data as TData | undefined)?.[field];
  if (!page) throw error ?? new Error('The home page could not be loaded');
  return page as NonNullable<TData[Key]>;
}
