import { CATALOGUE_FIELD_KEYS, CATALOGUE_FIELDS, catalogueLabel } from '@app/domain/rules/catalogue-fields';
import { occasionLabel } from '@app/domain/constants/occasions';
import { locationLabel } from '@app/domain/rules/contact';
import { ONLINE_SERVICE_TYPE } from '@app/domain/constants/catalog';
import { useState, type ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { TABS_NAME, tabShownBeforeTheApp } from '@/lib/tab-preview';
import { PackageCards } from './package-cards';
import { PortfolioList } from './portfolio-list';
import type { ProfessionalProfile } from '@app/domain/schemas/api/professionals';

const NO_DESCRIPTION = 'Sem descrição disponível.';

/** The profile's tabs, by the name the page's script knows them. */
const PROFILE_TABS = 'perfil';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-t border-border pt-5 first:border-t-0 first:pt-0">
      <h3 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">{title}</h3>
      <div className="mt-2.5">{children}</div>
    </section>
  );
}

function Tags({ items, variant = 'brand' }: { items: readonly string[]; variant?: 'brand' | 'accent' | 'neutral' }) {
  if (items.length === 0) return <p className="text-sm text-muted-foreground">Não informado.</p>;
  return (
    <ul className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li key={item}>
          <Badge variant={variant} size="md">
            {item}
          </Badge>
        </li>
      ))}
    </ul>
  );
}

export function ProfileTabs({ professional }: { professional: ProfessionalProfile }) {
  const hasDetails = Boolean(professional.work_details?.trim());
  const description = professional.description?.trim() || NO_DESCRIPTION;
  const bio = professional.bio?.trim();
  const location = locationLabel(professional);
  // The portfolio first, unless the visitor chose another tab before the app had the page.
  const [tab, setTab] = useState(() => tabShownBeforeTheApp(PROFILE_TABS) ?? 'portfolio');

  return (
    // The portfolio comes first: what a client wants before anything else is to hear the work.
    <Tabs value={tab} onValueChange={setTab}>
      <TabsList aria-label="Informações do profissional" {...{ [TABS_NAME]: PROFILE_TABS }}>
        <TabsTrigger value="portfolio">Portfólio</TabsTrigger>
        <TabsTrigger value="sobre">Sobre</TabsTrigger>
        <TabsTrigger value="servicos">
          <span className="md:hidden">Preços</span>
          <span className="hidden md:inline">Serviços</span>
        </TabsTrigger>
        {hasDetails ? <TabsTrigger value="detalhes">Detalhes</TabsTrigger> : null}
      </TabsList>

      {/* In the page's HTML from the start (hidden until chosen): readable without JavaScript and by search engines. */}
      <TabsContent value="portfolio" forceMount className="data-[state=inactive]:hidden">
        <Card className="p-5 sm:p-6">
          <PortfolioList professionalId={professional.id} />
        </Card>
      </TabsContent>

      <TabsContent value="sobre" forceMount className="data-[state=inactive]:hidden">
        <Card className="space-y-5 p-5 sm:p-6">
          <Section title="Sobre">
            <p className="leading-relaxed whitespace-pre-line">{description}</p>
            {bio && bio !== description ? (
              <p className="mt-3 leading-relaxed whitespace-pre-line text-muted-foreground">{bio}</p>
            ) : null}
          </Section>
          <Section title="Especialidades">
            <Tags items={professional.specialties} />
          </Section>
          <Section title="Gêneros Musicais">
            <Tags items={professional.genres} variant="accent" />
          </Section>
          {CATALOGUE_FIELD_KEYS.map((key) =>
            professional[key].length > 0 ? (
              <Section key={key} title={CATALOGUE_FIELDS[key].label}>
                <Tags items={professional[key].map((slug) => catalogueLabel(key, slug))} variant="neutral" />
              </Section>
            ) : null,
          )}
          {professional.occasions.length > 0 ? (
            <Section title="Ocasiões">
              <Tags items={professional.occasions.map(occasionLabel)} variant="neutral" />
            </Section>
          ) : null}
          <Section title="Tipo de Atendimento">
            <Tags items={professional.service_types} variant="neutral" />
          </Section>
          <Section title="Localização">
            <p>{location || 'Não informada.'}</p>
            {professional.service_cities.length > 0 ? (
              <p className="mt-1.5 text-sm text-muted-foreground">
                Também toca presencialmente em {professional.service_cities.map((c) => c.label).join(', ')}.
              </p>
            ) : null}
            {professional.service_types.includes(ONLINE_SERVICE_TYPE) ? (
              <p className="mt-1.5 text-sm text-muted-foreground">Atende à distância, de qualquer cidade.</p>
            ) : null}
          </Section>
          {professional.equipment.length > 0 ? (
            <Section title="Equipamentos">
              <ul className="grid gap-1.5 text-sm sm:grid-cols-2">
                {professional.equipment.map((item) => (
                  <li key={item} className="flex gap-2">
                    <span aria-hidden className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-500" />
                    {item}
                  </li>
                ))}
              </ul>
            </Section>
          ) : null}
        </Card>
      </TabsContent>

      <TabsContent value="servicos" forceMount className="data-[state=inactive]:hidden">
        <Card className="p-5 sm:p-6">
          <PackageCards
            professionalId={professional.id}
            canContact={!professional.contact_bar && Boolean(professional.whatsapp_number)}
          />
        </Card>
      </TabsContent>

      {hasDetails ? (
        <TabsContent value="detalhes" forceMount className="data-[state=inactive]:hidden">
          <Card className="p-5 sm:p-6">
            <p className="leading-relaxed whitespace-pre-line">{professional.work_details}</p>
          </Card>
        </TabsContent>
      ) : null}
    </Tabs>
  );
}
