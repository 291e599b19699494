import { MapPin } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../ui/button';

const POSTAL = /^(\d{5}|[A-Za-z]\d[A-Za-z][ -]?\d[A-Za-z]\d)$/;

/** Localizes the menu's prices: sets ?zipCode= on Home. */
export function ZipCodeForm({ zipCode }: { zipCode?: string }) {
  const navigate = useNavigate();
  const [value, setValue] = useState(zipCode ?? '');
  const [error, setError] = useState<string>();

  return (
    <form
      role="search"
      aria-label="Local menu prices"
      noValidate
      className="min-w-0 rounded-3xl bg-masa p-4 text-ink shadow-xl sm:p-5"
      onSubmit={(event) => {
        event.preventDefault();
        const trimmed = value.trim().toUpperCase();
        if (!POSTAL.test(trimmed)) return setError('Enter a 5-digit ZIP code or a postal code');
        setError(undefined);
        void navigate(`/?zipCode=${encodeURIComponent(trimmed)}#menu`);
      }}
    >
      <label
        htmlFor="home-zip"
        className="flex items-center gap-2 font-display text-lg font-bold tracking-wide uppercase [font-stretch:condensed]"
      >
        <MapPin className="size-5 text-chile" aria-hidden="true" />
        See prices near you
      </label>
      <div className="mt-2 flex gap-2">
        <input
          id="home-zip"
          inputMode="text"
          autoComplete="postal-code"
          placeholder="ZIP or postal code"
          maxLength={7}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'home-zip-error' : undefined}
          onChange={(event) => setValue(event.target.value)}
          className="min-h-12 min-w-0 flex-1 rounded-full border-2 border-field bg-white px-4 text-base hover:border-verde-600 aria-invalid:border-chile"
        />
        <Button type="submit">Update</Button>
      </div>
      {error && (
        <p id="home-zip-error" className="mt-2 text-sm font-semibold text-chile">
          {error}
        </p>
      )}
    </form>
  );
}
