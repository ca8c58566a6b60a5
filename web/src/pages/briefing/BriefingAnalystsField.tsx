// The analysts to brief (spec 1 §3, §5): chosen from the list with an autocomplete, or a name typed
// in (Enter or "Add analyst"); each shows as a chip with a labelled remove button. Unique by label:
// a second of the same name is refused with the domain's message. Sent as one text of labels,
// bounded in bytes, so the bytes left of that text show as analysts are added.
import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import CloseIcon from '@mui/icons-material/Close';
import { useFieldArray, useFormState, useWatch } from 'react-hook-form';
import { DUPLICATE_ANALYST_MESSAGE, analystsWireText, byteLimitOf, bytesLeftText } from '@portal/domain';
import type { BriefingControl } from './briefingControl';

export interface AnalystOption {
  analystId: string;
  name: string;
  jobTitle?: string | null;
}

const INPUT_ID = 'briefing-analysts';
const LIMIT = byteLimitOf('briefing', 'analysts');
const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function BriefingAnalystsField({ control, options }: { control: BriefingControl; options: readonly AnalystOption[] }) {
  const { fields, append, remove } = useFieldArray({ control, name: 'analysts' });
  const chosen = useWatch({ control, name: 'analysts' }) ?? [];
  const { errors } = useFormState({ control, name: 'analysts' });
  const [text, setText] = useState('');
  const [refusal, setRefusal] = useState('');

  const add = (choice: AnalystOption | string | null) => {
    if (choice === null) return;
    const typed = typeof choice === 'string' ? choice.trim() : '';
    if (typeof choice === 'string' && typed === '') return;
    // A typed name that is on the list is that analyst.
    const option = typeof choice === 'string' ? options.find((o) => sameName(o.name, typed)) : choice;
    const analyst = option ? { value: option.analystId, label: option.name } : { value: '', label: typed };
    if (chosen.some((a) => sameName(a.label, analyst.label))) {
      setRefusal(DUPLICATE_ANALYST_MESSAGE);
      return;
    }
    append(analyst);
    setRefusal('');
    setText('');
  };

  // The list's rule (its bytes) from the form's check, or the server's.
  const listError = errors.analysts?.root?.message ?? errors.analysts?.message;
  const message = refusal || listError;
  const describedBy = [`${INPUT_ID}-bytes`, message ? `${INPUT_ID}-error` : ''].filter(Boolean).join(' ');
  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <Autocomplete
          freeSolo
          fullWidth
          options={options}
          value={null}
          inputValue={text}
          // What the reader types (or clears); a choice empties the box through add().
          onInputChange={(_event, value, reason) => {
            if (reason !== 'input' && reason !== 'clear') return;
            setText(value);
            if (refusal) setRefusal('');
          }}
          onChange={(_event, value) => add(value)}
          getOptionLabel={(option) => (typeof option === 'string' ? option : option.name)}
          renderOption={({ key, ...props }, option) => (
            <li key={key} {...props}>
              {option.name}
              {option.jobTitle ? ` (${option.jobTitle})` : ''}
            </li>
          )}
          renderInput={(params) => (
            <TextField
              {...params}
              id={INPUT_ID}
              label="Analysts"
              error={Boolean(message)}
              slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'aria-describedby': describedBy } }}
            />
          )}
        />
        <Button variant="outlined" onClick={() => add(text)} sx={{ mt: 1, flexShrink: 0 }}>
          Add analyst
        </Button>
      </Box>
      <FormHelperText id={`${INPUT_ID}-bytes`} aria-live="polite">
        Choose from the list or type a name. {bytesLeftText(analystsWireText(chosen), LIMIT)}
      </FormHelperText>
      {message && (
        <FormHelperText error id={`${INPUT_ID}-error`} role="alert">
          {message}
        </FormHelperText>
      )}
      {fields.length > 0 && (
        <Box component="ul" aria-label="Analysts to brief" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {fields.map((analyst, index) => {
            const itemError = errors.analysts?.[index]?.label?.message;
            return (
              <Box component="li" key={analyst.id} sx={{ display: 'inline-flex', alignItems: 'center' }}>
                <Chip label={analyst.label} color={itemError ? 'error' : 'default'} />
                <IconButton size="small" aria-label={`Remove ${analyst.label}`} onClick={() => remove(index)}>
                  <CloseIcon fontSize="small" />
                </IconButton>
                {itemError && <FormHelperText error>{itemError}</FormHelperText>}
              </Box>
            );
          })}
        </Box>
      )}
    </Box>
  );
}
