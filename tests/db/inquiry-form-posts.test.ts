/**
 * The contact, request-docs and schedule-a-call forms' route handlers (lib/inquiries/form-posts.ts,
 * called by app/[locale]/(marketing)/<page>/send/route.ts with the request's locale) on a real
 * PGlite (the app's own getDb(), in memory): what they store, what they send back, what they refuse.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const dataDir = mkdtempSync(path.join(tmpdir(), 'partsmith-inquiry-posts-'));
process.env.PARTSMITH_DB = 'memory://';
process.env.PARTSMITH_DATA_DIR = dataDir;
process.env.PARTSMITH_SESSION_SECRET = 'inquiry-post-test-secret-0123456789abcdef';

const { inquiryPost, INQUIRY_POST_MAX_BYTES } = await import('@/lib/inquiries/form-posts');
const { INQUIRY_FORM_RULES } = await import('@/lib/inquiries/form-answer');
const { FORM_COOKIE, FORM_COOKIE_MAX_CHARS, readFormAnswer } = await import('@/lib/http/form-answer');
const { INQUIRY_RATE_LIMIT, listCallRequests, listContactSubmissions, listInquiries } = await import('@/lib/data/inquiries');
const { SlidingWindowRateLimiter } = await import('@/lib/http/rate-limit');
const { asService, closeDb, getDb } = await import('@/lib/db');

const SITE = 'http://localhost:3000';

/** The form's post as a browser sends it from our page (or, with `headers`, from elsewhere). */
function post(route: string, fields: Record<string, string>, headers: Record<string, string> = {}): Request {
  return new Request(`${SITE}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'localhost:3000', origin: SITE, 'sec-fetch-site': 'same-origin', ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

function answerOf(response: Response) {
  const form = response.headers.getSetCookie().find((c) => c.startsWith(`${FORM_COOKIE}=`));
  const value = form ? decodeURIComponent(form.slice(FORM_COOKIE.length + 1).split(';', 1)[0]!) : undefined;
  return { status: response.status, location: response.headers.get('location') ?? '', form, value };
}

const limiter = () => new SlidingWindowRateLimiter(INQUIRY_RATE_LIMIT);
let counter = 0;
const sender = (tag: string) => `${tag} ${++counter} ${Date.now()}`;
const contactFields = (name: string) => ({ name, email: 'anna@brakes.example', company: '', message: 'Forty thousand rows of brake parts.', website: '' });

async function contactsNamed(name: string) {
  return (await asService((tx) => listContactSubmissions(tx, 1000))).filter((c) => c.name === name);
}

beforeAll(async () => {
  await getDb();
});

afterAll(async () => {
  await closeDb();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the contact form’s post', () => {
  it('stores the message in the page’s language and answers 303 to the thank-you state, clearing the form cookie', async () => {
    const name = sender('Anna');
    const answer = answerOf(await inquiryPost('contact', post('/de/contact/send', contactFields(name)), 'de', { limiter: limiter() }));
    expect(answer.status).toBe(303);
    expect(answer.location).toBe('/de/contact?sent=1');
    expect(answer.form).toMatch(/Max-Age=0/);
    const stored = await contactsNamed(name);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ email: 'anna@brakes.example', company: null, locale: 'de', message: 'Forty thousand rows of brake parts.' });
  });

  it('sends a refusal back with codes in the URL and what was typed only in the cookie; nothing is stored', async () => {
    const name = sender('Bea');
    const answer = answerOf(await inquiryPost('contact', post('/contact/send', { ...contactFields(name), email: 'bea@', message: 'short' }), 'en', { limiter: limiter() }));
    expect(answer.status).toBe(303);
    expect(answer.location).toBe('/contact?error=checkFields&invalid=email.emailInvalid&invalid=message.messageTooShort');
    expect(answer.location).not.toContain('Bea');
    expect(answer.form).toMatch(/HttpOnly/);
    expect(answer.form).toMatch(/SameSite=Lax/);
    expect(answer.form).toMatch(/Max-Age=60/);
    const query = Object.fromEntries([...new URL(answer.location, SITE).searchParams.entries()].filter(([k]) => k === 'error'));
    const back = readFormAnswer(INQUIRY_FORM_RULES.contact, '/contact', { ...query, invalid: ['email.emailInvalid', 'message.messageTooShort'] }, answer.value, () => true);
    expect(back).toEqual({
      refusal: {
        ok: false,
        error: { key: 'inquiryForm.errors.checkFields' },
        fieldErrors: { email: { key: 'inquiryForm.errors.emailInvalid' }, message: { key: 'inquiryForm.errors.messageTooShort' } },
      },
      typed: { name, email: 'bea@', company: '', message: 'short' },
    });
    expect(await contactsNamed(name)).toHaveLength(0);
  });

  it('takes a message of the full 5,000 characters, and keeps a cut one (said so) when it is sent back', async () => {
    const name = sender('Cleo');
    const long = 'Bremsscheiben für Händler: 100% geprüft. '.repeat(200).slice(0, 5000);
    const stored = answerOf(await inquiryPost('contact', post('/contact/send', { ...contactFields(name), message: long }), 'en', { limiter: limiter() }));
    expect(stored.location).toBe('/contact?sent=1');
    expect((await contactsNamed(name))[0]!.message).toBe(long.trim());

    const refused = answerOf(await inquiryPost('contact', post('/contact/send', { ...contactFields(name), email: 'x', message: long }), 'en', { limiter: limiter() }));
    expect(encodeURIComponent(refused.value!).length).toBeLessThanOrEqual(FORM_COOKIE_MAX_CHARS);
    const back = readFormAnswer(INQUIRY_FORM_RULES.contact, '/contact', {}, refused.value, () => true);
    expect(back.cut).toBe(true);
    expect(long.startsWith(back.typed.message!)).toBe(true);
  });

  it('tells a bot that filled in the honeypot it was sent, and stores nothing', async () => {
    const name = sender('Bot');
    const answer = answerOf(await inquiryPost('contact', post('/contact/send', { ...contactFields(name), website: 'http://spam.example' }), 'en', { limiter: limiter() }));
    expect(answer.location).toBe('/contact?sent=1');
    expect(await contactsNamed(name)).toHaveLength(0);
  });

  it('allows 5 messages per client address in 10 minutes, which a made-up X-Forwarded-For does not change', async () => {
    const shared = limiter();
    for (let i = 0; i < INQUIRY_RATE_LIMIT.limit; i += 1) {
      const answer = answerOf(await inquiryPost('contact', post('/contact/send', contactFields(sender('Dora')), { 'x-forwarded-for': `203.0.113.${i}` }), 'en', { limiter: shared }));
      expect(answer.location).toBe('/contact?sent=1');
    }
    const name = sender('Dora');
    const answer = answerOf(await inquiryPost('contact', post('/contact/send', contactFields(name), { 'x-forwarded-for': '198.51.100.7' }), 'en', { limiter: shared }));
    expect(answer.location).toBe('/contact?error=rateLimited');
    const back = readFormAnswer(INQUIRY_FORM_RULES.contact, '/contact', { error: 'rateLimited' }, answer.value, () => true);
    expect(back.refusal?.error).toEqual({ key: 'inquiryForm.errors.rateLimited', values: { minutes: 10 } });
    expect(back.typed.message).toBe('Forty thousand rows of brake parts.');
    expect(await contactsNamed(name)).toHaveLength(0);
  });

  it('refuses another site’s post (403), not a form (415) and a body over the cap (413) before reading it', async () => {
    const foreign: Record<string, string>[] = [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }, { origin: 'null' }];
    for (const headers of foreign) {
      const response = await inquiryPost('contact', post('/contact/send', contactFields(sender('Eve')), headers), 'en', { limiter: limiter() });
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect(response.headers.getSetCookie()).toEqual([]);
    }
    const json = new Request(`${SITE}/contact/send`, { method: 'POST', headers: { 'content-type': 'application/json', origin: SITE, host: 'localhost:3000' }, body: '{}' });
    expect((await inquiryPost('contact', json, 'en', { limiter: limiter() })).status).toBe(415);
    const huge = post('/contact/send', { ...contactFields(sender('Fay')), message: 'x'.repeat(INQUIRY_POST_MAX_BYTES + 1) });
    expect((await inquiryPost('contact', huge, 'en', { limiter: limiter() })).status).toBe(413);
  });
});

describe('the call and docs requests’ posts', () => {
  it('store a call request and a docs request, each answered with its own page’s thank-you state', async () => {
    const name = sender('Gus');
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const call = answerOf(
      await inquiryPost(
        'callRequest',
        post('/fr/schedule-a-call/send', { name, email: 'gus@brakes.example', company: 'Gus Brakes', preferredDate: tomorrow, timeWindow: 'afternoon', timezone: 'Europe/Paris', topic: 'pilot', notes: '', website: '' }),
        'fr',
        { limiter: limiter() },
      ),
    );
    expect(call.location).toBe('/fr/schedule-a-call?sent=1');
    const calls = (await asService((tx) => listCallRequests(tx, 1000))).filter((c) => c.name === name);
    expect(calls[0]).toMatchObject({ company: 'Gus Brakes', timeWindow: 'afternoon', timezone: 'Europe/Paris', topic: 'pilot', locale: 'fr', notes: null });

    const docs = answerOf(
      await inquiryPost('docsRequest', post('/request-docs/send', { name, email: 'gus@brakes.example', company: 'Gus Brakes', documents: 'dpa', notes: 'For our audit.', website: '' }), 'en', { limiter: limiter() }),
    );
    expect(docs.location).toBe('/request-docs?sent=1');
    const inbox = await asService((tx) => listInquiries(tx, { pageSize: 100 }));
    expect(inbox.inquiries.find((i) => i.kind === 'docsRequest' && i.name === name)).toMatchObject({ message: 'For our audit.', details: { documents: 'dpa' } });
  });

  it('sends a call request for today back to its field, keeping the typed zone and window', async () => {
    const name = sender('Hal');
    const today = new Date().toISOString().slice(0, 10);
    const answer = answerOf(
      await inquiryPost(
        'callRequest',
        post('/schedule-a-call/send', { name, email: 'hal@brakes.example', company: 'Hal', preferredDate: today, timeWindow: 'morning', timezone: 'UTC', topic: 'demo', notes: '' }),
        'en',
        { limiter: limiter() },
      ),
    );
    expect(answer.location).toBe('/schedule-a-call?error=checkFields&invalid=preferredDate.dateNotFuture');
    expect(JSON.parse(answer.value!)).toMatchObject({ p: '/schedule-a-call', t: { timezone: 'UTC', timeWindow: 'morning', preferredDate: today } });
  });
});
