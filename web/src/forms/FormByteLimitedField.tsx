// A text field bounded in UTF-8 bytes (packages/domain byteLimits.ts): the provider's forms count
// bytes, so 'é' uses two of them and an emoji four. It shows what is left as the reader types
// ('37 bytes left', or how far over), announced politely to screen readers, and the rule's
// message once the form is checked. No maxLength: the browser would count characters.
import { useId } from 'react';
import { useWatch, type FieldPath, type FieldValues } from 'react-hook-form';
import { bytesLeftText, utf8ByteLength } from '@portal/domain';
import { FormTextField } from './FormTextField';

type FormTextFieldProps<T extends FieldValues, N extends FieldPath<T>> = Parameters<typeof FormTextField<T, N>>[0];

export function FormByteLimitedField<T extends FieldValues, N extends FieldPath<T>>({
  byteLimit,
  ...props
}: Omit<FormTextFieldProps<T, N>, 'hint'> & { byteLimit: number }) {
  const value = useWatch({ control: props.control, name: props.name }) as unknown;
  const text = typeof value === 'string' ? value : '';
  const counterId = useId();
  const over = utf8ByteLength(text) > byteLimit;
  return (
    <FormTextField
      {...props}
      hint={
        <span id={counterId} aria-live="polite" data-over-limit={over || undefined}>
          {bytesLeftText(text, byteLimit)}
        </span>
      }
    />
  );
}
