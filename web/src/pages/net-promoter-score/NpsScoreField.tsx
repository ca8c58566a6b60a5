// The survey's question as one radio group of the scores 0 to 10: a fieldset whose legend is the
// question, native radios (Tab enters the group, the arrow keys choose), each named by its score,
// the scale's two ends said once for the whole group, and the rule's message under it.
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useController, type Control } from 'react-hook-form';
import { NPS_MAX_SCORE, NPS_MIN_SCORE, NPS_QUESTION, type NetPromoterScoreFormValues } from '@portal/domain';

const SCORES = Array.from({ length: NPS_MAX_SCORE - NPS_MIN_SCORE + 1 }, (_, i) => NPS_MIN_SCORE + i);
const LEGEND_ID = 'nps-score-legend';
const SCALE_ID = 'nps-score-scale';
const ERROR_ID = 'nps-score-error';

export function NpsScoreField({ control }: { control: Control<NetPromoterScoreFormValues> }) {
  const { field, fieldState } = useController({ control, name: 'score' });
  const message = fieldState.error?.message;
  const chosen = typeof field.value === 'number' ? field.value : null;
  return (
    <FormControl component="fieldset" error={Boolean(message)} sx={{ display: 'block', mb: 3 }}>
      <FormLabel component="legend" id={LEGEND_ID} sx={{ mb: 1, color: 'text.primary', fontWeight: 600 }}>
        {NPS_QUESTION}
      </FormLabel>
      <RadioGroup
        row
        name={field.name}
        value={chosen === null ? '' : String(chosen)}
        onChange={(event) => field.onChange(Number(event.target.value))}
        onBlur={field.onBlur}
        aria-labelledby={LEGEND_ID}
        aria-describedby={message ? `${SCALE_ID} ${ERROR_ID}` : SCALE_ID}
        sx={{ flexWrap: 'nowrap', overflowX: 'auto', justifyContent: 'space-between', maxWidth: 640 }}
      >
        {SCORES.map((score) => (
          <FormControlLabel
            key={score}
            value={String(score)}
            // The form focuses the chosen radio, or the first, when the score is missing.
            control={<Radio slotProps={{ input: { ref: score === (chosen ?? NPS_MIN_SCORE) ? field.ref : undefined } }} />}
            label={String(score)}
            labelPlacement="bottom"
            sx={{ mx: 0 }}
          />
        ))}
      </RadioGroup>
      <Box id={SCALE_ID} sx={{ display: 'flex', justifyContent: 'space-between', maxWidth: 640 }}>
        <Typography variant="body2" color="text.secondary">
          {NPS_MIN_SCORE} = Not at all likely
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {NPS_MAX_SCORE} = Extremely likely
        </Typography>
      </Box>
      {message ? <FormHelperText id={ERROR_ID}>{message}</FormHelperText> : null}
    </FormControl>
  );
}
