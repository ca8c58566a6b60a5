// The product switcher (spec 3 §1, §6): only for a caller whose menu data offers several products.
// A native select built from TextField's parts (FormControl, InputLabel, NativeSelect with an
// OutlinedInput): TextField itself imports MUI's Select, and with it Menu, Popover and Modal, which
// the header then loaded before first paint (issue #14).
import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';

const PRODUCT_NAMES: Record<string, string> = { FD: 'Decisions', FMI: 'Market Insights', AOC: 'AOC', GUEST: 'Guest' };

export interface ProductSwitcherProps {
  products: readonly string[];
  product: string;
  onChange: (product: string) => void;
}

export function ProductSwitcher({ products, product, onChange }: ProductSwitcherProps) {
  const id = useId();
  if (products.length < 2) return null;
  return (
    <FormControl
      size="small"
      // A native select: the platform's own keyboard and screen reader behaviour, on a dark bar.
      sx={{
        minWidth: 96,
        '& .MuiInputLabel-root, & .MuiInputLabel-root.Mui-focused, & .MuiInputBase-root, & .MuiNativeSelect-icon': { color: 'inherit' },
        '& .MuiOutlinedInput-notchedOutline': { borderColor: 'currentColor' },
        '& option': { color: 'text.primary', backgroundColor: 'background.paper' },
      }}
    >
      <InputLabel htmlFor={id}>Product</InputLabel>
      <NativeSelect id={id} value={product} onChange={(event) => onChange(event.target.value)} input={<OutlinedInput label="Product" />}>
        {products.map((p) => (
          <option key={p} value={p}>
            {PRODUCT_NAMES[p] ?? p}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}
