import { inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { emails } from '../../db/schema/index.ts';
import { smtpCatcher, waitFor, type ReceivedMail } from '../../test/mail.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { TestClient } from '../../test/test-client.ts';

/** Two instances of the product on one database, both running the background work (the mailer's lanes, the job queue). */
let instances: [TestContext, TestContext];
let received: ReceivedMail[];
beforeAll(async () => {
  const smtp = await smtpCatcher();
  received = smtp.received;
  const first = await createTestApp({ SMTP_URL: smtp.url }, { runJobs: true });
  const second = await createTestApp({ SMTP_URL: smtp.url }, { runJobs: true, databaseUrl: first.config.databaseUrl });
  instances = [first, second];
});

describe('background work with two instances', () => {
  it('sends each email once, whichever instance picks it up', async () => {
    const tag = Date.now();
    const addresses = Array.from({ length: 16 }, (_, n) => `once_${tag}_${n}@example.test`);
    // Sign-ups on both instances at once: each stores its activation email, and both instances' mailers are awake.
    await Promise.all(
      addresses.map((email, n) =>
        new TestClient(instances[n % 2]!.app).post('/api/users/signup', {
          userType: 'hacker',
          email,
          username: `once_${tag}_${n}`,
          password: 'Val1d-Password',
          termsAccepted: true,
          privacyAccepted: true,
        }),
      ),
    );
    const [first] = instances;
    await waitFor(async () => {
      const rows = await first.db.select({ status: emails.status }).from(emails).where(inArray(emails.toAddress, addresses));
      return rows.length === addresses.length && rows.every((row) => row.status === 'sent');
    });
    // Time for a second, wrongful delivery to arrive, had one of them been claimed twice.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const sent = received.filter((mail) => addresses.includes(mail.to)).map((mail) => mail.to);
    expect(sent.toSorted()).toEqual(addresses.toSorted());
  });
});
