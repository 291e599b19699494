import { escapeHtml } from '../../../http/escape-html';

const STYLE = `
  *{box-sizing:border-box}
  body{margin:0;padding:16px;font:16px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f1f1f;background:#fff}
  main{max-width:420px;margin:0 auto}
  h1{font-size:1.125rem;margin:0 0 12px}
  .field{margin-bottom:14px}
  .row{display:flex;gap:12px}
  .row .field{flex:1}
  label{display:block;font-weight:600;margin-bottom:4px}
  input{width:100%;min-height:44px;padding:8px 10px;font-size:16px;border:1px solid #6b6b6b;border-radius:4px}
  input:focus{outline:3px solid #1a5fb4;outline-offset:1px}
  input[aria-invalid="true"]{border:2px solid #b00020}
  .error{color:#b00020;margin:4px 0 0;font-size:.9375rem}
  .error:empty{display:none}
  button{width:100%;min-height:48px;font-size:1rem;font-weight:700;color:#fff;background:#451400;border:0;border-radius:4px;cursor:pointer}
  button:disabled{opacity:.6;cursor:progress}
  .help{font-size:.875rem;color:#4a4a4a}
  .status{font-weight:600;min-height:1.4em}
`;

interface FieldSpec {
  id: string;
  label: string;
  autocomplete: string;
  numeric?: boolean;
  max: number;
}

const FIELDS: FieldSpec[] = [
  { id: 'cardNumber', label: 'Card number', autocomplete: 'cc-number', numeric: true, max: 23 },
  { id: 'expiry', label: 'Expiration (MMYY)', autocomplete: 'cc-exp', numeric: true, max: 5 },
  { id: 'cvv', label: 'Security code (CVV)', autocomplete: 'cc-csc', numeric: true, max: 4 },
  { id: 'cardHolderName', label: 'Name on card', autocomplete: 'cc-name', max: 100 },
  { id: 'billingZip', label: 'Billing ZIP or postal code', autocomplete: 'postal-code', max: 7 },
];

function field(spec: FieldSpec): string {
  const numeric = spec.numeric ? ' inputmode="numeric"' : '';
  return `<div class="field">
  <label for="${spec.id}">${spec.label}</label>
  <input id="${spec.id}" name="${spec.id}" type="text" autocomplete="${spec.autocomplete}"${numeric} maxlength="${spec.max}" required aria-describedby="${spec.id}-error">
  <p id="${spec.id}-error" class="error"></p>
</div>`;
}

// <main> is labelled: inside the checkout's iframe it must not read as a second, unnamed main landmark.
function page(body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Card details</title>
<style>${STYLE}</style>
<script src="/payments/sandbox/card-entry.js" defer></script>
</head>
<body>
<main aria-labelledby="card-entry-title">
${body}
</main>
</body>
</html>`;
}

/** The card form; posting it natively (without the script) still never puts the number in a URL. */
export function cardEntryPage(clientToken: string): string {
  const [number, expiry, cvv, name, zip] = FIELDS.map(field);
  return page(`<h1 id="card-entry-title">Card details</h1>
<form id="card-form" method="post" action="/payments/sandbox/cards" novalidate>
<input type="hidden" name="clientToken" value="${escapeHtml(clientToken)}">
${number}
<div class="row">
${expiry}
${cvv}
</div>
${name}
${zip}
<p id="form-status" class="status" role="status" aria-live="polite"></p>
<button type="submit">Use this card</button>
<p class="help">Sandbox: 4111 1111 1111 1111 approves; 4000 0000 0000 0002 declines.</p>
</form>`);
}

/** What the iframe shows when the client token cannot take a card (any more). */
export function cardEntryUnavailablePage(message: string): string {
  return page(`<h1 id="card-entry-title">Card details</h1>
<p role="alert">${escapeHtml(message)}</p>`);
}
