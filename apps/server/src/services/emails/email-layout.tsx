// Every runner (vitest, tsx from any folder, a build) compiles this JSX the same way.
/** @jsxRuntime automatic */
/** @jsxImportSource react */
import type { CSSProperties, ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

// Inline styles only: many mail programs drop <style> and ignore classes. Colours are the web
// app's (verde, masa, ink); every text colour is at least 4.5:1 on its background.
export const COLOR = {
  page: '#faf6ef',
  card: '#ffffff',
  rule: '#e4d7c1',
  ink: '#1f1a14',
  muted: '#5d5346',
  heading: '#124424',
  button: '#17552d',
};
const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

export const text: CSSProperties = { margin: '0 0 4px', fontSize: '16px', lineHeight: '24px' };
export const muted: CSSProperties = {
  ...text,
  color: COLOR.muted,
  fontSize: '15px',
  lineHeight: '22px',
};
const h2: CSSProperties = {
  margin: '0 0 8px',
  fontSize: '20px',
  lineHeight: '28px',
  color: COLOR.heading,
};
const section: CSSProperties = {
  backgroundColor: COLOR.card,
  border: `1px solid ${COLOR.rule}`,
  borderRadius: '12px',
  padding: '16px',
  marginBottom: '16px',
};

/** tel: link of a North American number given with or without its leading 1. */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `tel:+${digits.length === 10 ? `1${digits}` : digits}`;
}

export function PhoneLink({ phone }: { phone: string }) {
  return (
    <a href={telHref(phone)} style={{ color: COLOR.heading }}>
      {phone}
    </a>
  );
}

export function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} style={section}>
      <h2 id={id} style={h2}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The email's one call to action, a link that looks like a button. */
export function ButtonLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <p style={{ margin: '24px 0', textAlign: 'center' }}>
      <a
        href={href}
        style={{
          display: 'inline-block',
          padding: '12px 24px',
          borderRadius: '999px',
          backgroundColor: COLOR.button,
          color: '#ffffff',
          fontWeight: 700,
          fontSize: '16px',
          textDecoration: 'none',
        }}
      >
        {children}
      </a>
    </p>
  );
}

/**
 * Every email's document: English, one column at most 600 px wide (readable from 320 px), the
 * product's name, one h1, and the inbox preview line hidden in the body.
 */
export function EmailLayout({
  content,
  children,
}: {
  content: { subject: string; preview: string; productName: string; heading: string };
  children: ReactNode;
}) {
  return (
    <html lang="en" dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
        <title>{content.subject}</title>
      </head>
      <body
        style={{
          margin: 0,
          padding: 0,
          backgroundColor: COLOR.page,
          color: COLOR.ink,
          fontFamily: FONT,
        }}
      >
        <div style={{ display: 'none', maxHeight: 0, overflow: 'hidden' }}>{content.preview}</div>
        <main style={{ maxWidth: '600px', margin: '0 auto', padding: '24px 16px' }}>
          <p style={{ ...text, fontWeight: 700, letterSpacing: '0.04em', color: COLOR.heading }}>
            {content.productName}
          </p>
          <h1
            style={{ margin: '8px 0', fontSize: '28px', lineHeight: '34px', color: COLOR.heading }}
          >
            {content.heading}
          </h1>
          {children}
        </main>
      </body>
    </html>
  );
}

/** An email element as the HTML document sent. */
export function renderEmailHtml(email: ReactNode): string {
  return `<!doctype html>${renderToStaticMarkup(email)}`;
}
