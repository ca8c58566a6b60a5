// The registration box of /my-account/products (spec 3 §5, §8): an empty id resets the input; a
// server 404, 500 or 502 reads 'Please enter a valid product registration ID'; any other failure
// shows the server's message. On success the page's products are replaced by the answer.
import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { normaliseRegistrationId, productRegistrationErrorMessage } from '@portal/domain';
import { graphql } from '../../../gql';
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

type Outcome = { kind: 'error'; message: string } | { kind: 'registered'; message: string } | null;

export function ProductRegistrationForm() {
  const headingId = useId();
  const messageId = useId();
  const [value, setValue] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [register, { loading }] = useMutation(RegisterProductMutation, {
    update: (cache, { data }) => {
      // The answer is the user's products afterwards: it replaces the page's.
      if (data) cache.writeQuery({ query: ProductsPageQuery, data: { myProducts: data.registerProduct } });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const registrationId = normaliseRegistrationId(value);
    if (registrationId === null) {
      setValue('');
      setOutcome(null);
      return;
    }
    setOutcome(null);
    register({ variables: { registrationId } }).then(
      ({ data }) => {
        const added = data?.registerProduct.registrations.find((r) => r.registrationId.toUpperCase() === registrationId.toUpperCase());
        setValue('');
        setOutcome({ kind: 'registered', message: `Registered ${added?.product.name ?? 'your product'}.` });
      },
      (error: unknown) => {
        const { status, message } = describeError(error);
        setOutcome({ kind: 'error', message: productRegistrationErrorMessage(status, message) });
      },
    );
  };

  const failed = outcome?.kind === 'error';
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 4 }}>
      <Typography variant="h2" id={headingId} sx={{ mb: 1 }}>
        Register a product
      </Typography>
      <Typography sx={{ mb: 1.5 }}>Enter the product registration ID you received with your purchase.</Typography>
      <Stack component="form" direction={{ xs: 'column', sm: 'row' }} spacing={1} onSubmit={submit} noValidate sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          label="Product registration ID"
          size="small"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={failed}
          slotProps={{ htmlInput: { maxLength: 40, 'aria-describedby': outcome ? messageId : undefined, autoComplete: 'off' } }}
        />
        <Button type="submit" variant="contained" loading={loading}>
          Register
        </Button>
      </Stack>
      {outcome && (
        <Alert id={messageId} severity={failed ? 'error' : 'success'} role={failed ? 'alert' : 'status'} sx={{ mt: 1.5 }}>
          {outcome.message}
        </Alert>
      )}
    </Box>
  );
}
