// The vendor's company (spec 1 §3): prefilled from what the reader saved with an earlier briefing,
// and saved again for next time when they tick the box (companyInfoSave).
import Box from '@mui/material/Box';
import { FormCheckbox } from '../../forms/FormCheckbox';
import { BriefingTextField } from './BriefingTextField';
import type { BriefingControl } from './briefingControl';

const COMPANY_FIELDS = [
  { name: 'companyName', label: 'Company name', autoComplete: 'organization', required: true },
  { name: 'companyAddress', label: 'Address', autoComplete: 'street-address' },
  { name: 'companyCity', label: 'City', autoComplete: 'address-level2' },
  { name: 'companyState', label: 'State', autoComplete: 'address-level1' },
  { name: 'companyStateOther', label: 'Other state or region' },
  { name: 'companyCountry', label: 'Country', autoComplete: 'country-name' },
  { name: 'companyZipCode', label: 'ZIP or postal code', autoComplete: 'postal-code' },
  { name: 'companyPhone', label: 'Company phone', autoComplete: 'tel' },
  { name: 'companyURL', label: 'Company website', autoComplete: 'url' },
] as const;

export function BriefingCompanyFields({ control }: { control: BriefingControl }) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {COMPANY_FIELDS.map(({ name, label, ...rest }) => (
          <BriefingTextField key={name} control={control} name={name} limitOf={name} label={label} {...rest} />
        ))}
      </Box>
      <BriefingTextField control={control} name="companyPurpose" limitOf="companyPurpose" label="What your company does" multiline />
      <Box>
        <FormCheckbox control={control} name="companyInfoSave" label="Save my company information for next time" />
      </Box>
    </Box>
  );
}
