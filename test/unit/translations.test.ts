import { describe, expect, it } from 'vitest';
import { matchServerMessage, serverMessages, serverMessageText, type ServerMessageKey } from '@barteraid/events/contracts/server-messages';
import { en } from '../../client/src/i18n/en';
import { es } from '../../client/src/i18n/es';
import { enPages } from '../../client/src/i18n/en/pages';
import { esPages } from '../../client/src/i18n/es/pages';
import * as account from '@barteraid/events/contracts/account';
import { CITY_STATE_MESSAGE } from '@barteraid/events/contracts/place';
import { localizedServerValues, serverMoment } from '../../client/src/i18n/server-values';


type Tree = { [key: string]: string | Tree };

/** Every text of a language as `path → text`. */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const texts = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') texts.set(path, value);
    else for (const [inner, text] of flatten(value, path)) texts.set(inner, text);
  }
  return texts;
}

/** The main texts and every page namespace (`account:…`), as one map per language. */
const withPages = (main: Tree, pages: Tree) => {
  const texts = flatten(main);
  for (const [namespace, tree] of Object.entries(pages)) for (const [key, text] of flatten(tree as Tree)) texts.set(`${namespace}:${key}`, text);
  return texts;
};
const english = withPages(en as Tree, enPages as Tree);
const spanish = withPages(es as Tree, esPages as Tree);
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((found) => found[1]).sort();

describe('the client speaks English and Spanish', () => {
  it('every key exists in both languages', () => {
    const onlyEnglish = [...english.keys()].filter((key) => !spanish.has(key));
    const onlySpanish = [...spanish.keys()].filter((key) => !english.has(key));
    expect({ onlyEnglish, onlySpanish }).toEqual({ onlyEnglish: [], onlySpanish: [] });
    expect(english.size).toBeGreaterThan(300);
  });

  it('no Spanish text is empty, and each uses only the values its English text is given', () => {
    for (const [key, text] of spanish) {
      expect(text.trim(), key).not.toBe('');
      const allowed = new Set(placeholders(english.get(key) ?? ''));
      for (const name of placeholders(text)) expect(allowed.has(name), `${key} uses {{${name}}}`).toBe(true);
    }
  });

  it('every page namespace has its loader in both languages', async () => {
    const { loadPageTexts } = await import('../../client/src/i18n/pages');
    for (const namespace of Object.keys(enPages)) {
      expect(await loadPageTexts('en', namespace), namespace).toEqual(enPages[namespace as keyof typeof enPages]);
      expect(await loadPageTexts('es', namespace), namespace).toEqual(esPages[namespace as keyof typeof esPages]);
    }
  });

  it('English shows a known server message exactly as the server wrote it', () => {
    for (const key of Object.keys(serverMessages) as ServerMessageKey[]) {
      expect(english.get(`server.${key}`)?.replace(/\{\{(\w+)\}\}/g, '{$1}')).toBe(serverMessages[key]);
    }
  });
});

describe('content pages written in Spanish', () => {
  type Block = string | { list: string[] } | { links: { to: string }[] } | { helpline: string };
  type StaticContent = { sections: { blocks: Block[] }[] };
  /** The shape of a page: its sections' blocks by kind, with every link's target and list's length. */
  const shape = (content: StaticContent) =>
    content.sections.map((section) =>
      section.blocks.map((block) =>
        typeof block === 'string' ? 'text' : 'list' in block ? `list ${block.list.length}` : 'links' in block ? block.links.map((link) => link.to) : 'helpline',
      ),
    );

  it.each(['emergency', 'help', 'safety', 'messaging-guide', 'guidelines', 'verification', 'terms', 'privacy', 'cookies', 'accessibility', 'data-protection'])('/%s says the same things, with the same links, as the English', async (page) => {
    const english = (await import(`../../client/src/features/static-pages/content/${page}.ts`)) as { content: StaticContent };
    const spanish = (await import(`../../client/src/features/static-pages/content/es/${page}.ts`)) as { content: StaticContent };
    expect(shape(spanish.content)).toEqual(shape(english.content));
  });
});

