// The communication preferences form: radio groups for the mapped choices and checkboxes for the
// plain on/off consents. Navigating away with unsaved changes is held by react-router's blocker
// until the user discards them or cancels.
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { useBlocker } from 'react-router';
import type { CommunicationPreferences } from '@portal/domain';
import { graphql } from '../../../gql';
import { PHONE_CALL_GROUP, RESEARCH_GROUP, TOGGLES, UNSUBSCRIBE_GROUP, WEBINAR_GROUP, type ChoiceGroup } from './preferenceChoices';
import { UnsavedChangesDialog } from './UnsavedChangesDialog';

export const UpdateCommunicationPreferencesMutation = graphql(`
  mutation UpdateCommunicationPreferences($input: CommunicationPreferencesInput!) {
    updateCommunicationPreferences(input: $input) {
      id
      research
      webinar
      phoneCall
      unsubscribe
      productsAndServices
      researchSurveys
      events
    }
  }
`);

export const PREFERENCES_SAVED_MESSAGE = 'Your communication preferences have been saved.';

const KEYS: (keyof CommunicationPreferences)[] = ['research', 'webinar', 'phoneCall', 'unsubscribe', 'productsAndServices', 'researchSurveys', 'events'];
const same = (a: CommunicationPreferences, b: CommunicationPreferences) => KEYS.every((key) => a[key] === b[key]);

export function PreferencesForm({ stored }: { stored: CommunicationPreferences }) {
  const [saved, setSaved] = useState(stored);
  const [values, setValues] = useState(stored);
  const [message, setMessage] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const [save, { loading }] = useMutation(UpdateCommunicationPreferencesMutation);
  const dirty = !same(values, saved);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);

  const set = <K extends keyof CommunicationPreferences>(key: K, value: CommunicationPreferences[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setMessage(null);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      const { data } = await save({ variables: { input: values } });
      const result = data!.updateCommunicationPreferences;
      const next = Object.fromEntries(KEYS.map((key) => [key, result[key]])) as unknown as CommunicationPreferences;
      setSaved(next);
      setValues(next);
      setMessage({ severity: 'success', text: PREFERENCES_SAVED_MESSAGE });
    } catch (error) {
      setMessage({ severity: 'error', text: error instanceof Error ? error.message : 'Your preferences could not be saved.' });
    }
  }

  const radios = <K extends 'research' | 'webinar' | 'phoneCall' | 'unsubscribe'>(group: ChoiceGroup<K>) => (
    <FormControl component="fieldset" key={group.name}>
      <FormLabel component="legend">{group.legend}</FormLabel>
      <RadioGroup row name={group.name} value={values[group.name]} onChange={(event) => set(group.name, event.target.value as CommunicationPreferences[K])}>
        {group.options.map((option) => (
          <FormControlLabel key={option.value} value={option.value} control={<Radio />} label={option.label} />
        ))}
      </RadioGroup>
    </FormControl>
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
            <FormControlLabel
              key={toggle.name}
              control={<Checkbox name={toggle.name} checked={values[toggle.name]} onChange={(event) => set(toggle.name, event.target.checked)} />}
              label={toggle.label}
            />
          ))}
        </FormGroup>
      </FormControl>
      {radios(UNSUBSCRIBE_GROUP)}
      {message && (
        <Alert severity={message.severity} role={message.severity === 'error' ? 'alert' : 'status'}>
          {message.text}
        </Alert>
      )}
      {dirty && (
        <Typography component="p" color="text.secondary">
          You have unsaved changes.
        </Typography>
      )}
      <Box>
        <Button type="submit" variant="contained" disabled={loading || !dirty}>
          {loading ? 'Saving…' : 'Save preferences'}
        </Button>
      </Box>
      <UnsavedChangesDialog open={blocker.state === 'blocked'} onDiscard={() => blocker.proceed?.()} onCancel={() => blocker.reset?.()} />
    </Box>
  );
}
