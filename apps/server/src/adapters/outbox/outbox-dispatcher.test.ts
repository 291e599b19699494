import { expect, test } from 'vitest';
import { outboxDispatcher } from './outbox-dispatcher';

interface Message {
  id: string;
  attempts: number;
}

/** One due message in a store kept in a list, and a channel that records what it sent. */
function oneMessage() {
  const updates: unknown[] = [];
  const sent: string[] = [];
  let claimed = false;
  const channel = {
    store: {
      dueIds: async () => (claimed ? [] : ['m1']),
      claim: async (id: string): Promise<Message | undefined> => {
        if (claimed) return undefined;
        claimed = true;
        return { id, attempts: 0 };
      },
      update: async (_id: string, changes: unknown) => {
        updates.push(changes);
      },
    },
    provider: 'test',
    send: async (message: Message) => {
      sent.push(message.id);
      return { providerMessageId: null };
    },
    isRetryable: () => true,
    noun: 'message',
    idKey: 'messageId',
  };
  return { channel, sent, updates };
}

test('a message is sent only once the commit that queued it is on disk', async () => {
  const { channel, sent, updates } = oneMessage();
  let onDisk: () => void = () => undefined;
  const durable = () => new Promise<void>((resolve) => (onDisk = resolve));
  const run = outboxDispatcher(channel, { now: () => 1_000, durable }).deliverDue();
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(sent).toEqual([]);
  onDisk();
  await run;
  expect(sent).toEqual(['m1']);
  expect(updates).toEqual([expect.objectContaining({ status: 'sent', attempts: 1 })]);
});

test('a sync that fails sends nothing and counts no attempt: the lease lapses and a later run sends it', async () => {
  const { channel, sent, updates } = oneMessage();
  const durable = () => Promise.reject(new Error('EIO'));
  await expect(
    outboxDispatcher(channel, { now: () => 1_000, durable }).deliverDue(),
  ).rejects.toThrow('EIO');
  expect(sent).toEqual([]);
  expect(updates).toEqual([]);
});