describe('the disputes help text in Spanish', () => {
  it('says the same things, with the same links, as the English', async () => {
    type Block = string | { list: string[] } | { links: { to: string }[] } | { helpline: string };
    type StaticContent = { sections: { blocks: Block[] }[] };
    const shape = (content: StaticContent) =>
      content.sections.map((section) =>
        section.blocks.map((block) => (typeof block === 'string' ? 'text' : 'list' in block ? `list ${block.list.length}` : 'links' in block ? block.links.map((link) => link.to) : 'helpline')),
      );
    const file = (name: string) => `../../client/src/features/disputes/${name}.ts`;
    const english = (await import(file('help-content'))) as { content: StaticContent };
    const spanish = (await import(file('help-content-es'))) as { content: StaticContent };
    expect(shape(spanish.content)).toEqual(shape(english.content));
  });
});

describe('the FAQ in Spanish', () => {
  it('has the English FAQ’s categories and questions, in the same order', async () => {
    // By path, like the content pages above: the tests import no client feature module statically.
    const file = (name: string) => `../../client/src/features/support/${name}.ts`;
    const { faq } = (await import(file('faq-content'))) as { faq: { questions: unknown[] }[] };
    const { faqEs } = (await import(file('faq-content-es'))) as { faqEs: { questions: unknown[] }[] };
    expect(faqEs.map((category) => category.questions.length)).toEqual(faq.map((category) => category.questions.length));
  });
});

