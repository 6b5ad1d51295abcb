/**
 * The mixed load: a few virtual users pick random operations through the gateway, as members
 * would, and send a request again after a network error or a 5xx (with the same Idempotency-Key).
 * Every operation's final outcome is counted, and every write the API acknowledged is remembered
 * so the log can be searched for it afterwards. Some members have a credit line (verified free
 * tier, and a relief line) and buy dearer things than their balance, so they spend below zero into
 * it; the admin now and then debits one of them past the line with an override.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { Browser, retryable, type Answer, type Outcome } from './http';

export const PASSWORD = 'fault-bench-password-2026';
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = <T>(items: T[]): T | undefined => items[Math.floor(Math.random() * items.length)];
const between = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));

export interface Member {
  id: string;
  email: string;
  username: string;
  browser: Browser;
  listings: string[];
  /** A verified free-tier member with a relief line: spends into the line. */
  lined: boolean;
}

interface TradeRef {
  id: string;
  listingId: string;
  initiator: Member;
  owner: Member;
  /** What this process last heard; the server may know better. */
  status: 'pending' | 'accepted' | 'completed' | 'declined' | 'cancelled';
}

export interface OpStats {
  attempted: number;
  ok: number;
  /** 4xx: the API refused (taken email, lost race, insufficient credits, …). */
  refused: number;
  serverError: number;
  network: number;
  timeout: number;
  byStatus: Record<string, number>;
}

/** Writes the API answered 2xx to: each must be found in the log. */
export interface Acknowledged {
  registrations: { email: string; memberId: string }[];
  grants: { key: string; memberId: string; amountCents: number }[];
  proposals: string[];
  accepts: string[];
  completions: string[];
}

const newStats = (): OpStats => ({ attempted: 0, ok: 0, refused: 0, serverError: 0, network: 0, timeout: 0, byStatus: {} });

const listingTemplates = [
  { title: 'Bottled water cases', description: 'Cases of bottled water at the church hall, bring a car.', category: 'food-water' },
  { title: 'Generator for the weekend', description: 'A 3500W gas generator with two cans of fuel, pick up only.', category: 'tools-equipment' },
  { title: 'Help clearing storm debris', description: 'Two people with gloves and a wheelbarrow for an afternoon.', category: 'tools-equipment' },
  { title: 'Canned soup and beans', description: 'A box of canned soup and beans, all unopened and in date.', category: 'food-water' },
];

export class Load {
  readonly members: Member[] = [];
  readonly trades: TradeRef[] = [];
  readonly stats: Record<string, OpStats> = {};
  readonly acknowledged: Acknowledged = { registrations: [], grants: [], proposals: [], accepts: [], completions: [] };
  retries = 0;
  admin: Member | null = null;

  constructor(private readonly gatewayUrl: string) {}

  /**
   * One operation, sent again (up to three times) while the answer says it may not have arrived,
   * each time with the same Idempotency-Key, as the client does.
   */
  private async send<T = any>(op: string, attempt: (headers: Record<string, string>) => Promise<Answer<T>>, key = randomUUID()): Promise<Answer<T>> {
    const stats = (this.stats[op] ??= newStats());
    stats.attempted++;
    const headers = { 'Idempotency-Key': key };
    let answer = await attempt(headers);
    for (let retry = 1; retry < 3 && retryable(answer.status); retry++) {
      this.retries++;
      await pause(between(300, 1000));
      answer = await attempt(headers);
    }
    this.count(stats, answer.status);
    return answer;
  }

  private count(stats: OpStats, status: Outcome) {
    stats.byStatus[String(status)] = (stats.byStatus[String(status)] ?? 0) + 1;
    if (status === 'network') stats.network++;
    else if (status === 'timeout') stats.timeout++;
    else if (status >= 500) stats.serverError++;
    else if (status >= 400) stats.refused++;
    else stats.ok++;
  }

