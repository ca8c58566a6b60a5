// The contact form (spec 1 §3-§5): how to reach the reader (e-mail or phone: a number is asked for
// unless the profile has one), subject and message, the captcha, and for a visitor (signed out, the
// public contact-us page) a name and an e-mail address. Every field typed in is bounded in UTF-8
// bytes (byteLimits.ts), with the bytes left shown as the reader types. The rules are
// packages/domain's; the server checks them again.
//
// Sent: the contact id is kept, the captcha reset and the page goes to the confirmation (spec 1
// §4). Refused (a field, the captcha, too many requests): the messages show and the page stays.
// Spec 1 §4 and §8 also go to the confirmation (id 'confirm') when the call itself fails. We do
// not: when the server may not have stored the message (no answer, or a 5xx) the reader's text
// stays in the form with an error saying it was not sent and to try again, since a confirmation
// for a message the provider never got would be a promise nobody keeps.
import { useState } from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  byteLimitOf,
  contactFormSchema,
  contactPhoneProblem,
  emptyContactForm,
  formatPhoneNumber,
  visitorContactFormSchema,
  type ContactFormInput,
  type ContactFormTypeId,
  type ContactFormValues,
} from '@portal/domain';
import { graphql } from '../../gql';
import { Captcha } from '../../components/captcha/Captcha';
import { useCaptchaSubmit } from '../../components/captcha/useCaptchaSubmit';
import { FormByteLimitedField } from '../../forms/FormByteLimitedField';
import { FormErrorAlert } from '../../forms/FormErrorAlert';
import { FormSubmitButton } from '../../forms/FormSubmitButton';
import { SERVER_ERROR, fieldErrorsOf, showServerErrors } from '../../forms/serverErrors';
import { describeError } from '../error/describeError';
import { CONTACT_CONFIRMATION_PATH, rememberContactId } from './contactSubmission';

export const SubmitContactFormMutation = graphql(`
  mutation SubmitContactForm($input: ContactFormInput!) {
    submitContactForm(input: $input) {
      contactId
    }
  }
`);

export const NOT_SENT_MESSAGE =
  'Your message was not sent: we could not reach our service. Your text is still here; please try again in a moment, or call us during the contact hours.';

/** What reCAPTCHA v3 and Enterprise score this form as. */
const CAPTCHA_ACTION = 'contact';

export interface ContactReader {
  /** The signed-in reader's phone number from the profile, if any. */
  phoneNumber: string | null;
}

interface ContactFormProps {
  contactType: ContactFormTypeId;
  /** The form's accessible name (the header's title). */
  label: string;
  referer: string;
  /** Null for a visitor. */
  reader: ContactReader | null;
}

/** The domain's rules, plus the phone number asked for when the reader wants a call. */
function contactResolver(visitor: boolean, profilePhone: string | null): Resolver<ContactFormInput, unknown, ContactFormValues> {
  const rules = zodResolver(visitor ? visitorContactFormSchema : contactFormSchema) as Resolver<ContactFormInput, unknown, ContactFormValues>;
  return async (values, context, options) => {
    const result = await rules(values, context, options);
    const phone = contactPhoneProblem(values, profilePhone);
    if (!phone) return result;
    return { values: {}, errors: { ...result.errors, phone: { type: 'phone', message: phone } } };
  };
}

function inputOf(values: ContactFormValues, visitor: boolean) {
  const { contactType, contactMethod, subject, message, referer, recaptchaToken, name, email, phone } = values;
  return {
    contactType,
    contactMethod,
    subject,
    message,
    referer,
    recaptchaToken,
    ...(visitor ? { name, email } : {}),
    ...(contactMethod === 'phone' && phone?.trim() ? { phone: phone.trim() } : {}),
  };
}

/** The server may not have stored it: no answer at all, or a failure of its own (5xx). */
function mayNotBeStored(error: unknown): boolean {
  return Object.keys(fieldErrorsOf(error)).length === 0 && describeError(error).status >= 500;
}

