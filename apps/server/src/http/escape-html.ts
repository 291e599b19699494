/** Text made safe for HTML content and quoted attribute values (the five special characters). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
