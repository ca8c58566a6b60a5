// The inquiry form (spec 1 §3, §5): the kind of request (only those the reader's flags allow), how
// to be contacted, subject, question and goal bounded in UTF-8 bytes (bytes left shown as typed),
// topic, the analyst (preselected from an analyst's bio id), the deadline (not before the reader's
// today) and the captcha. The rules are packages/domain's inquiryFormSchema; the server checks them
// again. Success goes to the confirmation (spec 1 §4); a failure shows its errors on the fields or
// above the form and keeps everything typed; a captcha solution is used once, so it is asked again.
import { useState } from 'react';
import Box from '@mui/material/Box';
import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { byteLimitOf, emptyInquiryForm, inquiryFormSchema, type InquiryFormInput, type InquiryFormValues } from '@portal/domain';
import { graphql } from '../../gql';
import { Captcha } from '../../components/captcha/Captcha';
import { useCaptchaSubmit } from '../../components/captcha/useCaptchaSubmit';
import { FormByteLimitedField } from '../../forms/FormByteLimitedField';
import { FormErrorAlert } from '../../forms/FormErrorAlert';
import { FormSubmitButton } from '../../forms/FormSubmitButton';
import { FormTextField } from '../../forms/FormTextField';
import { showServerErrors } from '../../forms/serverErrors';
import { FormSelectionField } from './FormSelectionField';
import { inquiryConfirmationHref } from './inquiryPaths';
import { useLocalToday } from './localToday';

export const SubmitInquiryMutation = graphql(`
  mutation SubmitInquiry($input: InquiryInput!) {
    submitInquiry(input: $input) {
      userInquiryId
    }
  }
`);

/** The analysts' option that leaves the choice to the provider (analystId ''). */
export const BEST_AVAILABLE_ANALYST = 'Best available analyst';

export interface InquiryAnalyst {
  analystId: string;
  name: string;
  jobTitle?: string | null;
}

interface InquiryFormProps {
  /** The forms the reader may choose (inquiryForm.formSelection), at least one. */
  formSelection: readonly string[];
  analysts: readonly InquiryAnalyst[];
  preselectedAnalystId?: string | null;
}

const nativeSelect = { select: { native: true } };

export function InquiryForm({ formSelection, analysts, preselectedAnalystId }: InquiryFormProps) {
  const navigate = useNavigate();
  const [send] = useMutation(SubmitInquiryMutation);
  const today = useLocalToday();
  const preselected = analysts.some((analyst) => analyst.analystId === preselectedAnalystId) ? preselectedAnalystId! : '';
  const form = useForm<InquiryFormInput, unknown, InquiryFormValues>({
    resolver: zodResolver(inquiryFormSchema),
    defaultValues: emptyInquiryForm(formSelection[0] ?? '', preselected),
  });
  const { control } = form;
  // Counts the captcha's resets (the widget's own state, not a field's).
  const [captchaReset, setCaptchaReset] = useState(0);

  const sendForm = form.handleSubmit(async (input) => {
    try {
      await send({ variables: { input } });
    } catch (error) {
      showServerErrors(form.setError, error);
      // A solution counts once, whether or not the rest was accepted: the reader solves a new one.
      setCaptchaReset((n) => n + 1);
      return;
    }
    await navigate(inquiryConfirmationHref(input.formSelected));
  });
  const { captchaRef, onSubmit: submit } = useCaptchaSubmit((token) => form.setValue('recaptchaToken', token), sendForm);

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Ask an analyst" sx={{ display: 'grid', gap: 2 }}>
      <FormErrorAlert control={control} />
      <FormSelectionField control={control} allowed={formSelection} />
      <FormTextField control={control} name="contactMethod" id="inquiry-contactMethod" label="How should we contact you?" select required slotProps={nativeSelect} fullWidth>
        <option value="Email">E-mail</option>
        <option value="Phone">Phone</option>
      </FormTextField>
      <FormByteLimitedField control={control} name="subject" id="inquiry-subject" label="Subject" required fullWidth byteLimit={byteLimitOf('inquiry', 'subject')} />
      <FormByteLimitedField control={control} name="question" id="inquiry-question" label="Your question" required multiline minRows={5} fullWidth byteLimit={byteLimitOf('inquiry', 'question')} />
      <FormByteLimitedField
        control={control}
        name="goal"
        id="inquiry-goal"
        label="What are you trying to achieve?"
        multiline
        minRows={3}
        fullWidth
        byteLimit={byteLimitOf('inquiry', 'goal')}
      />
      <FormByteLimitedField control={control} name="topic" id="inquiry-topic" label="Topic" fullWidth byteLimit={byteLimitOf('inquiry', 'topic')} />
      <FormTextField control={control} name="analystId" id="inquiry-analystId" label="Analyst" select slotProps={nativeSelect} fullWidth>
        <option value="">{BEST_AVAILABLE_ANALYST}</option>
        {analysts.map((analyst) => (
          <option key={analyst.analystId} value={analyst.analystId}>
            {analyst.jobTitle ? `${analyst.name}, ${analyst.jobTitle}` : analyst.name}
          </option>
        ))}
      </FormTextField>
      <FormTextField
        control={control}
        name="deadline"
        id="inquiry-deadline"
        label="Deadline"
        type="date"
        hint="Optional: the day you need an answer by"
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today } }}
        sx={{ maxWidth: 280 }}
      />
      <Controller
        control={control}
        name="recaptchaToken"
        render={({ field, fieldState }) => <Captcha ref={captchaRef} action="inquiry" onChange={field.onChange} error={fieldState.error?.message} resetKey={captchaReset} />}
      />
      <Box>
        <FormSubmitButton control={control}>Send request</FormSubmitButton>
      </Box>
    </Box>
  );
}
