// Who the briefing is for: the role categories of spec 1 §9, at least one.
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useController } from 'react-hook-form';
import { BRIEFING_ROLE_CATEGORIES } from '@portal/domain';
import type { BriefingControl } from './briefingControl';

const ERROR_ID = 'briefing-targetAudiences-error';

export function BriefingAudienceField({ control }: { control: BriefingControl }) {
  const { field, fieldState } = useController({ control, name: 'targetAudiences' });
  const chosen = (field.value ?? []) as number[];
  const message = fieldState.error?.message;
  const toggle = (value: number, checked: boolean) =>
    field.onChange(checked ? BRIEFING_ROLE_CATEGORIES.map((c) => c.value).filter((v) => v === value || chosen.includes(v)) : chosen.filter((v) => v !== value));
  return (
    <FormControl component="fieldset" error={Boolean(message)} required>
      <FormLabel component="legend">Target audience</FormLabel>
      <FormGroup row>
        {BRIEFING_ROLE_CATEGORIES.map((category, index) => (
          <FormControlLabel
            key={category.value}
            label={category.label}
            control={
              <Checkbox
                name={field.name}
                value={category.value}
                checked={chosen.includes(category.value)}
                onChange={(event) => toggle(category.value, event.target.checked)}
                onBlur={field.onBlur}
                slotProps={{ input: { ref: index === 0 ? field.ref : undefined, 'aria-describedby': message ? ERROR_ID : undefined } }}
              />
            }
          />
        ))}
      </FormGroup>
      {message && <FormHelperText id={ERROR_ID}>{message}</FormHelperText>}
    </FormControl>
  );
}
