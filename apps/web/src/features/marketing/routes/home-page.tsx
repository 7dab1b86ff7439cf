import type { LoaderFunctionArgs } from 'react-router';
import { prefetchCatalog } from '@/lib/catalog';
import { SITE_DESCRIPTION, SITE_TITLE } from '@app/domain/constants/brand';
import { HOME_CATEGORIES } from '@app/domain/constants/catalog';
import { homeStructuredData } from '@app/domain/rules/structured-data';
import {
  ArrowRight,
  BadgeCheck,
  Disc3,
  Guitar,
  Handshake,
  MessageCircle,
  MicVocal,
  PenLine,
  Search,
  SlidersHorizontal,
  Star,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import type { PageLoaderData } from '@/lib/server-load-context';
import { prefetchLandingDirectory } from '../api/get-landing-directory';
import { FaqSection } from '../components/faq-section';
import { LandingDirectory } from '../components/landing-directory';
import type { FaqItem } from '../components/faq-section';
import { HomeSearch } from '../components/home-search';
import { PromoHero } from '../components/promo-hero';
import { StepsSection } from '../components/steps-section';
import type { Step } from '../components/steps-section';
import { TypingHeroTitle } from '../components/typing-hero-title';
import { useVerificationCopy } from '../hooks/use-verification-copy';
import { categoryHref } from '../utils/category-link';

const CATEGORY_DETAILS: Record<(typeof HOME_CATEGORIES)[number]['key'], { icon: LucideIcon; text: string }> = {
  production: { icon: SlidersHorizontal, text: 'Mixagem, masterização e beats com sonoridade profissional.' },
  composition: { icon: PenLine, text: 'Letras e melodias feitas sob medida para a sua ideia.' },
  singing: { icon: MicVocal, text: 'Vozes para gravações, guias, jingles e shows.' },
  instrumental: { icon: Guitar, text: 'Instrumentistas e beatmakers para dar corpo ao arranjo.' },
  dj: { icon: Disc3, text: 'Sets para festas, casamentos, eventos e lançamentos.' },
};

const HOW_IT_WORKS: Step[] = [
  { icon: Search, title: 'Busque', text: 'Filtre por especialidade, gênero musical, localização e faixa de preço.' },
  { icon: Star, title: 'Compare', text: 'Veja portfólio, serviços, preços e avaliações de outros clientes.' },
  { icon: MessageCircle, title: 'Converse', text: 'Chame o profissional no WhatsApp e combine prazos e detalhes.' },
  { icon: Handshake, title: 'Contrate', text: 'Feche direto com o profissional: sem intermediários e sem comissão.' },
];

const HOME_FAQ: FaqItem[] = [
  {
    question: 'Quanto custa para encontrar um profissional?',
    answer:
      'Nada. Buscar, ver perfis e conversar com os profissionais é gratuito. O valor do trabalho é combinado e pago diretamente ao profissional, sem comissão da plataforma.',
  },
  {
    question: 'Como entro em contato com um profissional?',
    answer:
      'No perfil do profissional, toque em “Entrar em contato”. Abrimos uma conversa no WhatsApp com uma mensagem pronta para você apresentar o seu projeto.',
  },
  {
    question: 'Quem pode avaliar um profissional?',
    answer:
      'Apenas clientes que contrataram o profissional pela plataforma. Cada avaliação é revisada pela nossa equipe antes de aparecer no perfil.',
  },
];

export async function loader({ request, context }: LoaderFunctionArgs): Promise<PageLoaderData> {
  await Promise.all([prefetchCatalog(context), prefetchLandingDirectory(context)]);
  return {
    meta: {
      title: SITE_TITLE,
      description: SITE_DESCRIPTION,
      canonical: '/',
      structuredData: homeStructuredData(new URL(request.url).origin),
    },
  };
}

export function Component() {
  const copy = useVerificationCopy();
  const faq = [
    ...HOME_FAQ.slice(0, 2),
    { question: 'Os profissionais são verificados?', answer: copy.homeAnswer },
    ...HOME_FAQ.slice(2),
  ];
  return (
    <>
      <PromoHero
        glow="bg-[radial-gradient(ellipse_at_top_right,var(--color-brand-700),transparent_60%),radial-gradient(ellipse_at_bottom_left,rgb(245_158_11/0.18),transparent_55%)]"
        columns="lg:grid-cols-[1.1fr_1fr] lg:py-28"
        actions={
          <>
            <Button asChild variant="accent" size="lg">
              <Link to="/profissionais">
                <Search aria-hidden />
                Buscar Profissionais
              </Link>
            </Button>
            <Button asChild variant="onDark" size="lg">
              <Link to="/divulgar-servicos">Sou profissional</Link>
            </Button>
          </>
        }
      >
        <p className="inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/5 px-3 py-1 text-sm text-brand-100">
          <BadgeCheck className="size-4 text-accent" aria-hidden />
          {copy.heroBadge}
        </p>
        <div className="mt-6">
          <TypingHeroTitle />
        </div>
        <p className="mt-6 max-w-xl text-lg leading-relaxed text-brand-100">
          Produtores, compositores, cantores, instrumentistas, DJs e beatmakers. Ouça o portfólio, leia as avaliações e
          fale direto pelo WhatsApp — sem taxa e sem intermediário.
        </p>
        <div className="mt-8 max-w-xl">
          <HomeSearch />
        </div>
      </PromoHero>

      <section aria-labelledby="categorias-title" className="container-page py-16 sm:py-24">
        <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">Categorias</p>
        <div className="mt-2 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <h2 id="categorias-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
            O que o seu projeto precisa?
          </h2>
          <Link
            to="/profissionais"
            className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline"
          >
            Ver todos os profissionais <ArrowRight className="size-4" aria-hidden />
          </Link>
        </div>
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {HOME_CATEGORIES.map((category) => {
            const details = CATEGORY_DETAILS[category.key];
            const Icon = details.icon;
            return (
              <li key={category.key}>
                <Link
                  to={categoryHref(category.specialties)}
                  className="group flex h-full flex-col rounded-2xl border border-border bg-surface p-6 shadow-card transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-lift"
                >
                  <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-100 text-brand-800 transition-colors group-hover:bg-brand-700 group-hover:text-white">
                    <Icon className="size-6" aria-hidden />
                  </span>
                  <span className="mt-5 text-lg font-semibold">{category.title}</span>
                  <span className="mt-1.5 text-sm leading-relaxed text-muted-foreground">{details.text}</span>
                  <span
                    aria-hidden
                    className="mt-auto inline-flex items-center gap-1 pt-4 text-sm font-semibold text-brand-700"
                  >
                    Explorar <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </section>

      <LandingDirectory />

      <div className="bg-muted/60">
        <StepsSection
          id="como-funciona"
          eyebrow="Como funciona"
          title="Da busca à música pronta em 4 passos"
          steps={HOW_IT_WORKS}
        />
      </div>

      <section aria-labelledby="divulgue-title" className="container-page py-16 sm:py-24">
        <div className="relative isolate overflow-hidden rounded-3xl bg-brand-800 px-6 py-12 text-white sm:px-12 sm:py-16">
          <div aria-hidden className="absolute -top-24 -right-24 -z-10 size-72 rounded-full bg-accent/30 blur-3xl" />
          <div className="grid items-center gap-8 lg:grid-cols-[1.4fr_1fr]">
            <div>
              <h2 id="divulgue-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
                Divulgue seus serviços
              </h2>
              <p className="mt-4 max-w-xl text-lg text-brand-100">
                Crie seu perfil, mostre seu portfólio e receba pedidos de artistas direto no seu WhatsApp. Você fica com
                100% do valor de cada trabalho.
              </p>
            </div>
            <div className="flex flex-col gap-3 sm:flex-row lg:justify-end">
              <Button asChild variant="accent" size="lg">
                <Link to="/profissional-cadastro">Criar meu perfil</Link>
              </Button>
              <Button asChild variant="onDark" size="lg">
                <Link to="/divulgar-servicos">Saiba mais</Link>
              </Button>
            </div>
          </div>
        </div>
      </section>

      <FaqSection items={faq} />
    </>
  );
}
