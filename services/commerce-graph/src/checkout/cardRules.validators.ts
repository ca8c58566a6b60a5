// class-validator decorators over packages/domain's card-rules table, so the graph refuses a card
// with the same rule and message as the form and upstream.
import { cardNumberProblem, expiryProblem, securityCodeProblem } from '@portal/domain';
import { registerDecorator, type ValidationArguments } from 'class-validator';

function fromRule(name: string, problem: (value: string, args: ValidationArguments) => string | undefined) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name,
      target: target.constructor,
      propertyName,
      validator: {
        validate: (value: unknown, args) => typeof value === 'string' && problem(value, args!) === undefined,
        defaultMessage: (args) => (typeof args?.value === 'string' ? problem(args.value, args) : undefined) ?? 'Invalid value',
      },
    });
}

export const IsCardNumber = () => fromRule('isCardNumber', (value) => cardNumberProblem(value));
export const IsCardExpiry = () => fromRule('isCardExpiry', (value) => expiryProblem(value));
/** The security code's length follows the brand of the input's cardNumber (4 for American Express). */
export const IsSecurityCode = () => fromRule('isSecurityCode', (value, args) => securityCodeProblem(value, String((args.object as { cardNumber?: unknown }).cardNumber ?? '')));
