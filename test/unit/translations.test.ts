import { describe, expect, it } from 'vitest';
import { matchServerMessage, serverMessages, serverMessageText, type ServerMessageKey } from '@barteraid/events/contracts/server-messages';
import { en } from '../../client/src/i18n/en';
import { es } from '../../client/src/i18n/es';
import { enPages } from '../../client/src/i18n/en/pages';
import { esPages } from '../../client/src/i18n/es/pages';
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
  it('the membership history lines the projector writes are texts of the list', () => {
    for (const [text, key] of [
      ['Chose Standard (at registration); waiting for the first payment', 'historyChoseStandardAtRegistration'],
      ['Cancelled by the member; Standard ends on the end of the paid period', 'historyCancelledAtPeriodEnd'],
      ['Payment received: 10.00 USD (invoice in_123)', 'historyPaymentReceived'],
    ] as const) expect(matchServerMessage(text)?.key, text).toBe(key);
  });

  it('the notifications the projector writes about deliveries, releases, settlement, references, verification and membership are texts of the list', () => {
    const written: [string, ServerMessageKey][] = [
      ['Rosa scheduled "Water" for 2027-03-01 10:00 UTC at Main St.', 'notifyScheduledText'],
      ['Rosa marked the trade for "Water" delivered. Mark Complete to confirm you received it; otherwise the held credits are released to Rosa on 2027-03-01 10:00 UTC. If something is wrong, contact us before then.', 'notifyDeliveredPayerText'],
      ['The credits held for "Water" will be released to you on 2027-03-01 10:00 UTC.', 'notifyReleasedSoonPayeeText'],
      ['Ana did not confirm in time after delivery, so the trade for "Water" was completed and the held credits are being released to Rosa.', 'notifyReleasedText'],
      ['8.00 credits for "Water" were paid to Rosa.', 'notifySettledText'],
      ['You received a reference for a completed trade: 5 of 5 stars. It now shows on your profile.', 'notifyReferenceText'],
      ['25.00 credits were added to your balance: Flood relief', 'notifyCreditsIssuedText'],
      ['Your EBT cardholder verification was approved. Your listings now show the verified star. Welcome.', 'notifyVerificationApprovedNote'],
      ['Your application for Assistance Member was approved. Your membership is now Assistance Member.', 'notifyMembershipApprovedText'],
      ['Your guest trial ends in 1 day', 'notifyTrialEndsInDay'],
      ['We could not collect your 10.00 USD membership payment. Your bank may retry; you can also update your card from the membership page.', 'notifyPaymentFailedText'],
    ];
    for (const [text, key] of written) expect(matchServerMessage(text)?.key, text).toBe(key);
  });

  it('in Spanish, the words and dates inside a server text are Spanish too; what people wrote stays as written', () => {
    const spanishWord = (kind: keyof typeof es.serverWords, key: string) => (es.serverWords[kind] as Record<string, string>)[key] ?? `missing ${kind}.${key}`;
    const fill = (template: string, values: Record<string, string>) => template.replace(/\{\{(\w+)\}\}/g, (_whole, name: string) => values[name] ?? '');
    const inSpanish = (text: string) => {
      const known = matchServerMessage(text);
      if (!known) throw new Error(`not a text of the list: ${text}`);
      return fill(es.server[known.key], localizedServerValues(known.values, 'es-US', spanishWord));
    };

    expect(inSpanish('Your church organization verification was approved. Your listings now show the verified star. Welcome to the network.')).toBe(
      'Su verificación (iglesia) fue aprobada. Sus anuncios ya muestran la estrella de verificado. Welcome to the network.',
    );
    expect(inSpanish('Your application for Emergency Services Business was approved. Your membership is now Emergency Services Business.')).toContain(
      'Negocio de servicios de emergencia',
    );
    expect(inSpanish('Your guest trial ends on November 30, 2026. Choose a membership to keep your benefits; your account, listings and credits stay either way.')).toContain(
      '30 de noviembre de 2026',
    );
    const scheduled = inSpanish('Rosa scheduled "Water" for 2027-03-01 10:00 UTC at Main St.');
    expect(scheduled).toMatch(/^Rosa puso fecha para "Water": 1 de marzo de 2027.*10:00.* UTC, en Main St\.$/);
    // Every word the server may write has its Spanish, and nothing else is taken for a word or a date.
    for (const [kind, words] of Object.entries(en.serverWords)) {
      for (const key of Object.keys(words)) expect(spanishWord(kind as keyof typeof es.serverWords, key)).not.toMatch(/^missing/);
    }
    expect(localizedServerValues({ reason: 'church organization', tier: 'Gold', date: 'soon' }, 'es-US', spanishWord)).toEqual({ reason: 'church organization', tier: 'Gold', date: 'soon' });
    expect(serverMoment('2026-13-45')).toBeNull();
    expect(serverMoment('Smarch 3, 2026')).toBeNull();
  });

  it('every text of the list is recognised as itself, and an unknown text is not recognised', () => {
    for (const key of Object.keys(serverMessages) as ServerMessageKey[]) {
      expect(matchServerMessage(serverMessageText(key, { available: '1.00', needed: '2.00', field: 'Email', status: 'declined', title: 'Water' }))?.key).toBe(key);
    }
    expect(matchServerMessage('Something nobody wrote down.')).toBeNull();
    expect(matchServerMessage('Welcome bonus, and more')).toBeNull();
  });
});
