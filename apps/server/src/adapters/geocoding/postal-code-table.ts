/** What the table knows of one postal code (a US ZIP code or a Canadian forward sortation area). */
export interface PostalCodePlace {
  latitude: number;
  longitude: number;
  city: string;
  state: string;
}

/**
 * The table as text, one line per code sorted by code: `code \t latitude \t longitude \t city \t
 * state`. About 1.6 MB for the 44,000 codes, against 9 MB of heap as the zipcodes package's
 * objects (one object, two numbers and three strings each).
 */
export function postalCodeTableText(places: Record<string, PostalCodePlace>): string {
  return Object.keys(places)
    .sort()
    .map((code) => {
      const place = places[code]!;
      return `${code}\t${place.latitude}\t${place.longitude}\t${place.city}\t${place.state}\n`;
    })
    .join('');
}

/** Looks codes up in the table's text by binary search over the lines' start offsets. */
export class PostalCodeTable {
  private readonly starts: Int32Array;

  constructor(private readonly text: string) {
    const starts: number[] = [];
    for (let at = 0; at < text.length; at = text.indexOf('\n', at) + 1) starts.push(at);
    this.starts = Int32Array.from(starts);
  }

  get size(): number {
    return this.starts.length;
  }

  lookup(code: string): PostalCodePlace | null {
    let low = 0;
    let high = this.starts.length - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const start = this.starts[middle]!;
      const found = this.text.slice(start, this.text.indexOf('\t', start));
      if (found === code) return this.placeAt(start);
      if (found < code) low = middle + 1;
      else high = middle - 1;
    }
    return null;
  }

  private placeAt(start: number): PostalCodePlace {
    const line = this.text.slice(start, this.text.indexOf('\n', start));
    const [, latitude, longitude, city = '', state = ''] = line.split('\t');
    return { latitude: Number(latitude), longitude: Number(longitude), city, state };
  }
}