export function ContactForm({ contactType, label, referer, reader }: ContactFormProps) {
  const visitor = reader === null;
  const profilePhone = reader?.phoneNumber?.trim() || null;
  const navigate = useNavigate();
  const [send] = useMutation(SubmitContactFormMutation);
  const form = useForm<ContactFormInput, unknown, ContactFormValues>({
    resolver: contactResolver(visitor, profilePhone),
    defaultValues: emptyContactForm(contactType, referer),
  });
  const { control } = form;
  const contactMethod = useWatch({ control, name: 'contactMethod' });
  const [captchaReset, setCaptchaReset] = useState(0);

  const sendForm = form.handleSubmit(async (values) => {
    try {
      const { data } = await send({ variables: { input: inputOf(values, visitor) } });
      if (data) rememberContactId(data.submitContactForm.contactId);
      setCaptchaReset((n) => n + 1);
      await navigate(CONTACT_CONFIRMATION_PATH);
    } catch (error) {
      // The server has seen this captcha answer (or none): the next try needs a fresh one.
      setCaptchaReset((n) => n + 1);
      if (mayNotBeStored(error)) form.setError(SERVER_ERROR, { type: 'server', message: NOT_SENT_MESSAGE });
      else showServerErrors(form.setError, error);
    }
  });

  const { captchaRef, onSubmit: submit } = useCaptchaSubmit((token) => form.setValue('recaptchaToken', token), sendForm);

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={label} sx={{ display: 'grid', gap: 2.5 }}>
      <FormErrorAlert control={control} />
      {visitor && (
        <>
          <FormByteLimitedField control={control} name="name" id="contact-name" label="Your name" autoComplete="name" required byteLimit={byteLimitOf('contact', 'name')} />
          <FormByteLimitedField
            control={control}
            name="email"
            id="contact-email"
            type="email"
            label="E-mail address"
            autoComplete="email"
            required
            byteLimit={byteLimitOf('contact', 'email')}
          />
        </>
      )}
      <Controller
        control={control}
        name="contactMethod"
        render={({ field, fieldState }) => (
          <FormControl component="fieldset" error={Boolean(fieldState.error)}>
            <FormLabel component="legend">How should we contact you?</FormLabel>
            <RadioGroup row name={field.name} value={field.value} onChange={(event) => field.onChange(event.target.value)} onBlur={field.onBlur}>
              <FormControlLabel value="email" control={<Radio slotProps={{ input: { ref: field.ref } }} />} label="By e-mail" />
              <FormControlLabel value="phone" control={<Radio />} label="By phone" />
            </RadioGroup>
            {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
          </FormControl>
        )}
      />
      {contactMethod === 'phone' &&
        (profilePhone ? (
          <Typography>We will call you on {formatPhoneNumber(profilePhone)}, the number in your profile.</Typography>
        ) : (
          <FormByteLimitedField
            control={control}
            name="phone"
            id="contact-phone"
            type="tel"
            label="Phone number"
            autoComplete="tel"
            required
            formatOnBlur={formatPhoneNumber}
            byteLimit={byteLimitOf('contact', 'phone')}
          />
        ))}
      <FormByteLimitedField control={control} name="subject" id="contact-subject" label="Subject" required byteLimit={byteLimitOf('contact', 'subject')} />
      <FormByteLimitedField
        control={control}
        name="message"
        id="contact-message"
        label="Message"
        required
        multiline
        minRows={6}
        byteLimit={byteLimitOf('contact', 'message')}
      />
      <Controller
        control={control}
        name="recaptchaToken"
        render={({ field, fieldState }) => (
          <Captcha ref={captchaRef} action={CAPTCHA_ACTION} onChange={field.onChange} error={fieldState.error?.message} resetKey={captchaReset} />
        )}
      />
      <Box>
        <FormSubmitButton control={control}>Send message</FormSubmitButton>
      </Box>
    </Box>
  );
}
