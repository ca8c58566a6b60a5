// A research type's name with its definition (spec 3 §3, intellectual-property type definitions):
// an information button beside the name shows it. A type without a definition is its name alone.
import Box from '@mui/material/Box';
import { ipTypeDefinition } from '@portal/domain';
import { DefinitionButton } from './DefinitionButton';

export const definitionButtonLabel = (ipType: string) => `What is ${/^[aeiou]/i.test(ipType) ? 'an' : 'a'} ${ipType}?`;

export function ResearchTypeLabel({ ipType }: { ipType: string }) {
  const definition = ipTypeDefinition(ipType);
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center' }}>
      {ipType}
      {definition && <DefinitionButton label={definitionButtonLabel(ipType)} definition={definition} />}
    </Box>
  );
}