describe('server messages shared by the client and the server', () => {
  it('the account answers the server gives are texts of the shared list', () => {
    const known = new Set<string>(Object.values(serverMessages));
    const answers = [
      account.WRONG_CURRENT_PASSWORD,
      account.PASSWORD_CHANGED,
      account.SAME_EMAIL,
      account.INVALID_EMAIL_CHANGE_LINK,
      account.WRONG_PASSWORD,
      account.OPEN_TRADES_BLOCK_CLOSING,
      account.ACCOUNT_CLOSED,
      CITY_STATE_MESSAGE,
    ];
    for (const text of answers) expect(known.has(text), text).toBe(true);
    expect(matchServerMessage(account.emailChangeRequested('new@example.org'))).toEqual({ key: 'emailChangeRequested', values: { email: 'new@example.org' } });
  });

  it('the admin answers the server gives are texts of the shared list', async () => {
    // By path: the command API's own constants, the same words the admin pages translate.
    const api = (name: string) => `../../services/command-api/src/${name}.ts`;
    const { adminMessages } = (await import(api('admin/admin-input'))) as { adminMessages: Record<string, string> };
    const { ADMIN_ONLY } = (await import(api('admin/require-admin'))) as { ADMIN_ONLY: string };
    const { reportMessages } = (await import(api('moderation/report'))) as { reportMessages: Record<string, string> };
    const { suspensionMessages } = (await import(api('moderation/suspension'))) as { suspensionMessages: Record<string, string> };
    const { membershipMessages } = (await import(api('membership/membership'))) as { membershipMessages: Record<string, string> };
    const { verificationMessages } = (await import(api('verification/verification'))) as { verificationMessages: { nothingToDecide: string } };
    const known = new Set<string>(Object.values(serverMessages));
    const answers = [
      ...Object.values(adminMessages),
      ADMIN_ONLY,
      reportMessages.notFound!, reportMessages.alreadyDismissed!, reportMessages.alreadyActioned!, reportMessages.actionTaken!, reportMessages.notAListing!,
      ...Object.values(suspensionMessages),
      membershipMessages.applicationNotFound!, membershipMessages.alreadyDecided!, membershipMessages.rejectionReasonRequired!,
      verificationMessages.nothingToDecide,
    ];
    for (const text of answers) expect(known.has(text), text).toBe(true);
    for (const [text, key] of [
      ['User verification approved successfully.', 'verificationApproved'],
      ['Application Updated: Membership application rejected.', 'applicationRejected'],
      ['Successfully issued 25.00 credits.', 'creditsIssued'],
      ['Already Decided: This verification was already approved.', 'verificationAlreadyDecided'],
      ['Subject must be at most 150 characters.', 'adminSubjectLong'],
    ] as const) expect(matchServerMessage(text)?.key, text).toBe(key);
  });

  it('a filled-in text is recognised with its values', () => {
    const text = serverMessageText('proposerCannotPay', { available: '12.50' });
    expect(text).toBe('Insufficient credits: you have 12.50 available.');
    expect(matchServerMessage(text)).toEqual({ key: 'proposerCannotPay', values: { available: '12.50' } });
    expect(matchServerMessage(serverMessageText('payerCannotAccept', { available: '3.00', needed: '20.00' }))).toEqual({
      key: 'payerCannotAccept',
      values: { available: '3.00', needed: '20.00' },
    });
  });

  it('in Spanish, the words and dates inside a server text are Spanish too; what people wrote stays as written', () => {
    const spanishWord = (kind: keyof typeof es.serverWords, key: string) => (es.serverWords[kind] as Record<string, string>)[key] ?? `missing ${kind}.${key}`;
    const fill = (template: string, values: Record<string, string>) => template.replace(/\{\{(\w+)\}\}/g, (_whole, name: string) => values[name] ?? '');
    const inSpanish = (text: string) => {
      const known = matchServerMessage(text);
      if (!known) throw new Error(`not a text of the list: ${text}`);
      return fill(es.server[known.key], localizedServerValues(known.values, 'es-US', spanishWord));
    };

    expect(inSpanish('Cancelled: your standard membership ends on 2027-04-01.')).toContain('1 de abril de 2027');
    // Every word the server may write has its Spanish, and nothing else is taken for a word or a date.
    for (const [kind, words] of Object.entries(en.serverWords)) {
      for (const key of Object.keys(words)) expect(spanishWord(kind as keyof typeof es.serverWords, key)).not.toMatch(/^missing/);
    }
    expect(localizedServerValues({ reason: 'church organization', tier: 'Gold', date: 'soon' }, 'es-US', spanishWord)).toEqual({ reason: 'church organization', tier: 'Gold', date: 'soon' });
    expect(serverMoment('2026-13-45')).toBeNull();
    expect(serverMoment('Smarch 3, 2026')).toBeNull();
  });

  it("members' limits answer with texts of the list, which read in Spanish with their numbers", () => {
    const inSpanish = (text: string) => {
      const known = matchServerMessage(text);
      if (!known) throw new Error(`not a text of the list: ${text}`);
      return es.server[known.key].replace(/\{\{(\w+)\}\}/g, (_whole, name: string) => known.values[name] ?? '');
    };
    expect(inSpanish(serverMessageText('tooManyProposals', { limit: 30, minutes: 42 }))).toBe(
      'Demasiadas propuestas de intercambio: puede proponer 30 intercambios por hora. Intente de nuevo en 42 min.',
    );
    expect(inSpanish(serverMessageText('tooManyChatMessages', { limit: 120, minutes: 1 }))).toContain('120 mensajes de intercambio por hora');
    expect(inSpanish(serverMessages.proposalPending)).toBe(es.server.proposalPending);
    expect(inSpanish(serverMessages.reportStillOpen)).toBe(es.server.reportStillOpen);
  });

  it('every text of the list is recognised as itself, and an unknown text is not recognised', () => {
    for (const key of Object.keys(serverMessages) as ServerMessageKey[]) {
      expect(matchServerMessage(serverMessageText(key, { available: '1.00', needed: '2.00', field: 'Email', status: 'declined', title: 'Water' }))?.key).toBe(key);
    }
    expect(matchServerMessage('Something nobody wrote down.')).toBeNull();
    expect(matchServerMessage('Listing not found. And more')).toBeNull();
  });
});
