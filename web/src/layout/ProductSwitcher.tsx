// The product switcher (spec 3 §1, §6): only for a caller whose menu data offers several products.
import TextField from '@mui/material/TextField';

const PRODUCT_NAMES: Record<string, string> = { FD: 'Decisions', FMI: 'Market Insights', AOC: 'AOC', GUEST: 'Guest' };

export interface ProductSwitcherProps {
  products: readonly string[];
  product: string;
  onChange: (product: string) => void;
}

export function ProductSwitcher({ products, product, onChange }: ProductSwitcherProps) {
  if (products.length < 2) return null;
  return (
    <TextField
      select
      size="small"
      label="Product"
      value={product}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ select: { native: true } }}
      // A native select: the platform's own keyboard and screen reader behaviour, on a dark bar.
      sx={{
        minWidth: 96,
        '& .MuiInputLabel-root, & .MuiInputLabel-root.Mui-focused, & .MuiInputBase-root, & .MuiNativeSelect-icon': { color: 'inherit' },
        '& .MuiOutlinedInput-notchedOutline': { borderColor: 'currentColor' },
        '& option': { color: 'text.primary', backgroundColor: 'background.paper' },
      }}
    >
      {products.map((p) => (
        <option key={p} value={p}>
          {PRODUCT_NAMES[p] ?? p}
        </option>
      ))}
    </TextField>
  );
}
