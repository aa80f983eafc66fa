// A labelled search box with the magnifier inside it: the list it narrows follows as the cook
// types (the caller debounces if it asks a server).
import { useId } from 'react';
import { Search } from 'lucide-react';
import { Input } from './ui/input';
import { Label } from './ui/label';

interface SearchFieldProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}

export function SearchField({ label, placeholder, value, onChange }: SearchFieldProps) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id={id}
          type="search"
          autoComplete="off"
          placeholder={placeholder}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className="pl-10"
        />
      </div>
    </div>
  );
}
