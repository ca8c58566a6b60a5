// The registration box of /my-account/products (spec 3 §5, §8): an empty id resets the input; a
// server 404, 500 or 502 reads 'Please enter a valid product registration ID'; any other failure
// shows the server's message. On success the page's products are replaced by the answer.
import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { normaliseRegistrationId, productRegistrationErrorMessage, productRegistrationFormSchema } from '@portal/domain';
import { graphql } from '../../../gql';
import { FormSubmitButton } from '../../../forms/FormSubmitButton';
import { FormTextField } from '../../../forms/FormTextField';
import { describeError } from '../../error/describeError';
import { ProductsPageQuery } from './productsPage.query';

export const RegisterProductMutation = graphql(`
  mutation RegisterProduct($registrationId: String!) {
    registerProduct(registrationId: $registrationId) {
      registrations {
        registrationId
        product {
          id
          name
        }
      }
      ...ProductsPage_myProducts
    }
  }
`);

export function ProductRegistrationForm() {
  const headingId = useId();
  const messageId = useId();
  const form = useForm({ resolver: zodResolver(productRegistrationFormSchema), defaultValues: { registrationId: '' } });
  const { control, formState } = form;
  // The last registration's confirmation (a failure is the field's error).
  const [registered, setRegistered] = useState<string | null>(null);
  const [register] = useMutation(RegisterProductMutation, {
    update: (cache, { data }) => {
      // The answer is the user's products afterwards: it replaces the page's.
      if (data) cache.writeQuery({ query: ProductsPageQuery, data: { myProducts: data.registerProduct } });
    },
  });

  const send = form.handleSubmit(async (values) => {
    const registrationId = normaliseRegistrationId(values.registrationId)!;
    try {
      const { data } = await register({ variables: { registrationId } });
      const added = data?.registerProduct.registrations.find((r) => r.registrationId.toUpperCase() === registrationId.toUpperCase());
      form.reset();
      setRegistered(`Registered ${added?.product.name ?? 'your product'}.`);
    } catch (error) {
      const { status, message } = describeError(error);
      form.setError('registrationId', { type: 'server', message: productRegistrationErrorMessage(status, message) });
    }
  });

  const submit = (event: FormEvent) => {
    setRegistered(null);
    // A blank id is no request: the box is emptied at once and nothing is said (spec 3 §5).
    if (normaliseRegistrationId(form.getValues('registrationId')) === null) {
      event.preventDefault();
      form.reset();
      return;
    }
    void send(event);
  };

  const failure = formState.errors.registrationId?.message;
  const outcome = failure ?? registered;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 4 }}>
      <Typography variant="h2" id={headingId} sx={{ mb: 1 }}>
        Register a product
      </Typography>
      <Typography sx={{ mb: 1.5 }}>Enter the product registration ID you received with your purchase.</Typography>
      <Stack component="form" direction={{ xs: 'column', sm: 'row' }} spacing={1} onSubmit={submit} noValidate sx={{ alignItems: { sm: 'flex-start' } }}>
        <FormTextField
          control={control}
          name="registrationId"
          label="Product registration ID"
          size="small"
          messageShownElsewhere
          slotProps={{ htmlInput: { maxLength: 40, 'aria-describedby': outcome ? messageId : undefined, autoComplete: 'off' } }}
        />
        <FormSubmitButton control={control}>Register</FormSubmitButton>
      </Stack>
      {outcome && (
        <Alert id={messageId} severity={failure ? 'error' : 'success'} role={failure ? 'alert' : 'status'} sx={{ mt: 1.5 }}>
          {outcome}
        </Alert>
      )}
    </Box>
  );
}
