// class-validator's MaxLength counts UTF-16 code units; the provider's forms are bounded in UTF-8
// bytes (packages/domain byteLimits.ts). This is the same rule as a decorator for input types, with
// the domain's count and message, so GraphQL refuses what the form and upstream refuse.
import { ValidateBy, type ValidationOptions } from 'class-validator';
import { tooManyBytesMessage, utf8ByteLength } from '@portal/domain';

export function MaxBytes(limit: number, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'maxBytes',
      constraints: [limit],
      validator: {
        validate: (value: unknown) => value === undefined || value === null || (typeof value === 'string' && utf8ByteLength(value) <= limit),
        defaultMessage: () => tooManyBytesMessage(limit),
      },
    },
    options,
  );
}
