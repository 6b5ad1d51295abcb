import { Link } from 'react-router-dom';
import { ArrowRight, BadgeCheck, HandHeart, Coins, ShieldCheck, Users, Siren, Scale, Phone } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { usePageTitle } from '../../components/ui/page';
import { usePublicConfig } from '../../lib/config';
import { useSession } from '../../lib/session';
import { telHref } from '../../lib/phone';

const steps = [
  { icon: BadgeCheck, title: 'Join & Verify', text: 'Create a free account in two minutes and get 50 barter credits. Verify to unlock free assistance and emergency memberships.' },
  { icon: HandHeart, title: 'List & Trade', text: 'Post what you can offer and what you need: food, shelter, rides, repairs, skills. Agree on a fair credit price with a neighbor.' },
  { icon: Coins, title: 'Earn Credits', text: 'Every trade you complete earns credits you can spend on what you need next. One credit is worth one dollar.' },
];

const stats = [
  { value: '25K+', label: 'active traders' },
  { value: '98%', label: 'trust rating' },
  { value: '24/7', label: 'emergency support' },
];

const values = [
  { icon: Siren, title: 'Emergencies first', text: 'Urgent needs are flagged and surfaced first, so help reaches people when it matters most.' },
  { icon: ShieldCheck, title: 'Safety and trust', text: 'Verified members, held credits on every trade and clear dispute steps keep exchanges honest.' },
  { icon: Scale, title: 'Fair for everyone', text: 'A pricing guide and a fair-price assistant keep trades balanced, with no cash needed.' },
  { icon: Users, title: 'Community owned', text: 'Neighbors helping neighbors: free memberships for people on assistance and for emergency services.' },
];

export default function LandingPage() {
  usePageTitle('');
  const { config } = usePublicConfig();
  const { user } = useSession();
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-canvas">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 sm:px-6 md:grid-cols-[1.2fr_1fr] md:py-20">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-medium text-brand-900 shadow-sm">
              <Coins aria-hidden="true" className="h-4 w-4" /> 50 free credits when you join
            </p>
            <h1 className="mt-5 text-4xl font-bold tracking-tight text-ink sm:text-5xl">
              Trade what you have for what you need, even when cash runs out.
            </h1>
            <p className="mt-5 text-lg text-muted">
              BarterAid is a marketplace where neighbors swap goods, services and skills using barter credits.
              Built for hard times and emergencies, open to everyone.
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Button asChild size="lg">
                <Link to={user ? '/marketplace' : '/auth/register'}>
                  {user ? 'Browse the marketplace' : 'Join free and get 50 credits'} <ArrowRight aria-hidden="true" className="h-4 w-4" />
                </Link>
              </Button>
              <Button asChild size="lg" variant="outline">
                <Link to="/#how-it-works">How it works</Link>
              </Button>
            </div>
          </div>
          <div className="rounded-2xl border border-red-200 bg-white p-6 shadow-sm">
            <h2 className="flex items-center gap-2 text-lg font-semibold text-red-900">
              <Siren aria-hidden="true" className="h-5 w-5" /> In an emergency right now?
            </h2>
            <p className="mt-2 text-muted">If anyone is in danger, call 911 first. For urgent help finding food, shelter or transport, our line is open 24/7.</p>
            <a href={telHref(config.helplinePhone)} className="mt-4 flex items-center justify-center gap-2 rounded-lg bg-red-700 px-4 py-3 text-lg font-bold text-white hover:bg-red-800">
              <Phone aria-hidden="true" className="h-5 w-5" /> {config.helplinePhone}
            </a>
            <Link to="/emergency" className="mt-3 block text-center text-sm font-semibold text-red-800 underline">
              What to do first in an emergency
            </Link>
          </div>
        </div>
      </section>

      <section id="how-it-works" aria-labelledby="how-heading" className="mx-auto max-w-6xl scroll-mt-20 px-4 py-16 sm:px-6">
        <h2 id="how-heading" className="text-3xl font-bold text-ink">How it works</h2>
        <p className="mt-2 text-muted">Three steps from signing up to getting what you need.</p>
        <ol className="mt-8 grid gap-6 md:grid-cols-3">
          {steps.map((step, index) => (
            <li key={step.title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <div className="flex items-center gap-3">
                <span className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-700 font-bold text-white" aria-hidden="true">{index + 1}</span>
                <step.icon aria-hidden="true" className="h-6 w-6 text-brand-700" />
              </div>
              <h3 className="mt-4 text-lg font-semibold text-ink"><span className="sr-only">Step {index + 1}: </span>{step.title}</h3>
              <p className="mt-2 text-muted">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-label="BarterAid in numbers" className="bg-brand-900 text-white">
        <dl className="mx-auto grid max-w-6xl gap-8 px-4 py-12 text-center sm:grid-cols-3 sm:px-6">
          {stats.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse">
              <dt className="text-brand-100">{stat.label}</dt>
              <dd className="text-4xl font-bold">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="values-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <h2 id="values-heading" className="text-3xl font-bold text-ink">What we stand for</h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {values.map((value) => (
            <li key={value.title} className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <value.icon aria-hidden="true" className="h-7 w-7 text-brand-700" />
              <h3 className="mt-3 font-semibold text-ink">{value.title}</h3>
              <p className="mt-2 text-sm text-muted">{value.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="cta-heading" className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="rounded-2xl bg-brand-50 p-8 text-center ring-1 ring-brand-200 sm:p-12">
          <h2 id="cta-heading" className="text-2xl font-bold text-ink sm:text-3xl">Ready to trade with your neighbors?</h2>
          <p className="mx-auto mt-3 max-w-2xl text-muted">
            Standard membership is $10/month. People on government assistance, EBT cardholders, churches and emergency-service
            businesses trade free after verification.
          </p>
          <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
            <Button asChild size="lg"><Link to="/auth/register">Get Started</Link></Button>
            <Button asChild size="lg" variant="outline"><Link to="/membership">View Membership Options</Link></Button>
          </div>
        </div>
      </section>
    </>
  );
}
