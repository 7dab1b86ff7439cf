import type { LoaderFunctionArgs } from 'react-router';
import { prefetchCatalog } from '@/lib/catalog';
import { BRAND_NAME } from '@app/domain/constants/brand';
import { SUBSCRIPTION_PRICE_LABEL, TRIAL_DAYS } from '@app/domain/constants/business';
import {
  BadgeCheck,
  BarChart3,
  Check,
  Eye,
  FolderOpen,
  MessageCircle,
  Music2,
  UserPlus,
  Wallet,
  Rocket,
  Sparkles,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import type { PageLoaderData } from '@/lib/server-load-context';
import { FaqSection } from '../components/faq-section';
import type { FaqItem } from '../components/faq-section';
import { PromoHero } from '../components/promo-hero';
import { StepsSection } from '../components/steps-section';
import { useVerificationCopy } from '../hooks/use-verification-copy';
import type { Step } from '../components/steps-section';

const BENEFITS: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Eye,
    title: 'Seja encontrado',
    text: 'Apareça nas buscas de quem procura exatamente a sua especialidade, gênero e região.',
  },
  {
    icon: MessageCircle,
    title: 'Contato direto no WhatsApp',
    text: 'Clientes falam com você sem intermediários, já com uma mensagem de apresentação.',
  },
  {
    icon: Wallet,
    title: '100% do valor é seu',
    text: 'Não cobramos comissão. Você combina o preço e recebe o pagamento integral.',
  },
  {
    icon: FolderOpen,
    title: 'Portfólio e serviços',
    text: 'Mostre seus trabalhos, seus serviços e preços em uma página profissional.',
  },
  {
    icon: BarChart3,
    title: 'Estatísticas do perfil',
    text: 'Acompanhe visualizações e cliques de contato para entender o seu alcance.',
  },
];

const STEPS: Step[] = [
  { icon: UserPlus, title: 'Crie sua conta', text: 'Cadastre-se com seu nome e e-mail em menos de um minuto.' },
  { icon: Music2, title: 'Monte seu perfil', text: 'Adicione foto, especialidades, gêneros, serviços e portfólio.' },
  { icon: Sparkles, title: 'Ative a assinatura', text: `Teste grátis por ${TRIAL_DAYS} dias e apareça nas buscas.` },
  { icon: Rocket, title: 'Receba contatos', text: 'Clientes encontram seu perfil e chamam você no WhatsApp.' },
];

const PLAN_FEATURES = [
  'Perfil completo com portfólio e serviços',
  'Apareça nas buscas de todo o Brasil',
  'Contato direto pelo WhatsApp',
  'Estatísticas de visualizações e cliques',
  'Sem comissão: 100% do valor é seu',
  'Cancele quando quiser',
];

const PROMOTE_FAQ: FaqItem[] = [
  {
    question: 'Quanto custa anunciar na plataforma?',
    answer: `A assinatura custa ${SUBSCRIPTION_PRICE_LABEL}, com ${TRIAL_DAYS} dias de teste grátis. Não há taxa de adesão nem comissão sobre os seus trabalhos.`,
  },
  {
    question: 'A plataforma cobra comissão sobre os trabalhos?',
    answer: 'Não. Você negocia diretamente com o cliente e recebe 100% do valor do serviço.',
  },
  {
    question: 'Como os clientes entram em contato comigo?',
    answer:
      'Pelo botão de contato do seu perfil, que abre uma conversa no seu WhatsApp com uma mensagem de apresentação.',
  },
  {
    question: 'Posso cancelar a assinatura quando quiser?',
    answer: 'Sim. Você cancela a qualquer momento pela área do profissional, sem multa e sem fidelidade.',
  },
  {
    question: 'Quem pode avaliar o meu trabalho?',
    answer:
      'Somente clientes que contrataram você pela plataforma. As avaliações passam por moderação antes de aparecer no seu perfil.',
  },
  {
    question: 'Posso pausar o recebimento de novos trabalhos?',
    answer:
      'Sim. Em Configurações você suspende seus serviços: o perfil continua visível, mas os clientes não conseguem entrar em contato até você reativar.',
  },
];

const VERIFICATION_QUESTION = 'Como funciona a verificação dos profissionais?';

export async function loader({ context }: LoaderFunctionArgs): Promise<PageLoaderData> {
  await prefetchCatalog(context);
  return {
    meta: {
      title: `Divulgue seus serviços de música | ${BRAND_NAME}`,
      canonical: '/divulgar-servicos',
      description: `Crie seu perfil, apareça nas buscas de quem procura profissionais da música e receba contatos direto no WhatsApp. Teste grátis por ${TRIAL_DAYS} dias.`,
    },
  };
}

