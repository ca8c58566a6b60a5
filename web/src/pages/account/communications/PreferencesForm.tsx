// The communication preferences form: radio groups for the mapped choices and checkboxes for the
// plain on/off consents, on react-hook-form with the schema the account graph checks them with.
// Navigating away with unsaved changes (the form is dirty) is held by react-router's blocker until
// the user discards them or cancels.
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { useBlocker } from 'react-router';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { communicationPreferencesSchema, type CommunicationPreferences } from '@portal/domain';
import { graphql } from '../../../gql';
import { FormCheckbox } from '../../../forms/FormCheckbox';
import { FormSubmitButton } from '../../../forms/FormSubmitButton';
import { OutcomeAlert, useOutcome } from '../../../forms/useOutcome';
import { PHONE_CALL_GROUP, RESEARCH_GROUP, TOGGLES, UNSUBSCRIBE_GROUP, WEBINAR_GROUP, type ChoiceGroup } from './preferenceChoices';
import { UnsavedChangesDialog } from './UnsavedChangesDialog';
import { storedPreferencesOf } from './storedPreferences';

export const UpdateCommunicationPreferencesMutation = graphql(`
  mutation UpdateCommunicationPreferences($input: CommunicationPreferencesInput!) {
    updateCommunicationPreferences(input: $input) {
      id
      ...StoredPreferences
    }
  }
`);

export const PREFERENCES_SAVED_MESSAGE = 'Your communication preferences have been saved.';

export function PreferencesForm({ stored }: { stored: CommunicationPreferences }) {
  const form = useForm({ resolver: zodResolver(communicationPreferencesSchema), defaultValues: stored });
  const { control, formState } = form;
  const [outcome, setOutcome] = useOutcome(form.watch);
  const [save] = useMutation(UpdateCommunicationPreferencesMutation);
  const dirty = formState.isDirty;
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);

  const submit = form.handleSubmit(async (input) => {
    try {
      const { data } = await save({ variables: { input } });
      // What is stored now is the form's new starting point: nothing is unsaved.
      form.reset(storedPreferencesOf(data!.updateCommunicationPreferences));
      setOutcome({ severity: 'success', text: PREFERENCES_SAVED_MESSAGE });
    } catch (error) {
      setOutcome({ severity: 'error', text: error instanceof Error ? error.message : 'Your preferences could not be saved.' });
    }
  });

  const radios = <K extends 'research' | 'webinar' | 'phoneCall' | 'unsubscribe'>(group: ChoiceGroup<K>) => (
    <Controller
      key={group.name}
      control={control}
      name={group.name}
      render={({ field }) => (
        <FormControl component="fieldset">
          <FormLabel component="legend">{group.legend}</FormLabel>
          <RadioGroup row name={field.name} value={field.value} onChange={(event) => field.onChange(event.target.value)}>
            {group.options.map((option) => (
              <FormControlLabel key={option.value} value={option.value} control={<Radio />} label={option.label} />
            ))}
          </RadioGroup>
        </FormControl>
      )}
    />
  );

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Communication preferences" sx={{ display: 'grid', gap: 3, maxWidth: 720 }}>
      {radios(RESEARCH_GROUP)}
      {radios(WEBINAR_GROUP)}
      {radios(PHONE_CALL_GROUP)}
      <FormControl component="fieldset">
        <FormLabel component="legend">Also send me</FormLabel>
        <FormGroup>
          {TOGGLES.map((toggle) => (
            <FormCheckbox key={toggle.name} control={control} name={toggle.name} label={toggle.label} />
          ))}
        </FormGroup>
      </FormControl>
      {radios(UNSUBSCRIBE_GROUP)}
      <OutcomeAlert outcome={outcome} />
      {dirty && (
        <Typography component="p" color="text.secondary">
          You have unsaved changes.
        </Typography>
      )}
      <Box>
        <FormSubmitButton control={control} pendingLabel="Saving…" disabled={!dirty}>
          Save preferences
        </FormSubmitButton>
      </Box>
      <UnsavedChangesDialog open={blocker.state === 'blocked'} onDiscard={() => blocker.proceed?.()} onCancel={() => blocker.reset?.()} />
    </Box>
  );
}