  private registration(email?: string, username?: string, membershipTier = 'standard') {
    const suffix = randomBytes(5).toString('hex');
    return {
      firstName: 'Fault',
      lastName: 'Tester',
      username: username ?? `fault_${suffix}`,
      email: email ?? `fault_${suffix}@faults.example.org`,
      password: PASSWORD,
      phone: '',
      location: 'Tulsa, OK',
      membershipTier,
    };
  }

  /** Registers, then signs in; a member whose answer was lost is still signed in if the registration went through. */
  private async register(body: ReturnType<Load['registration']>, op = 'register'): Promise<Member | null> {
    const browser = new Browser(this.gatewayUrl);
    const registered = await this.send(op, (headers) => browser.post('/api/auth/register', body, headers));
    if (registered.status === 201) this.acknowledged.registrations.push({ email: body.email, memberId: registered.body?.user?.id });
    const login = await this.send('login', () => browser.post('/api/auth/login', { email: body.email, password: body.password }));
    if (login.status !== 200 || typeof login.body?.id !== 'string') return null;
    const member: Member = { id: login.body.id, email: body.email, username: body.username, browser, listings: [], lined: body.membershipTier !== 'standard' };
    this.members.push(member);
    return member;
  }

  async postListing(member: Member): Promise<void> {
    const template = pick(listingTemplates)!;
    const body = { ...template, type: Math.random() < 0.75 ? 'offer' : 'need', credits: `${between(1, 15)}.${between(0, 9)}0`, location: 'Tulsa, OK' };
    const answer = await this.send('post listing', (headers) => member.browser.post('/api/listings', body, headers));
    if (answer.status === 201) member.listings.push(answer.body.listing.id);
  }

  /** The starting members, each with one or two listings; `lined` of them on the free tier, to be given a line. */
  async setup(count: number, lined = 0): Promise<void> {
    for (let index = 0; index < count; index++) {
      const tier = index >= count - lined ? 'free_assistance' : 'standard';
      const member = await this.register(this.registration(undefined, undefined, tier), 'register (setup)');
      if (!member) throw new Error('setup: a member could not register and sign in');
      await this.postListing(member);
      if (index % 2 === 0) await this.postListing(member);
    }
  }

  /** Something dearer than a member's welcome bonus, for members with a line to buy into it. */
  async postDearListing(member: Member): Promise<string | null> {
    const body = { ...listingTemplates[1]!, type: 'offer', credits: `${between(30, 45)}.00`, location: 'Tulsa, OK' };
    const answer = await this.send('post dear listing', (headers) => member.browser.post('/api/listings', body, headers));
    if (answer.status !== 201) return null;
    member.listings.push(answer.body.listing.id);
    return answer.body.listing.id;
  }

  /** The admin grants a member a relief line (retried while the member's verification reaches the read model). */
  async grantReliefLine(member: Member, amount: string): Promise<boolean> {
    const admin = this.admin;
    if (!admin) return false;
    const endsAt = new Date(Date.now() + 24 * 3600_000).toISOString();
    for (let attempt = 0; attempt < 30; attempt++) {
      const answer = await this.send('admin grant relief line', (headers) =>
        admin.browser.post(`/api/admin/members/${member.id}/relief-lines`, { amount, reason: 'House flooded', endsAt }, headers),
      );
      if (answer.status === 201) return true;
      await pause(1000);
    }
    return false;
  }

  /** Virtual users run until the deadline or the operation budget is spent, whichever comes first. */
  async run(options: { users: number; until: number; maxOperations: number }): Promise<void> {
    let budget = options.maxOperations;
    await Promise.all(
      Array.from({ length: options.users }, async () => {
        while (Date.now() < options.until && budget-- > 0) {
          await this.randomOperation();
          await pause(between(0, 50));
        }
      }),
    );
  }

