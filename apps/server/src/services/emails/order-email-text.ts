import type { OrderEmailContent } from './order-email-content';

/** The plain-text part: the same content, for mail programs that show no HTML. */
export function renderOrderEmailText(content: OrderEmailContent): string {
  const cancelled = content.kind === 'order-cancelled';
  const lines: string[] = [
    content.productName,
    '',
    content.heading,
    `Order number ${content.orderNumber}`,
    content.intro,
  ];
  if (content.changes.length > 0)
    lines.push('', 'WHAT CHANGED', ...content.changes.map((change) => `- ${change}`));
  lines.push('', content.schedule.kind.toUpperCase(), content.schedule.when);
  if (content.deliveryAddress) lines.push(`To ${content.deliveryAddress}`);
  lines.push('', 'RESTAURANT', content.restaurant.name, ...content.restaurant.addressLines);
  if (content.restaurant.phone) lines.push(`Phone: ${content.restaurant.phone}`);
  lines.push('', 'ITEMS');
  content.items.forEach((line, index) => {
    lines.push(`${line.title}  ${content.itemAmounts[index] ?? ''}`);
    for (const detail of [line.popularBuildName, line.subName, line.servesText])
      if (detail) lines.push(`  ${detail}`);
    for (const group of line.groups) lines.push(`  ${group.label}: ${group.names.join(', ')}`);
  });
  lines.push('Serving accessories: FREE', ...content.accessories.map((text) => `  ${text}`));
  lines.push(`  ${content.setupNotIncluded}`, '');
  for (const row of content.totals) lines.push(`${row.label}: ${row.amount}`);
  if (content.card)
    lines.push(`${cancelled ? 'Was to be paid with' : 'Paid with'} ${content.card}`);
  if (content.confirmationUrl)
    lines.push('', `View or change your order: ${content.confirmationUrl}`);
  lines.push(
    '',
    cancelled
      ? `Questions about this cancellation? Call our catering line at ${content.cateringPhone}.`
      : `Orders can be changed or cancelled online until 24 hours before pickup or delivery. After that, call our catering line at ${content.cateringPhone}.`,
  );
  return `${lines.join('\n')}\n`;
}
