// The checkout form (spec 2 §3, §5): billing fields, the card with the spec's labels, its brand
// shown as the number is typed, the expiry's automatic '/', the security code's length by brand,
// and the captcha. The rules are packages/domain's (checkoutFormSchema); once an error shows it is
// recomputed on every change. Submitting starts the transaction: a failure resets the form and
// goes to /checkout/failed; otherwise the order is polled (spec 2 §4) to its outcome page.
import { useState } from 'react';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Typography from '@mui/material/Typography';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { CARD_LABELS, EMPTY_CHECKOUT_FORM, checkoutFormSchema, detectCardBrand, securityCodeLengthFor, type CheckoutFormInput } from '@portal/domain';
import { graphql } from '../../gql';
import { FormErrorAlert } from '../../forms/FormErrorAlert';
import { FormSubmitButton } from '../../forms/FormSubmitButton';
import { FormTextField } from '../../forms/FormTextField';
import { Captcha } from '../../components/captcha/Captcha';
import { useCaptchaSubmit } from '../../components/captcha/useCaptchaSubmit';
import { CHECKOUT_FAILED_PATH, CHECKOUT_PENDING_PATH, successPathOf } from './checkoutPaths';
import { ExpiryField } from './ExpiryField';
import { pollOrder } from './orderPolling';

export const SubmitPaymentMutation = graphql(`
  mutation SubmitPayment($input: CheckoutInput!) {
    submitPayment(input: $input) {
      sessionId
      orderStatus
    }
  }
`);

export const OrderStatusQuery = graphql(`
  query OrderStatus($sessionId: ID!) {
    order(sessionId: $sessionId) {
      status
      purchase {
        inService
      }
    }
  }
`);

interface CheckoutFormProps {
  sessionId: string;
  countries: readonly { code: string; name: string }[];
}

export function CheckoutForm({ sessionId, countries }: CheckoutFormProps) {
  const navigate = useNavigate();
  const client = useApolloClient();
  const [submitPayment] = useMutation(SubmitPaymentMutation);
  const form = useForm<CheckoutFormInput>({ resolver: zodResolver(checkoutFormSchema), defaultValues: EMPTY_CHECKOUT_FORM, mode: 'onTouched', reValidateMode: 'onChange' });
  const { control } = form;
  const cardNumber = useWatch({ control, name: 'cardNumber' });
  const brand = detectCardBrand(cardNumber);
  const [captchaReset, setCaptchaReset] = useState(0);
  const [status, setStatus] = useState('');

  const failed = async () => {
    // Spec 2 §4: on failure or error the form is reset (the card forgotten) and the reader sent on.
    form.reset(EMPTY_CHECKOUT_FORM);
    setCaptchaReset((n) => n + 1);
    await navigate(CHECKOUT_FAILED_PATH);
  };

  const sendForm = form.handleSubmit(async (values) => {
    let orderStatus: string;
    try {
      const { data } = await submitPayment({ variables: { input: { ...values, sessionId } } });
      orderStatus = data?.submitPayment.orderStatus ?? 'failed';
    } catch {
      return failed();
    }
    if (orderStatus === 'failed') return failed();
    setStatus('Processing your payment…');
    const outcome = await pollOrder(async () => {
      const { data } = await client.query({ query: OrderStatusQuery, variables: { sessionId }, fetchPolicy: 'network-only' });
      return { status: data?.order.status ?? 'failed', purchase: data?.order.purchase ?? null };
    }).catch(() => ({ status: 'failed' as const }));
    if (outcome.status === 'paid') {
      // The header's cart count has changed: the bought items left the cart.
      void client.refetchQueries({ include: 'active' });
      await navigate(successPathOf(sessionId, outcome.purchase.inService));
    } else if (outcome.status === 'pending') await navigate(CHECKOUT_PENDING_PATH);
    else await failed();
  });
  const { captchaRef, onSubmit: submit } = useCaptchaSubmit((token) => form.setValue('recaptchaToken', token), sendForm);

  const field = (name: keyof CheckoutFormInput, label: string, autoComplete: string, required = true) => (
    <FormTextField control={control} name={name} id={`checkout-${name}`} label={label} autoComplete={autoComplete} required={required} fullWidth />
  );

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Checkout" sx={{ display: 'grid', gap: 2 }}>
      <FormErrorAlert control={control} />
      <Typography variant="h2">Billing details</Typography>
      {field('companyName', 'Company name', 'organization')}
      <FormTextField control={control} name="billingCountry" id="checkout-billingCountry" label="Country" required select slotProps={{ select: { native: true } }} autoComplete="country" fullWidth>
        <option value="">Select a country</option>
        {countries.map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
          </option>
        ))}
      </FormTextField>
      {field('billingAddress1', 'Address line 1', 'address-line1')}
      {field('billingAddress2', 'Address line 2', 'address-line2', false)}
      {field('billingCity', 'City', 'address-level2')}
      {field('billingState', 'State or province', 'address-level1')}
      {field('billingZipCode', 'ZIP or postal code', 'postal-code')}
      {field('billingPhone', 'Phone', 'tel')}

      <Typography variant="h2" sx={{ mt: 2 }}>
        Payment
      </Typography>
      <Typography>We accept Visa, Mastercard, American Express and Discover.</Typography>
      {field('nameOnCard', CARD_LABELS.nameOnCard, 'cc-name')}
      <FormTextField
        control={control}
        name="cardNumber"
        id="checkout-cardNumber"
        label={CARD_LABELS.cardNumber}
        autoComplete="cc-number"
        required
        fullWidth
        deps={['securityCode']}
        slotProps={{
          htmlInput: { inputMode: 'numeric', maxLength: 23 },
          // The brand as the number is typed, beside it whether or not the number has an error yet.
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <span aria-live="polite">{brand ? `Card type: ${brand.label}` : ''}</span>
              </InputAdornment>
            ),
          },
        }}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <ExpiryField control={control} />
        <FormTextField
          control={control}
          name="securityCode"
          id="checkout-securityCode"
          label={CARD_LABELS.securityCode}
          autoComplete="cc-csc"
          required
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: securityCodeLengthFor(cardNumber) } }}
        />
      </Box>
      <Controller
        control={control}
        name="recaptchaToken"
        render={({ field: captcha, fieldState }) => <Captcha ref={captchaRef} action="checkout" onChange={captcha.onChange} error={fieldState.error?.message} resetKey={captchaReset} />}
      />
      <Box>
        <FormSubmitButton control={control} pendingLabel="Processing…">
          Place order
        </FormSubmitButton>
      </Box>
      <Typography role="status" aria-live="polite">
        {status}
      </Typography>
    </Box>
  );
}