  private async randomOperation(): Promise<void> {
    const roll = Math.random() * 100;
    if (roll < 6) return this.registerRacing();
    if (roll < 26) return this.propose();
    if (roll < 46) return this.acceptRacing();
    if (roll < 60) return this.complete();
    if (roll < 70) return this.spendIntoLine();
    if (roll < 72) return this.debitPastLine();
    if (roll < 78) return this.issueCredits();
    if (roll < 88) return this.message();
    if (roll < 94) return this.closePending();
    const member = pick(this.members);
    if (member) await this.postListing(member);
  }

  /** A new member; sometimes two or three at once with the same email, or the same username. */
  private async registerRacing(): Promise<void> {
    const roll = Math.random();
    if (roll < 0.4) {
      await this.register(this.registration());
      return;
    }
    const shared = this.registration();
    const copies = between(2, 3);
    await Promise.all(
      Array.from({ length: copies }, () =>
        this.register(roll < 0.7 ? this.registration(shared.email) : this.registration(undefined, shared.username), roll < 0.7 ? 'register (same email)' : 'register (same username)'),
      ),
    );
  }

  private async propose(): Promise<void> {
    const initiator = pick(this.members);
    // A member may have one pending proposal per listing: propose where this one has none.
    const pending = new Set(this.trades.filter((trade) => trade.initiator === initiator && trade.status === 'pending').map((trade) => trade.listingId));
    const open = (member: Member) => member.listings.filter((id) => !pending.has(id));
    const owner = pick(this.members.filter((member) => member !== initiator && open(member).length > 0));
    const listingId = owner && pick(open(owner));
    if (!initiator || !owner || !listingId) return;
    const answer = await this.send('propose', (headers) =>
      initiator.browser.post('/api/trades', { listingId, proposedTerms: 'Pick up at the church hall' }, headers),
    );
    if (answer.status === 201) {
      this.trades.push({ id: answer.body.id, listingId, initiator, owner, status: 'pending' });
      this.acknowledged.proposals.push(answer.body.id);
    }
  }

  private setStatus(who: Member, trade: TradeRef, status: string, op: string) {
    return this.send(op, (headers) => who.browser.patch(`/api/trades/${trade.id}/status`, { status }, headers));
  }

  /** The owner accepts while, half of the time, someone calls the trade off at the same moment. */
  private async acceptRacing(): Promise<void> {
    const trade = pick(this.trades.filter((each) => each.status === 'pending'));
    if (!trade) return;
    const roll = Math.random();
    const racer =
      roll < 0.3
        ? this.setStatus(trade.initiator, trade, 'cancelled', 'cancel (racing accept)')
        : roll < 0.5
          ? this.setStatus(trade.owner, trade, 'declined', 'decline (racing accept)')
          : null;
    const [accepted, raced] = await Promise.all([this.setStatus(trade.owner, trade, 'accepted', 'accept'), racer]);
    if (accepted.status === 200) this.acknowledged.accepts.push(trade.id);
    await this.refresh(trade, raced?.status === 200 ? raced : accepted);
  }

  /** Takes the trade's status from a successful answer, or asks the query side when nothing succeeded. */
  private async refresh(trade: TradeRef, answer: Answer): Promise<void> {
    if (answer.status === 200 && typeof answer.body?.status === 'string') {
      trade.status = answer.body.status;
      return;
    }
    const seen = await this.send('view trade', () => trade.owner.browser.get(`/api/trades/${trade.id}`));
    if (seen.status === 200 && typeof seen.body?.status === 'string') trade.status = seen.body.status;
  }

  private async complete(): Promise<void> {
    const trade = pick(this.trades.filter((each) => each.status === 'accepted'));
    if (!trade) return;
    const who = Math.random() < 0.5 ? trade.initiator : trade.owner;
    // Sometimes the other party calls it off at the same moment.
    const racer = Math.random() < 0.15 ? this.setStatus(who === trade.owner ? trade.initiator : trade.owner, trade, 'cancelled', 'cancel (racing complete)') : null;
    const [completed, raced] = await Promise.all([this.setStatus(who, trade, 'completed', 'complete'), racer]);
    // The payee's Mark Complete only says delivered; the trade is complete when the answer says so.
    if (completed.status === 200 && completed.body?.status === 'completed') this.acknowledged.completions.push(trade.id);
    await this.refresh(trade, completed.status === 200 ? completed : (raced ?? completed));
  }