export function Component() {
  const copy = useVerificationCopy();
  const benefits = [...BENEFITS.slice(0, 3), { icon: BadgeCheck, ...copy.benefit }, ...BENEFITS.slice(3)];
  const faq = [
    ...PROMOTE_FAQ.slice(0, 4),
    { question: VERIFICATION_QUESTION, answer: copy.promoteAnswer },
    ...PROMOTE_FAQ.slice(4),
  ];
  return (
    <>
      <PromoHero
        glow="bg-[radial-gradient(ellipse_at_top_left,var(--color-brand-700),transparent_60%)]"
        columns="lg:grid-cols-2"
        actions={
          <>
            <Button asChild variant="accent" size="lg">
              <Link to="/profissional-cadastro">Começar teste grátis</Link>
            </Button>
            <Button asChild variant="onDark" size="lg">
              <a href="#planos">Ver preço</a>
            </Button>
          </>
        }
      >
        <p className="text-sm font-semibold tracking-widest text-accent uppercase">Para profissionais da música</p>
        <h1 className="mt-4 text-4xl leading-tight font-extrabold tracking-tight text-white sm:text-5xl">
          Seu talento merece ser encontrado
        </h1>
        <p className="mt-6 max-w-xl text-lg leading-relaxed text-brand-100">
          Mostre seu trabalho para artistas, bandas e produtoras de todo o Brasil e receba pedidos direto no WhatsApp.
          Sem comissão: cada real do trabalho é seu.
        </p>
      </PromoHero>

      <section aria-labelledby="beneficios-title" className="container-page py-16 sm:py-24">
        <p className="text-center text-sm font-semibold tracking-widest text-brand-700 uppercase">Benefícios</p>
        <h2 id="beneficios-title" className="mt-2 text-center text-3xl font-bold tracking-tight sm:text-4xl">
          Tudo o que você precisa para fechar mais trabalhos
        </h2>
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {benefits.map((benefit) => {
            const Icon = benefit.icon;
            return (
              <li key={benefit.title} className="rounded-2xl border border-border bg-surface p-6 shadow-card">
                <span className="inline-flex size-12 items-center justify-center rounded-xl bg-accent-soft text-accent-strong">
                  <Icon className="size-6" aria-hidden />
                </span>
                <h3 className="mt-5 text-lg font-semibold">{benefit.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{benefit.text}</p>
              </li>
            );
          })}
        </ul>
      </section>

      <div className="bg-muted/60">
        <StepsSection id="passos" eyebrow="Como começar" title="Seu perfil no ar em 4 passos" steps={STEPS} />
      </div>

      <section id="planos" aria-labelledby="preco-title" className="container-page scroll-mt-20 py-16 sm:py-24">
        <div className="mx-auto max-w-md">
          <h2 id="preco-title" className="text-center text-3xl font-bold tracking-tight sm:text-4xl">
            Um plano simples
          </h2>
          <div className="relative mt-10 overflow-hidden rounded-3xl border-2 border-brand-600 bg-surface p-8 shadow-lift">
            <span className="mb-3 inline-block rounded-full bg-accent-soft px-3 py-1 text-xs font-bold text-accent-strong sm:absolute sm:top-6 sm:right-6 sm:mb-0">
              {TRIAL_DAYS} dias grátis
            </span>
            <h3 className="text-lg font-semibold text-brand-800">Plano Profissional</h3>
            <p className="mt-4 flex items-baseline gap-1">
              <span className="text-4xl font-extrabold tracking-tight sm:text-5xl">{SUBSCRIPTION_PRICE_LABEL}</span>
            </p>
            <p className="mt-2 text-sm text-muted-foreground">
              Teste grátis por {TRIAL_DAYS} dias. Cancele quando quiser.
            </p>
            <ul className="mt-6 space-y-3">
              {PLAN_FEATURES.map((feature) => (
                <li key={feature} className="flex gap-3 text-sm">
                  <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
                  {feature}
                </li>
              ))}
            </ul>
            <Button asChild size="lg" className="mt-8 w-full">
              <Link to="/profissional-cadastro">Começar teste grátis</Link>
            </Button>
          </div>
        </div>
      </section>

      <FaqSection items={faq} />
    </>
  );
}
