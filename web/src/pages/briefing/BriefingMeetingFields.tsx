// How to meet (spec 1 §9 meeting types: 0 conference call, 1 in person), and where, when in person
// (the domain's rule: meeting in person needs a location).
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useController, useWatch } from 'react-hook-form';
import { IN_PERSON_MEETING, MEETING_TYPES } from '@portal/domain';
import { BriefingTextField } from './BriefingTextField';
import type { BriefingControl } from './briefingControl';

export function BriefingMeetingFields({ control }: { control: BriefingControl }) {
  const { field, fieldState } = useController({ control, name: 'meetingType' });
  const inPerson = useWatch({ control, name: 'meetingType' }) === IN_PERSON_MEETING;
  const message = fieldState.error?.message;
  return (
    <>
      <FormControl component="fieldset" error={Boolean(message)} required>
        <FormLabel component="legend" id="briefing-meetingType-label">
          Meeting type
        </FormLabel>
        <RadioGroup
          row
          name={field.name}
          value={String(field.value ?? '')}
          onChange={(event) => field.onChange(Number(event.target.value))}
          onBlur={field.onBlur}
          aria-labelledby="briefing-meetingType-label"
          aria-describedby={message ? 'briefing-meetingType-error' : undefined}
        >
          {MEETING_TYPES.map((type, index) => (
            <FormControlLabel
              key={type.value}
              value={String(type.value)}
              label={type.label}
              control={<Radio slotProps={{ input: { ref: index === 0 ? field.ref : undefined } }} />}
            />
          ))}
        </RadioGroup>
        {message && <FormHelperText id="briefing-meetingType-error">{message}</FormHelperText>}
      </FormControl>
      {inPerson && <BriefingTextField control={control} name="inPersonMeetingLocation" limitOf="inPersonMeetingLocation" label="Meeting location" required />}
    </>
  );
}