  /** A pending trade declined by its owner or withdrawn by its initiator. */
  private async closePending(): Promise<void> {
    const trade = pick(this.trades.filter((each) => each.status === 'pending'));
    if (!trade) return;
    const decline = Math.random() < 0.5;
    const answer = decline
      ? await this.setStatus(trade.owner, trade, 'declined', 'decline')
      : await this.setStatus(trade.initiator, trade, 'cancelled', 'cancel');
    await this.refresh(trade, answer);
  }

  /**
   * A member with a line buys something dear from someone else: proposes, the owner accepts (the
   * hold may take the payer below zero, within the line) and the payer completes (paid from escrow).
   * Past the line the acceptance is refused, which is counted as a 4xx.
   */
  private async spendIntoLine(): Promise<void> {
    const payer = pick(this.members.filter((member) => member.lined));
    const owner = pick(this.members.filter((member) => member !== payer && !member.lined && member.listings.length > 0));
    if (!payer || !owner) return;
    const listingId = await this.postDearListing(owner);
    if (!listingId) return;
    const proposed = await this.send('propose (into a line)', (headers) =>
      payer.browser.post('/api/trades', { listingId, proposedTerms: 'I can pay with my credit line' }, headers),
    );
    if (proposed.status !== 201) return;
    const trade: TradeRef = { id: proposed.body.id, listingId, initiator: payer, owner, status: 'pending' };
    this.trades.push(trade);
    this.acknowledged.proposals.push(trade.id);
    const accepted = await this.setStatus(owner, trade, 'accepted', 'accept (into a line)');
    if (accepted.status === 200) this.acknowledged.accepts.push(trade.id);
    await this.refresh(trade, accepted);
    if (trade.status !== 'accepted') return;
    const completed = await this.setStatus(payer, trade, 'completed', 'complete (into a line)');
    if (completed.status === 200 && completed.body?.status === 'completed') this.acknowledged.completions.push(trade.id);
    await this.refresh(trade, completed);
  }

  /** The admin debits a member with a line past it, saying why: the override is recorded with the debit. */
  private async debitPastLine(): Promise<void> {
    const admin = this.admin;
    const member = pick(this.members.filter((each) => each.lined));
    if (!admin || !member) return;
    const amount = `${between(60, 90)}.00`;
    await this.send('admin debit (override)', (headers) =>
      admin.browser.post('/api/admin/credits/debit', { userId: member.id, amount, reason: 'Duplicate grant returned', overrideReason: 'Agreed with the member' }, headers),
    );
  }

  /** The admin issues credits; a retry carries the same Idempotency-Key, and the key is in the reason so the log shows duplicates. */
  private async issueCredits(): Promise<void> {
    const admin = this.admin;
    const member = pick(this.members);
    if (!admin || !member) return;
    const key = randomUUID();
    const amountCents = between(5, 40) * 100;
    const answer = await this.send(
      'admin issue credits',
      (headers) => admin.browser.post('/api/admin/credits/issue', { userId: member.id, amount: (amountCents / 100).toFixed(2), reason: `Storm relief ${key}` }, headers),
      key,
    );
    if (answer.status === 201) this.acknowledged.grants.push({ key, memberId: member.id, amountCents });
  }

  private async message(): Promise<void> {
    const trade = pick(this.trades);
    if (!trade) return;
    const [from, to] = Math.random() < 0.5 ? [trade.initiator, trade.owner] : [trade.owner, trade.initiator];
    await this.send('message', (headers) =>
      from.browser.post('/api/messages', { tradeId: trade.id, recipientId: to.id, content: 'Is Saturday morning still good?', messageType: 'text' }, headers),
    );
  }
}
