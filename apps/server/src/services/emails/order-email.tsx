// Every runner (vitest, tsx from any folder, a build) compiles this JSX the same way.
/** @jsxRuntime automatic */
/** @jsxImportSource react */
import type { CSSProperties } from 'react';
import type { OrderEmailContent } from './order-email-content';
import {
  ButtonLink,
  COLOR,
  EmailLayout,
  muted,
  PhoneLink,
  renderEmailHtml,
  Section,
  text,
} from './email-layout';

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
    <EmailLayout content={content}>
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
            Phone: <PhoneLink phone={content.restaurant.phone} />
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
        <ButtonLink href={content.confirmationUrl}>View or change your order</ButtonLink>
      )}
      <footer>
        <p style={muted}>
          {cancelled
            ? 'Questions about this cancellation?'
            : 'Orders can be changed or cancelled online until 24 hours before pickup or delivery. After that,'}{' '}
          call our catering line at <PhoneLink phone={content.cateringPhone} />.
        </p>
        {content.kind !== 'order-cancelled' && (
          <p style={muted}>
            The calendar event attached (order-{content.orderNumber}.ics) adds this order to your
            calendar.
          </p>
        )}
      </footer>
    </EmailLayout>
  );
}

/** The email's HTML document. */
export function renderOrderEmailHtml(content: OrderEmailContent): string {
  return renderEmailHtml(<OrderEmail content={content} />);
}
