// Every runner (vitest, tsx from any folder, a build) compiles this JSX the same way.
/** @jsxRuntime automatic */
/** @jsxImportSource react */
import type { CSSProperties, ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { OrderEmailContent } from './order-email-content';

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

const text: CSSProperties = { margin: '0 0 4px', fontSize: '16px', lineHeight: '24px' };
const muted: CSSProperties = { ...text, color: COLOR.muted, fontSize: '15px', lineHeight: '22px' };
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
function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `tel:+${digits.length === 10 ? `1${digits}` : digits}`;
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} style={section}>
      <h2 id={id} style={h2}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function Items({ content }: { content: OrderEmailContent }) {
  return (
    <Section id="items" title="Items">
      {content.items.map((line, index) => (
        <div
          key={line.orderItemId}
          style={{ padding: '12px 0', borderTop: index ? `1px solid ${COLOR.rule}` : 'none' }}
        >
          <table role="presentation" width="100%" cellPadding={0} cellSpacing={0}>
            <tbody>
              <tr>
                <td style={{ verticalAlign: 'top' }}>
                  <h3 style={{ ...text, fontSize: '17px', fontWeight: 700, color: COLOR.heading }}>
                    {line.title}
                  </h3>
                </td>
                <td style={{ ...text, verticalAlign: 'top', textAlign: 'right', fontWeight: 700 }}>
                  {content.itemAmounts[index]}
                </td>
              </tr>
            </tbody>
          </table>
          {line.popularBuildName && <p style={muted}>{line.popularBuildName}</p>}
          {line.subName && <p style={muted}>{line.subName}</p>}
          {line.servesText && <p style={muted}>{line.servesText}</p>}
          {line.groups.map((group) => (
            <p key={group.key} style={muted}>
              <strong style={{ color: COLOR.ink }}>{group.label}:</strong> {group.names.join(', ')}
            </p>
          ))}
        </div>
      ))}
      <div style={{ padding: '12px 0 0', borderTop: `1px solid ${COLOR.rule}` }}>
        <h3 style={{ ...text, fontWeight: 700, color: COLOR.heading }}>
          Serving accessories: FREE
        </h3>
        {content.accessories.map((line) => (
          <p key={line} style={muted}>
            {line}
          </p>
        ))}
        <p style={{ ...muted, fontWeight: 700 }}>{content.setupNotIncluded}</p>
      </div>
    </Section>
  );
}

function Totals({ content }: { content: OrderEmailContent }) {
  return (
    <table aria-labelledby="totals" width="100%" cellPadding={0} cellSpacing={0}>
      <tbody>
        {content.totals.map((row) => {
          const total = row.key === 'total';
          const cell: CSSProperties = {
            ...text,
            padding: '4px 0',
            fontWeight: total ? 700 : 400,
            fontSize: total ? '18px' : '16px',
            borderTop: total ? `2px solid ${COLOR.ink}` : 'none',
          };
          return (
            <tr key={row.key}>
              <th scope="row" style={{ ...cell, textAlign: 'left' }}>
                {row.label}
              </th>
              <td style={{ ...cell, textAlign: 'right' }}>{row.amount}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** An order email (placed, changed, cancelled): one column, readable from 320 px, no images. */
export function OrderEmail({ content }: { content: OrderEmailContent }) {
  const cancelled = content.kind === 'order-cancelled';
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
          <p style={text}>
            Order number <strong>{content.orderNumber}</strong>
          </p>
          <p style={{ ...text, marginBottom: '16px' }}>{content.intro}</p>
          {content.changes.length > 0 && (
            <Section id="changes" title="What changed">
              <ul style={{ margin: 0, paddingLeft: '20px' }}>
                {content.changes.map((change) => (
                  <li key={change} style={text}>
                    {change}
                  </li>
                ))}
              </ul>
            </Section>
          )}
          <Section
            id="when"
            title={cancelled ? `${content.schedule.kind} (cancelled)` : content.schedule.kind}
          >
            <p style={{ ...text, fontWeight: 700 }}>{content.schedule.when}</p>
            {content.deliveryAddress && <p style={muted}>To {content.deliveryAddress}</p>}
          </Section>
          <Section id="restaurant" title="Restaurant">
            <p style={text}>{content.restaurant.name}</p>
            {content.restaurant.addressLines.map((line) => (
              <p key={line} style={muted}>
                {line}
              </p>
            ))}
            {content.restaurant.phone && (
              <p style={muted}>
                Phone:{' '}
                <a href={telHref(content.restaurant.phone)} style={{ color: COLOR.heading }}>
                  {content.restaurant.phone}
                </a>
              </p>
            )}
          </Section>
          <Items content={content} />
          <Section id="totals" title="Order totals">
            <Totals content={content} />
            {content.card && (
              <p style={{ ...text, marginTop: '12px' }}>
                {cancelled ? 'Was to be paid with' : 'Paid with'} {content.card}
              </p>
            )}
          </Section>
          {content.confirmationUrl && (
            <p style={{ margin: '24px 0', textAlign: 'center' }}>
              <a
                href={content.confirmationUrl}
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
                View or change your order
              </a>
            </p>
          )}
          <footer>
            <p style={muted}>
              {cancelled
                ? 'Questions about this cancellation?'
                : 'Orders can be changed or cancelled online until 24 hours before pickup or delivery. After that,'}{' '}
              call our catering line at{' '}
              <a href={telHref(content.cateringPhone)} style={{ color: COLOR.heading }}>
                {content.cateringPhone}
              </a>
              .
            </p>
            {content.kind !== 'order-cancelled' && (
              <p style={muted}>
                The calendar event attached (order-{content.orderNumber}.ics) adds this order to
                your calendar.
              </p>
            )}
          </footer>
        </main>
      </body>
    </html>
  );
}

/** The email's HTML document. */
export function renderOrderEmailHtml(content: OrderEmailContent): string {
  return `<!doctype html>${renderToStaticMarkup(<OrderEmail content={content} />)}`;
}
