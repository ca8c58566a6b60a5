// The briefing form (spec 1 §3, §5, §9): the briefing, its audience, the analysts, the company and
// the participants, then the captcha. The rules are the domain's (briefingFormSchema, each text
// bounded in UTF-8 bytes with the bytes left shown as the reader types); the server judges the
// same rules, and whatever it refuses shows on its field with everything typed kept. Success goes
// to the confirmation.
import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { BRIEFING_TYPES, IN_PERSON_MEETING, briefingFormSchema } from '@portal/domain';
import { graphql } from '../../gql';
import { Captcha } from '../../components/captcha/Captcha';
import { useCaptchaSubmit } from '../../components/captcha/useCaptchaSubmit';
import { FormErrorAlert } from '../../forms/FormErrorAlert';
import { FormSubmitButton } from '../../forms/FormSubmitButton';
import { FormTextField } from '../../forms/FormTextField';
import { SERVER_ERROR, showServerErrors } from '../../forms/serverErrors';
import { BriefingAnalystsField, type AnalystOption } from './BriefingAnalystsField';
import { BriefingAudienceField } from './BriefingAudienceField';
import { BriefingCompanyFields } from './BriefingCompanyFields';
import { BriefingMeetingFields } from './BriefingMeetingFields';
import { BriefingParticipantsFields } from './BriefingParticipantsFields';
import { BriefingTextField } from './BriefingTextField';
import { briefingDefaults, type SavedCompany } from './briefingFormValues';
import { BRIEFING_CONFIRMATION_PATH } from './briefingPaths';

export const SubmitBriefingMutation = graphql(`
  mutation SubmitBriefing($input: BriefingInput!) {
    submitBriefing(input: $input) {
      briefingId
    }
  }
`);

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="h2" id={id}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

interface BriefingFormProps {
  analysts: readonly AnalystOption[];
  savedCompany: SavedCompany | null;
}

export function BriefingForm({ analysts, savedCompany }: BriefingFormProps) {
  const navigate = useNavigate();
  const [submitBriefing] = useMutation(SubmitBriefingMutation);
  const form = useForm({
    resolver: zodResolver(briefingFormSchema),
    defaultValues: briefingDefaults(savedCompany),
    // Checked when sent, then as each field changes, as the contact and inquiry forms are. Not as
    // a field is left ('onTouched', 'onBlur'): that also checks a participant's row as it is added
    // or passed through, so its empty fields say 'This field is required' before the reader types
    // in them, and that message stays, hiding the bytes left, while they type.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { control } = form;
  const [captchaReset, setCaptchaReset] = useState(0);

  const sendForm = form.handleSubmit(async (values) => {
    // A location only means something for a meeting in person.
    const input = { ...values, inPersonMeetingLocation: values.meetingType === IN_PERSON_MEETING ? values.inPersonMeetingLocation : '' };
    try {
      await submitBriefing({ variables: { input } });
    } catch (failure) {
      // The solution was spent on this attempt: the next needs a fresh one (the widget resets too).
      form.setValue('recaptchaToken', '');
      setCaptchaReset((n) => n + 1);
      const placed = showServerErrors(form.setError, failure);
      // A rule the server judged on the whole form (no one field) is the form's message.
      if (placed.form) form.setError(SERVER_ERROR, { type: 'server', message: placed.form });
      return;
    }
    await navigate(BRIEFING_CONFIRMATION_PATH);
  });
  const { captchaRef, onSubmit: submit } = useCaptchaSubmit((token) => form.setValue('recaptchaToken', token), sendForm);

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Propose a briefing" sx={{ display: 'grid', gap: 4 }}>
      <Section id="briefing-section-briefing" title="Briefing">
        <BriefingTextField control={control} name="subject" limitOf="subject" label="Subject" required />
        <FormTextField control={control} name="briefingType" id="briefing-briefingType" label="Briefing type" required select slotProps={{ select: { native: true } }} fullWidth>
          <option value="">Choose a type</option>
          {BRIEFING_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </FormTextField>
        <BriefingTextField control={control} name="briefingDescription" limitOf="briefingDescription" label="Description" required multiline />
        <BriefingTextField control={control} name="briefingDate" limitOf="briefingDate" label="Preferred dates and times" />
        <BriefingMeetingFields control={control} />
      </Section>

      <Section id="briefing-section-audience" title="Audience">
        <BriefingAudienceField control={control} />
      </Section>

      <Section id="briefing-section-analysts" title="Analysts">
        <BriefingAnalystsField control={control} options={analysts} />
        <BriefingTextField control={control} name="customCoverageArea" limitOf="customCoverageArea" label="Coverage area, if not listed" multiline />
        <BriefingTextField control={control} name="meetingAttendees" limitOf="meetingAttendees" label="Other attendees you would like" multiline />
      </Section>

      <Section id="briefing-section-company" title="Company">
        <BriefingCompanyFields control={control} />
      </Section>

      <Section id="briefing-section-participants" title="Participants">
        <BriefingParticipantsFields control={control} />
      </Section>

      <Controller
        control={control}
        name="recaptchaToken"
        render={({ field: captcha, fieldState }) => <Captcha ref={captchaRef} action="briefing" onChange={captcha.onChange} error={fieldState.error?.message} resetKey={captchaReset} />}
      />
      {/* Beside the button the reader just pressed: a refusal of the whole form (too many requests). */}
      <FormErrorAlert control={control} />
      <Box>
        <FormSubmitButton control={control} pendingLabel="Sending…">
          Propose briefing
        </FormSubmitButton>
      </Box>
    </Box>
  );
}
