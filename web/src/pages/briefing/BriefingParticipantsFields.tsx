// The people from the reader's company who take part (spec 1 §5, §9): up to three rows, each added
// with "Add participant" and removed with its own labelled button. A row that is there needs a full
// name, a job title and an e-mail address of a standard shape (the domain's participant rule).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useFieldArray, useFormState } from 'react-hook-form';
import { BRIEFING_MAX_PARTICIPANTS } from '@portal/domain';
import { BriefingTextField } from './BriefingTextField';
import type { BriefingControl } from './briefingControl';

const EMPTY_PARTICIPANT = { fullName: '', jobTitle: '', emailAddress: '' };

export function BriefingParticipantsFields({ control }: { control: BriefingControl }) {
  const { fields, append, remove } = useFieldArray({ control, name: 'participants' });
  const { errors } = useFormState({ control, name: 'participants' });
  const full = fields.length >= BRIEFING_MAX_PARTICIPANTS;
  const listError = errors.participants?.root?.message ?? errors.participants?.message;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography id="briefing-participants-hint">
        Up to {BRIEFING_MAX_PARTICIPANTS} people from your company can take part. {fields.length} of {BRIEFING_MAX_PARTICIPANTS} added.
      </Typography>
      {fields.map((participant, index) => {
        const legend = `Participant ${index + 1}`;
        return (
          <Box component="fieldset" key={participant.id} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0, display: 'grid', gap: 2 }}>
            <Typography component="legend" sx={{ px: 0.5, fontWeight: 700 }}>
              {legend}
            </Typography>
            <BriefingTextField control={control} name={`participants.${index}.fullName`} limitOf="participantFullName" label="Full name" required />
            <BriefingTextField control={control} name={`participants.${index}.jobTitle`} limitOf="participantJobTitle" label="Job title" required />
            <BriefingTextField
              control={control}
              name={`participants.${index}.emailAddress`}
              limitOf="participantEmailAddress"
              label="E-mail address"
              type="email"
              required
            />
            <Box>
              <Button variant="text" color="error" onClick={() => remove(index)} aria-label={`Remove participant ${index + 1}`}>
                Remove
              </Button>
            </Box>
          </Box>
        );
      })}
      {listError && (
        <Typography color="error" role="alert">
          {listError}
        </Typography>
      )}
      <Box>
        {/* At three the button stays, disabled, so the reader learns why no fourth row comes. */}
        <Button variant="outlined" onClick={() => append(EMPTY_PARTICIPANT)} disabled={full} aria-describedby="briefing-participants-hint">
          Add participant
        </Button>
      </Box>
    </Box>
  );
}
