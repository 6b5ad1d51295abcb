import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { grantAdminByEmail } from '@barteraid/command-api';
import { newRegistration, signedUpMember, type TestApp } from '../support/test-app';
import { PHONE, withAppAndBrowser } from '../support/browser';
import { openInApp } from '../support/in-app';

let app: TestApp;
let browser: Browser;
withAppAndBrowser((started) => ({ app, browser } = started));

/**
 * Words of our English texts that are not Spanish words too: one of them on a Spanish page is a
 * text left untranslated. ("no", "error", "total", "social", "media" and "cookies" are Spanish as well.)
 */
const ENGLISH_WORDS = new Set(
  `the and your you with for from this that these what when where who how have has will can please here there are is was were
  been of to in on at by it its an or but all any more new back open send search post listing listings trade trades credit
  credits message messages marketplace dashboard login logout sign settings help offer offers need needs urgent balance
  active pending accepted held available earned spent month verified member members profile report block contact loading
  type category sort clear notifications notification menu skip main content account welcome free get started terms privacy
  policy safety tips emergency guide pricing works membership verification center us problem disputes community guidelines
  accessibility protection quick questions neighbors helping opens tab line call first immediate danger worth recent activity
  statement view full yet proposal history schedule counter accept decline cancel conversation conversations wrote read
  unread mark browse my show password hide optional create already sign remember forgot waiting respond pays
  description posted rating trades verified since`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * Every word a reader meets on the page, shown or announced: the visible text, the names and
 * hints of controls and the title, leaving out the language switch (it names each language in
 * that language) and the texts members wrote (`allowed`: names, listings, messages).
 */
async function englishWordsOn(page: Page, allowed: string[]): Promise<string[]> {
  // Runs in the page, as a string: the test project has no DOM typings.
  const texts = await page.evaluate<string[]>(`(() => {
    const switches = [...document.querySelectorAll('[data-language-switch]')];
    for (const element of switches) element.setAttribute('hidden', '');
    const found = [document.title, document.body.innerText];
    for (const element of document.querySelectorAll('[aria-label], [placeholder], [title]')) {
      if (switches.some((each) => each.contains(element))) continue;
      for (const name of ['aria-label', 'placeholder', 'title']) {
        const value = element.getAttribute(name);
        if (value) found.push(value);
      }
    }
    for (const element of switches) element.removeAttribute('hidden');
    return found;
  })()`);
  let all = texts.join('\n');
  for (const text of allowed) all = all.split(text).join(' ');
  const words = all.toLowerCase().match(/[a-záéíóúüñ]+/g) ?? [];
  return [...new Set(words.filter((word) => ENGLISH_WORDS.has(word)))];
}

async function expectSpanish(page: Page, where: string, allowed: string[]) {
  expect(await page.evaluate<string>('document.documentElement.lang'), where).toBe('es');
  expect(await englishWordsOn(page, allowed), `English words on ${where}`).toEqual([]);
}

describe('BarterAid in Spanish', () => {
  it('walks register → dashboard → marketplace → propose a trade → messages with no English on the way', async () => {
    const owner = await signedUpMember(app, { firstName: 'Rosa', location: 'Houston, TX' });
    const listing = await owner.client.post('/api/listings', {
      title: 'Comida caliente para familias',
      description: 'Sopa y arroz hechos en casa, para cuatro personas.',
      category: 'food-water',
      type: 'offer',
      credits: '8.00',
      location: 'Houston, TX',
    });
    expect(listing.status).toBe(201);
    const me = newRegistration({ firstName: 'Lucía', lastName: 'Pérez' });
    const memberTexts = [
      owner.username,
      me.username,
      'Comida caliente para familias',
      'Sopa y arroz hechos en casa, para cuatro personas.',
      'Houston, TX',
      'BarterAid',
    ];

    // A phone whose browser prefers Spanish: the site opens in Spanish without anyone choosing.
    const context = await browser.newContext({ baseURL: app.url, viewport: PHONE, locale: 'es-US', serviceWorkers: 'block' });
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    const pageErrors: Error[] = [];
    page.on('pageerror', (error) => pageErrors.push(error));

    await page.goto('/auth/register');
    await page.getByRole('heading', { name: 'Cree su cuenta' }).waitFor();
    await expectSpanish(page, '/auth/register', memberTexts);

    // A mistake is explained in Spanish.
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await page.getByRole('alert').filter({ hasText: 'Falta información' }).first().waitFor();

    await page.getByLabel('Nombre', { exact: true }).fill(me.firstName);
    await page.getByLabel('Apellido').fill(me.lastName);
    await page.getByLabel('Nombre de usuario').fill(me.username);
    await page.getByLabel('Correo electrónico').fill(me.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(me.password);
    await page.getByLabel('Repita la contraseña').fill(me.password);
    await page.getByLabel('Ubicación').fill('Houston, TX');
    // A family on food assistance: the free membership, in its Spanish name.
    await page.getByLabel('Tipo de membresía').selectOption({ label: 'Asistencia / EBT: gratis, con verificación' });
    await page.getByText('Las membresías gratis necesitan verificación después de crear la cuenta.').waitFor();
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Crear cuenta' }).click();

    await page.getByRole('heading', { name: 'Iniciar sesión en BarterAid' }).waitFor();
    await expectSpanish(page, '/auth/login', memberTexts);
    await page.getByLabel('Contraseña', { exact: true }).fill(me.password);
    await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    // Signed in, the member goes on to the dashboard (membership steps may come first).
    await page.waitForURL((url) => !url.pathname.startsWith('/auth/'));
    if (new URL(page.url()).pathname !== '/dashboard') await openInApp(page, '/dashboard');

    await page.getByRole('heading', { name: `Hola, ${me.firstName}` }).waitFor();
    await page.getByText('Regalo de bienvenida').waitFor();
    await page.getByTestId('credit-balance').filter({ hasText: '50.00' }).waitFor();
    await expectSpanish(page, '/dashboard', [...memberTexts, me.firstName]);
    // Registered and signed in while reading Spanish: Spanish is saved as the member's language.
    await expect.poll(async () => ((await context.request.get('/api/auth/me')).json() as Promise<{ language: string | null }>).then((profile) => profile.language)).toBe('es');

    await openInApp(page, '/marketplace');
    await page.getByRole('heading', { name: 'Mercado', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Comida caliente para familias' }).waitFor();
    await expectSpanish(page, '/marketplace', memberTexts);
    // Searched in Spanish, without the accent-free plural mattering.
    await page.getByRole('searchbox', { name: 'Buscar anuncios' }).fill('comidas');
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await page.waitForURL(/search=comidas/);
    await page.getByRole('link', { name: 'Comida caliente para familias' }).waitFor();
    await expectSpanish(page, '/marketplace?search=comidas', memberTexts);

    await page.getByRole('link', { name: 'Comida caliente para familias' }).click();
    await page.getByRole('heading', { name: 'Descripción' }).waitFor();
    await expectSpanish(page, 'the listing', memberTexts);

    await page.getByRole('button', { name: 'Contactar por Comida caliente para familias' }).click();
    const dialog = page.getByRole('dialog', { name: 'Proponer un intercambio' });
    await dialog.waitFor();
    await expectSpanish(page, 'the proposal', memberTexts);
    await dialog.getByRole('button', { name: 'Enviar propuesta' }).click();

    await page.getByRole('region', { name: 'Propuesta de intercambio' }).waitFor();
    await page.getByText('Esperando la respuesta de').waitFor();
    await page.getByText('¡Hola! Me interesa “Comida caliente para familias”.').first().waitFor();
    await page.getByText('Historial del intercambio').click();
    await page.getByText(`${me.username} propuso el intercambio por 8.00 créditos`).waitFor();
    await expectSpanish(page, '/messages', memberTexts);

    await page.getByLabel('Mensaje', { exact: true }).fill('¿Puedo pasar a las 6?');
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    await page.getByText('¿Puedo pasar a las 6?').first().waitFor();
    await expectSpanish(page, '/messages after writing', [...memberTexts, '¿Puedo pasar a las 6?']);

    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('walks settings in Spanish, its answers from the server too, with no English on the way', async () => {
    const member = await signedUpMember(app, { firstName: 'Marta', location: 'Houston, TX' });
    const memberTexts = [member.username, member.email, 'Marta', 'Houston, TX', 'BarterAid'];
    const context = await browser.newContext({ baseURL: app.url, viewport: PHONE, locale: 'es-US', serviceWorkers: 'block' });
    context.setDefaultTimeout(15_000);
    expect((await context.request.post('/api/auth/login', { data: { email: member.email, password: member.password } })).status()).toBe(200);
    const page = await context.newPage();
    const pageErrors: Error[] = [];
    page.on('pageerror', (error) => pageErrors.push(error));

    await page.goto('/settings');
    await page.getByRole('heading', { name: 'Configuración', level: 1 }).waitFor();
    const profile = page.getByRole('form', { name: 'Perfil' });
    await expect.poll(() => profile.getByLabel('Nombre', { exact: true }).inputValue()).toBe('Marta');
    await page.getByRole('checkbox', { name: 'Intercambios por Correo' }).waitFor();
    await expectSpanish(page, '/settings', memberTexts);

    // The server's answers, a refusal and a success, read in Spanish.
    await profile.getByRole('button', { name: 'Guardar perfil' }).click();
    await profile.getByRole('status').filter({ hasText: 'Guardamos su perfil.' }).waitFor();
    const password = page.getByRole('form', { name: 'Contraseña' });
    await password.getByLabel('Contraseña actual').fill('not-my-password');
    await password.getByLabel('Contraseña nueva', { exact: true }).fill('otra-clave-larga');
    await password.getByLabel('Repita la contraseña nueva').fill('otra-clave-larga');
    await password.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await password.getByRole('alert').filter({ hasText: 'Su contraseña actual no es correcta.' }).waitFor();
    await page.getByRole('button', { name: 'Cerrar mi cuenta…' }).click();
    await page.getByRole('button', { name: 'Cerrar mi cuenta para siempre' }).click();
    await page.getByRole('alert').filter({ hasText: 'Escriba su contraseña para cerrar su cuenta.' }).waitFor();
    await expectSpanish(page, '/settings after its answers', [...memberTexts, 'not-my-password', 'otra-clave-larga']);

    // A new listing: the form, and its refusals, in Spanish.
    await openInApp(page, '/listings/new');
    await page.getByRole('heading', { name: 'Publicar un anuncio', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Publicar anuncio' }).click();
    await page.getByText('Corrija los campos marcados, por favor.').waitFor();
    await page.getByText('Falta el título.').waitFor();
    await expectSpanish(page, '/listings/new with its refusals', memberTexts);
    await page.getByLabel('Título').fill('Agua embotellada');
    await page.getByLabel('Descripción').fill('Dos cajas de agua embotellada, sin abrir.');
    await page.getByLabel('Categoría').selectOption({ index: 1 });
    await page.getByLabel('Créditos', { exact: true }).fill('5');
    await page.getByRole('button', { name: 'Publicar anuncio' }).click();
    await page.getByRole('heading', { name: 'Agua embotellada', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Desactivar' }).waitFor();
    await expectSpanish(page, 'the new listing, as its owner sees it', [...memberTexts, 'Agua embotellada', 'Dos cajas de agua embotellada, sin abrir.']);

    // A content page, the landing page and a page that does not exist.
    for (const [path, heading] of [
      ['/emergency', 'Ayuda en emergencias'],
      ['/help', 'Centro de ayuda'],
      ['/faq', 'Preguntas frecuentes'],
      ['/contact', 'Contáctenos'],
    ] as const) {
      await openInApp(page, path);
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      await expectSpanish(page, path, memberTexts);
    }
    await openInApp(page, '/privacy');
    await page.getByRole('heading', { name: 'Política de privacidad', level: 1 }).waitFor();
    await page.getByText('Actualizado', { exact: false }).first().waitFor();
    await expectSpanish(page, '/privacy', memberTexts);

    // Membership: the tiers, where the member stands, and subscribing on a server without card payments.
    await openInApp(page, '/membership');
    await page.getByRole('heading', { name: 'Membresía', level: 1 }).waitFor();
    await page.getByRole('heading', { name: /^Su membresía actual:/ }).waitFor();
    await page.getByRole('heading', { name: 'Miembro de asistencia', level: 2 }).waitFor();
    await expectSpanish(page, '/membership', memberTexts);
    await openInApp(page, '/subscribe');
    await page.getByRole('heading', { name: 'Suscribirse', level: 1 }).waitFor();
    await page.getByText('Este servidor no tiene pagos con tarjeta.').waitFor();
    await expectSpanish(page, '/subscribe without card payments', memberTexts);

    // The pricing guide and its assistant (the entries' own names come from the server in English).
    await openInApp(page, '/pricing-guide');
    await page.getByRole('heading', { name: 'Guía de precios', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Calcular un precio justo' }).click();
    await page.getByText('Falta información: escriba la cosa, el servicio o la habilidad que quiere valorar.').waitFor();
    await expectSpanish(page, '/pricing-guide', memberTexts);

    await openInApp(page, '/');
    await page.getByRole('heading', { name: 'Cambie lo que tiene por lo que necesita, aunque no tenga dinero.', level: 1 }).waitFor();
    await expectSpanish(page, '/', memberTexts);
    await openInApp(page, '/no-such-page');
    await page.getByRole('heading', { name: 'No encontramos la página', level: 1 }).waitFor();
    await expectSpanish(page, 'the 404 page', memberTexts);

    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('reads an API error in Spanish from its code, on a 360 px phone, once the member switches language', async () => {
    const owner = await signedUpMember(app, { firstName: 'Rosa', location: 'Houston, TX' });
    const title = 'Generador para una semana';
    const listing = await owner.client.post('/api/listings', {
      title,
      description: 'Un generador de 5000 vatios, con gasolina para tres días.',
      category: 'food-water',
      type: 'offer',
      credits: '60.00',
      location: 'Houston, TX',
    });
    expect(listing.status).toBe(201);
    // The server answers this refusal in English, with its code and params: the page renders the code.
    const buyer = await signedUpMember(app, { firstName: 'Tomás', location: 'Houston, TX' });
    const context = await browser.newContext({ baseURL: app.url, viewport: { width: 360, height: 780 }, locale: 'en-US', serviceWorkers: 'block' });
    context.setDefaultTimeout(15_000);
    expect((await context.request.post('/api/auth/login', { data: { email: buyer.email, password: buyer.password } })).status()).toBe(200);
    const page = await context.newPage();
    const pageErrors: Error[] = [];
    page.on('pageerror', (error) => pageErrors.push(error));

    await page.goto(`/listings/${listing.body.listing.id as string}`);
    await page.getByRole('heading', { name: 'Description' }).waitFor();
    await page.getByRole('contentinfo').getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Español' }).click();
    await page.getByRole('heading', { name: 'Descripción' }).waitFor();
    expect(await page.evaluate<string>('document.documentElement.lang')).toBe('es');

    await page.getByRole('button', { name: `Contactar por ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Proponer un intercambio' });
    await dialog.getByRole('button', { name: 'Enviar propuesta' }).click();
    const refusal = dialog.getByRole('alert').filter({ hasText: 'Ahora puede gastar hasta 50.00 créditos.' });
    await refusal.waitFor();
    expect(await dialog.getByText('You can spend up to').count()).toBe(0);
    // Usable at 360 px: the refusal and the dialog's buttons fit the screen, nothing scrolls sideways.
    const box = await refusal.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(360);
    await expectSpanish(page, 'the refused proposal', [title, owner.username, buyer.username, 'Houston, TX', 'BarterAid']);

    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('walks the admin dashboard, its tabs and a member page in Spanish with no English on the way', async () => {
    const member = await signedUpMember(app, { firstName: 'Carmen', location: 'Houston, TX' });
    const admin = await signedUpMember(app, { firstName: 'Ada', lastName: 'Admin' });
    const { position } = await grantAdminByEmail({ store: app.store, actorId: null, correlationId: randomUUID() }, admin.email, 'test');
    await app.projector.caughtUp(position ?? (await app.store.headPosition()));
    const context = await browser.newContext({ baseURL: app.url, viewport: { width: 1280, height: 900 }, locale: 'es-US', serviceWorkers: 'block' });
    context.setDefaultTimeout(15_000);
    expect((await context.request.post('/api/auth/login', { data: { email: admin.email, password: admin.password } })).status()).toBe(200);
    // What members wrote or the data shows as it is: names, emails, and every member on the list.
    const users = (await (await context.request.get('/api/admin/all-users?search=&page=1&pageSize=20')).json()) as { users: { username: string; email: string; firstName: string; lastName: string }[] };
    const memberTexts = ['BarterAid', 'Houston, TX', 'Admin', ...users.users.flatMap((user) => [user.username, user.email, user.firstName, user.lastName])];
    const page = await context.newPage();
    const pageErrors: Error[] = [];
    page.on('pageerror', (error) => pageErrors.push(error));

    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Panel de administración', level: 1 }).waitFor();
    await page.getByRole('link', { name: `${member.username}: abrir el miembro` }).first().waitFor();
    await expectSpanish(page, '/admin, all users', memberTexts);

    const tabs: [string, string][] = [
      ['Verificaciones', 'No hay verificaciones esperando revisión.'],
      ['Membresías', 'No hay solicitudes de membresía esperando revisión.'],
      ['Reportes', 'Todavía no hay reportes.'],
      ['Disputas', 'Todavía no hay disputas.'],
      ['Pagos', 'Pagos recientes'],
      ['Estadísticas', 'En este momento'],
      ['Gestión', 'Enviar un mensaje personal'],
      ['Mensajes al equipo', 'Elija una conversación para leerla y responder.'],
    ];
    for (const [tab, shown] of tabs) {
      await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
      await page.getByText(shown, { exact: true }).first().waitFor();
      await expectSpanish(page, `/admin, ${tab}`, memberTexts);
    }
    // A refusal checked in the browser, in Spanish.
    await page.getByRole('tab', { name: 'Gestión' }).click();
    await page.getByRole('button', { name: 'Otorgar créditos', exact: true }).click();
    await page.getByText('Complete todos los campos para otorgar créditos.').first().waitFor();

    // The outbox: the mails' subjects and addresses are the mail's own.
    const outbox = (await (await context.request.get('/api/admin/mail-outbox')).json()) as { mails: { subject: string; to: string; lastError: string | null }[] };
    await page.getByRole('tab', { name: 'Bandeja de salida' }).click();
    await page.getByRole('heading', { name: /^Bandeja de salida \(/ }).waitFor();
    await expectSpanish(page, '/admin, Outbox', [...memberTexts, ...outbox.mails.flatMap((mail) => [mail.subject, mail.to, mail.lastError ?? ''])]);

    // A member's page: the log's own words (streams, event types, ids) are shown as stored.
    const memberId = (await (await context.request.get(`/api/admin/all-users?search=${encodeURIComponent(member.username)}&page=1&pageSize=20`)).json() as { users: { id: string }[] }).users[0]!.id;
    const view = (await (await context.request.get(`/api/admin/members/${memberId}`)).json()) as {
      ledger: { provenance: { eventId: string; eventType: string | null; stream: string | null; correlationId: string | null; causationId: string | null } }[];
    };
    const logTexts = view.ledger.flatMap((line) => Object.values(line.provenance).filter((value): value is string => typeof value === 'string'));
    await openInApp(page, `/admin/members/${memberId}`);
    await page.getByRole('heading', { name: `Miembro: ${member.username}`, level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Historial de créditos' }).waitFor();
    await expectSpanish(page, '/admin/members/:id', [...memberTexts, ...logTexts]);

    // The owner's working dashboard (the alternate sign-in pages' texts).
    await openInApp(page, '/working-dashboard');
    await page.getByRole('heading', { name: `Hola, ${admin.firstName} Admin`, level: 1 }).waitFor();
    await expectSpanish(page, '/working-dashboard', memberTexts);

    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('the switch in the header shows the site in English again, exactly as before, and <html lang> follows', async () => {
    const context = await browser.newContext({ baseURL: app.url, viewport: PHONE, locale: 'es-US', serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto('/marketplace');
    await page.getByRole('heading', { name: 'Mercado', level: 1 }).waitFor();
    await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { name: 'Marketplace', level: 1 }).waitFor();
    expect(await page.evaluate<string>('document.documentElement.lang')).toBe('en');
    await page.getByText('Offers and needs from members of BarterAid, urgent needs first. 1 credit = $1.').waitFor();
    // The walk's check sees English where there is English (it would catch an untranslated text).
    expect(await englishWordsOn(page, [])).toEqual(expect.arrayContaining(['marketplace', 'offers', 'search', 'listings']));
    // The choice is kept on this device: the next visit opens in English.
    await page.reload();
    await page.getByRole('heading', { name: 'Marketplace', level: 1 }).waitFor();

    // The footer's switch: both languages by their own names, the one on screen pressed.
    const footerSwitch = page.getByRole('contentinfo').getByRole('group', { name: 'Language' });
    expect(await footerSwitch.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true');
    await footerSwitch.getByRole('button', { name: 'Español' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Mercado', level: 1 }).waitFor();
    expect(await page.evaluate<string>('document.documentElement.lang')).toBe('es');
    await context.close();
  });
});
