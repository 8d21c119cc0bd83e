// The admin inbox: contact messages and tool suggestions, newest first, each marked handled by an
// admin; and the e-mail to the operator address that each new one sends (best effort: the message
// is stored first, and a failed e-mail is logged, never the sender's error).
import type { Firestore } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import type { InboxItemJson } from '../domain/api';
import { COLLECTIONS } from '../domain/collections';
import type { ContactSubmission, ToolSuggestion } from '../domain/entities';
import { contactSubmissionSchema, toolSuggestionSchema } from '../domain/entities';
import { DomainError } from '../domain/errors';
import type { ToolCategory } from '../domain/tools';
import { headerText } from '../infra/mail';
import { typedCollection } from './firestore';
import type { MailSettings } from './mail';
import { escapeHtml } from './mail-templates';
import { runContended } from './transactions';

/** How many of each kind the inbox lists (the newest): two bounded reads. */
export const INBOX_LIMIT = 50;

type InboxKind = InboxItemJson['kind'];

const CATEGORY_NAMES: Record<ToolCategory, string> = {
  model_provider: 'model provider',
  ide_agent: 'IDE / agent',
  host_framework: 'host / framework',
};

const contacts = (firestore: Firestore) =>
  typedCollection(COLLECTIONS.contactSubmissions, contactSubmissionSchema, firestore);
const suggestions = (firestore: Firestore) =>
  typedCollection(COLLECTIONS.toolSuggestions, toolSuggestionSchema, firestore);

export function contactItem(c: ContactSubmission): InboxItemJson {
  return {
    kind: 'contact',
    id: c.id,
    createdAt: c.createdAt.toISOString(),
    handled: c.status === 'handled',
    title: c.subject,
    text: c.message,
    fromName: c.name,
    fromEmail: c.email,
    userId: c.userId,
    projectId: null,
  };
}

export function suggestionItem(s: ToolSuggestion): InboxItemJson {
  return {
    kind: 'tool_suggestion',
    id: s.id,
    createdAt: s.createdAt.toISOString(),
    handled: s.status === 'handled',
    title: `Tool suggestion (${CATEGORY_NAMES[s.category]})`,
    text: s.suggestion,
    fromName: null,
    fromEmail: null,
    userId: s.userId,
    projectId: s.projectId,
  };
}

/** GET /api/admin/inbox: the newest INBOX_LIMIT of each kind, merged newest first. */
export async function listInbox(firestore: Firestore): Promise<InboxItemJson[]> {
  const [c, s] = await Promise.all([
    contacts(firestore).orderBy('createdAt', 'desc').limit(INBOX_LIMIT).get(),
    suggestions(firestore).orderBy('createdAt', 'desc').limit(INBOX_LIMIT).get(),
  ]);
  const items = [...c.docs.map((d) => contactItem(d.data())), ...s.docs.map((d) => suggestionItem(d.data()))];
  return items.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id));
}

/** POST /api/admin/inbox/:kind/:id/handled: marks it handled (again: unchanged). 404 when unknown. */
export async function markInboxItemHandled(
  firestore: Firestore,
  kind: InboxKind,
  id: string,
  adminUid: string,
  now: Date,
): Promise<InboxItemJson> {
  return runContended(firestore, async (tx) => {
    if (kind === 'contact') {
      const ref = contacts(firestore).doc(id);
      const item = (await tx.get(ref)).data();
      if (!item) throw new DomainError('inbox_item_not_found');
      if (item.status === 'handled') return contactItem(item);
      tx.update(ref, { status: 'handled', handledAt: now, handledBy: adminUid });
      return contactItem({ ...item, status: 'handled', handledAt: now, handledBy: adminUid });
    }
    const ref = suggestions(firestore).doc(id);
    const item = (await tx.get(ref)).data();
    if (!item) throw new DomainError('inbox_item_not_found');
    if (item.status === 'handled') return suggestionItem(item);
    tx.update(ref, { status: 'handled', handledAt: now, handledBy: adminUid });
    return suggestionItem({ ...item, status: 'handled', handledAt: now, handledBy: adminUid });
  });
}

/** The operator's e-mail about a new inbox item: what it says, who sent it, and the inbox link. */
export function operatorEmail(item: InboxItemJson, siteUrl: string): { subject: string; text: string; html: string } {
  const what = item.kind === 'contact' ? 'Contact message' : 'Tool suggestion';
  const subject = headerText(`${what}: ${item.kind === 'contact' ? item.title : item.text}`, 150);
  const from =
    item.kind === 'contact'
      ? `${item.fromName ?? ''} <${item.fromEmail ?? ''}>`
      : `member ${item.userId ?? 'unknown'}${item.projectId ? `, project ${item.projectId}` : ''}`;
  const inbox = `${siteUrl}/admin`;
  const text = `${what} — ${item.title}\nFrom: ${from}\nAt: ${item.createdAt}\n\n${item.text}\n\nMark it handled in the admin inbox: ${inbox}\n`;
  const html = `<p><strong>${escapeHtml(what)}</strong> — ${escapeHtml(item.title)}</p>
<p>From: ${escapeHtml(from)}<br>At: ${escapeHtml(item.createdAt)}</p>
<p style="white-space:pre-wrap">${escapeHtml(item.text)}</p>
<p><a href="${escapeHtml(inbox)}">Mark it handled in the admin inbox</a></p>`;
  return { subject, text, html };
}

/** E-mails the operator about a new item; nothing when no mailer or no operator address is set. */
export async function notifyOperator(settings: MailSettings, item: InboxItemJson): Promise<void> {
  const to = settings.operatorEmail;
  if (!settings.mailer || !to) return;
  try {
    await settings.mailer.send({ to: { address: to }, ...operatorEmail(item, settings.siteUrl) });
  } catch (error) {
    logger.error('Could not e-mail the operator about a new inbox item', {
      kind: item.kind,
      id: item.id,
      error: String(error),
    });
  }
}
