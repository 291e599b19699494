import { Search } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../ui/button';
import { Input } from '../../ui/input';

const POSTAL = /^(\d{5}|[A-Za-z]\d[A-Za-z][ -]?\d[A-Za-z]\d)$/;

/** A ZIP or postal code box with a search button; not a <form>, as it sits inside the intake form. */
export function PostalCodeSearch({
  onSearch,
  busy,
}: {
  onSearch: (code: string) => void;
  busy: boolean;
}) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const search = () => {
    const code = value.trim().toUpperCase();
    if (!POSTAL.test(code)) return setError('Enter a 5-digit ZIP code or a postal code');
    setError(undefined);
    onSearch(code);
  };
  return (
    <div className="flex items-start gap-2">
      <Input
        label="ZIP or postal code"
        className="min-w-0 flex-1"
        autoComplete="postal-code"
        maxLength={7}
        value={value}
        error={error}
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            search();
          }
        }}
      />
      <Button className="mt-7 shrink-0" onClick={search} busy={busy}>
        <Search className="size-4" aria-hidden="true" />
        Find
      </Button>
    </div>
  );
}
