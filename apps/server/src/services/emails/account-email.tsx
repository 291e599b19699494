// Every runner (vitest, tsx from any folder, a build) compiles this JSX the same way.
/** @jsxRuntime automatic */
/** @jsxImportSource react */
import type { AccountEmailContent } from './account-email-content';
import { EmailLayout, renderEmailHtml } from './email-layout';
import { ButtonLink, muted, PhoneLink, Section, text } from './email-layout';

/** An account email (welcome, password or phone number changed): a few lines and what to do. */
export function AccountEmail({ content }: { content: AccountEmailContent }) {
  return (
    <EmailLayout content={content}>
      {content.paragraphs.map((paragraph) => (
        <p key={paragraph} style={{ ...text, marginBottom: '12px' }}>
          {paragraph}
        </p>
      ))}
      <ButtonLink href={content.action.url}>{content.action.label}</ButtonLink>
      <Section id="not-you" title={content.notYou.title}>
        <ol style={{ margin: 0, paddingLeft: '20px' }}>
          {content.notYou.steps.map((step) => (
            <li key={step} style={text}>
              {step}
            </li>
          ))}
        </ol>
      </Section>
      <footer>
        <p style={muted}>
          Questions? Call our catering line at <PhoneLink phone={content.cateringPhone} />.
        </p>
      </footer>
    </EmailLayout>
  );
}

/** The email's HTML document. */
export function renderAccountEmailHtml(content: AccountEmailContent): string {
  return renderEmailHtml(<AccountEmail content={content} />);
}

/** The plain-text part: the same content, for mail programs that show no HTML. */
export function renderAccountEmailText(content: AccountEmailContent): string {
  return [
    content.productName,
    '',
    content.heading,
    '',
    ...content.paragraphs.flatMap((paragraph) => [paragraph, '']),
    `${content.action.label}: ${content.action.url}`,
    '',
    content.notYou.title.toUpperCase(),
    ...content.notYou.steps.map((step, index) => `${index + 1}. ${step}`),
    '',
    `Questions? Call our catering line at ${content.cateringPhone}.`,
    '',
  ].join('\n');
}
