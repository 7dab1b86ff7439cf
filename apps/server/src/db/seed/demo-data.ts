import type { InstrumentSlug } from '@app/domain/constants/instruments';
import type { OccasionSlug } from '@app/domain/constants/occasions';
import type { DemoLook } from './avatar.ts';

/** Demo marketplace: realistic professionals so that search has something to find out of the box. */
export interface DemoProfessional {
  name: string;
  /** How the demo portrait draws this person (hair and facial hair follow it). */
  look: DemoLook;
  specialties: string[];
  genres: string[];
  serviceTypes: string[];
  city?: string;
  state?: string;
  /** Slugs of constants/instruments. */
  instruments: InstrumentSlug[];
  /** The occasions picked on the profile (the packages' are added by the database). */
  occasions: OccasionSlug[];
  /** Other municipalities (names in the same state or not) where they play in person. */
  serviceCities: string[];
  country?: string;
  minPrice: number | null;
  negotiable?: boolean;
  instagram?: string;
  whatsapp: string;
  countryCode?: string;
  description: string;
  equipment: string[];
  /** Packages: 'from' reads 'a partir de'; hours for events, days for production. */
  services: { title: string; description: string; price: number | null; from?: boolean; included?: string[]; hours?: number; days?: number; revisions?: number; occasions?: OccasionSlug[] }[];
  /** 'audio' items are made when the demo is seeded (demo-audio.ts) and stored like uploads; links are real public pages. */
  portfolio: ({ title: string; description: string; type: 'audio' } | { title: string; description: string; url: string; type: 'link' })[];
  /** Approved reviews' stars; empty for a professional who is new on the marketplace. */
  ratings: number[];
  suspended?: boolean;
  workDetails?: string;
  monthsAgo: number;
}

export const DEMO_PROFESSIONALS: DemoProfessional[] = [
  {
    instruments: [], occasions: ['gravacao-remota', 'jingle-e-publicidade'], serviceCities: [],
    name: 'Lucas Andrade', look: 'masculine', specialties: ['Mixagem', 'Masterização'], genres: ['Pop', 'MPB', 'Indie'], serviceTypes: ['À distância'],
    city: 'São Paulo', state: 'São Paulo', minPrice: 250, instagram: '@lucasandrade.mix', whatsapp: '11987654321',
    description: 'Engenheiro de mixagem há 12 anos, com discos de MPB e pop alternativo no currículo. Trabalho em estúdio próprio na Vila Madalena, com monitoração calibrada e atenção a cada detalhe da sua faixa.',
    equipment: ['Neve 1073 (par)', 'SSL Bus Compressor', 'Monitores Genelec 8341', 'Pro Tools Ultimate'],
    services: [
      { title: 'Mixagem de faixa', description: 'Mixagem completa com até duas rodadas de ajustes.', price: 450, included: ['Mixagem completa', 'Até 2 rodadas de ajustes', 'Arquivo WAV e MP3'], days: 5, revisions: 2, occasions: ['gravacao-remota'] },
      { title: 'Masterização para streaming', description: 'Master otimizada para Spotify, Deezer e YouTube.', price: 250, included: ['Master para Spotify, Deezer e YouTube', 'Versão para vinil sob consulta'], days: 3, revisions: 1, occasions: ['gravacao-remota'] },
    ],
    portfolio: [
      { title: 'Quintal (single)', description: 'Mix e master do single de estreia da banda Maré Alta.', type: 'audio' },
      { title: 'EP Cidade Cinza', description: 'Mixagem das cinco faixas do EP.', type: 'audio' },
      { title: 'Referência de mix: Blinding Lights', description: 'A faixa que uso como referência de brilho e impacto no pop (The Weeknd).', url: 'https://open.spotify.com/track/0VjIjW4GlUZAMYd2vXMi3b', type: 'link' },
    ],
    ratings: [5, 5, 4, 5], monthsAgo: 20,
    workDetails: 'Prazo médio de entrega: 5 dias úteis por faixa.\nEnvie as pistas em WAV 24 bits, sem efeitos no master.\nRevisões extras: R$80 cada.',
  },
  {
    instruments: ['violao'], occasions: ['casamento', 'bar-e-show', 'gravacao-remota', 'aula'], serviceCities: ['Niterói', 'São Gonçalo', 'Petrópolis'],
    name: 'Marina Costa', look: 'feminine', specialties: ['Vocal', 'Letra'], genres: ['MPB', 'Samba', 'Jazz'], serviceTypes: ['Presencial', 'À distância'],
    city: 'Rio de Janeiro', state: 'Rio de Janeiro', minPrice: 300, instagram: '@marinacostacanta', whatsapp: '21998761234',
    description: 'Cantora e compositora carioca, gravo vozes principais e backing vocals para artistas de MPB, samba e jazz. Também escrevo letras sob encomenda.',
    equipment: ['Microfone Neumann U87', 'Pré Universal Audio 610'],
    services: [
      { title: 'Gravação de voz principal', description: 'Interpretação e gravação de voz em estúdio parceiro ou remoto.', price: 400, from: true, included: ['Gravação em estúdio', 'Edição e afinação', 'Até 3 takes escolhidos'], days: 7, revisions: 1, occasions: ['gravacao-remota', 'jingle-e-publicidade'] },
      { title: 'Letra sob encomenda', description: 'Letra original a partir da sua melodia ou tema.', price: 300, included: ['Letra completa', 'Uma conversa sobre o tema'], days: 10, revisions: 2, occasions: ['casamento', 'jingle-e-publicidade'] },
    ],
    portfolio: [
      { title: 'Saudade Boa', description: 'Voz e letra em parceria com o Trio Guanabara.', type: 'audio' },
      { title: 'Ao vivo no Beco das Garrafas', description: 'Trecho da apresentação ao vivo.', type: 'audio' },
    ],
    ratings: [5, 5, 5], monthsAgo: 18,
  },
  {
    instruments: [], occasions: ['casamento', 'formatura', 'evento-corporativo', 'aniversario-e-festa'], serviceCities: ['Contagem', 'Nova Lima', 'Betim', 'Sete Lagoas'],
    name: 'DJ Kaio Ramos', look: 'masculine', specialties: ['DJ'], genres: ['Eletrônico', 'Funk', 'Pop'], serviceTypes: ['Presencial'],
    city: 'Belo Horizonte', state: 'Minas Gerais', minPrice: 800, instagram: '@djkaioramos', whatsapp: '31991234567',
    description: 'DJ para casamentos, formaturas e festas corporativas. Repertório que vai do funk ao house, com leitura de pista e equipamento próprio.',
    equipment: ['Pioneer CDJ-3000 (par)', 'Mixer DJM-900NXS2', 'Sistema de som 2 kW', 'Iluminação LED'],
    services: [
      { title: 'Festa de casamento (5 horas)', description: 'Som, luz e DJ com repertório combinado com os noivos.', price: 2500, included: ['Som e iluminação para até 150 convidados', 'Playlist combinada com os noivos', 'Entrada dos noivos'], hours: 5, occasions: ['casamento', 'aniversario-e-festa'] },
      { title: 'Evento corporativo', description: 'Set ambiente e pista para confraternizações.', price: 1800, from: true, included: ['Som ambiente na recepção', 'Set dançante no encerramento'], hours: 4, occasions: ['evento-corporativo', 'formatura'] },
    ],
    portfolio: [
      { title: 'Set Verão 2026', description: 'Set gravado ao vivo no Mineirão.', type: 'audio' },
      { title: 'Referência de pista: Despacito', description: 'O clássico que nunca sai do meu set (Luis Fonsi e Daddy Yankee).', url: 'https://www.youtube.com/watch?v=kJQP7kiw5Fk', type: 'link' },
    ],
    ratings: [5, 4, 5, 5, 4], monthsAgo: 14,
  },
  {
    instruments: ['synth-e-programacao'], occasions: ['gravacao-remota'], serviceCities: [],
    name: 'Beatriz Nogueira', look: 'feminine', specialties: ['Beats', 'Mixagem'], genres: ['Trap', 'Rap', 'Hip Hop'], serviceTypes: ['À distância'],
    city: 'Curitiba', state: 'Paraná', minPrice: 150, instagram: '@bia.beats', whatsapp: '41992345678',
    description: 'Beatmaker e produtora de trap e rap. Beats exclusivos com stems, mixagem de voz e acompanhamento até a faixa ficar pronta para lançar.',
    equipment: ['FL Studio', 'Akai MPC Live II', 'Monitores Yamaha HS8'],
    services: [
      { title: 'Beat exclusivo', description: 'Beat original com stems e direitos de uso combinados.', price: 350, included: ['Beat exclusivo', 'Stems separados', 'Licença de uso ilimitado'], days: 7, revisions: 2, occasions: ['gravacao-remota'] },
      { title: 'Mix de voz sobre beat', description: 'Mixagem de até três pistas de voz.', price: 150, included: ['Mix da voz', 'Ajuste de timing e afinação'], days: 3, revisions: 1, occasions: ['gravacao-remota'] },
    ],
    portfolio: [
      { title: 'Pack Noite Fria', description: 'Seleção de beats de trap.', type: 'audio' },
      { title: 'Clipe “Corre”', description: 'Beat e mix do clipe do MC Tavinho.', type: 'audio' },
    ],
    ratings: [5, 5, 4], monthsAgo: 9,
  },
  {
    instruments: ['guitarra', 'violao', 'baixo'], occasions: ['gravacao-remota', 'bar-e-show', 'aula'], serviceCities: ['Canoas', 'Novo Hamburgo', 'Caxias do Sul'],
    name: 'Rafael Teixeira', look: 'masculine', specialties: ['Instrumental'], genres: ['Rock', 'Pop', 'Indie'], serviceTypes: ['Presencial', 'À distância'],
    city: 'Porto Alegre', state: 'Rio Grande do Sul', minPrice: 200, instagram: '@rafa.guitarras', whatsapp: '51993456789',
    description: 'Guitarrista de sessão com 15 anos de estrada. Gravo guitarras e violões para bandas e artistas solo, do rock ao pop.',
    equipment: ['Fender Stratocaster American', 'Gibson Les Paul', 'Amplificador Mesa Boogie', 'Kemper Profiler'],
    services: [
      { title: 'Gravação de guitarra por faixa', description: 'Bases e solos gravados remotamente.', price: 250, included: ['Guitarra base e solo', 'Arquivos em WAV'], days: 4, revisions: 1, occasions: ['gravacao-remota'] },
      { title: 'Arranjo de cordas dedilhadas', description: 'Arranjo e gravação de violões.', price: 200 },
    ],
    portfolio: [
      { title: 'Solo em “Estrada”', description: 'Participação no disco da banda Sul.', type: 'audio' },
    ],
    ratings: [4, 5, 4], monthsAgo: 16,
  },
  {
    instruments: ['violao'], occasions: ['jingle-e-publicidade', 'casamento'], serviceCities: [],
    name: 'Ana Clara Menezes', look: 'feminine', specialties: ['Letra', 'Vocal'], genres: ['Sertanejo', 'Pop'], serviceTypes: ['À distância'],
    city: 'Goiânia', state: 'Goiás', minPrice: 500, instagram: '@anaclaracompositora', whatsapp: '62994567890',
    description: 'Compositora com músicas gravadas por duplas sertanejas. Escrevo letra e melodia e entrego guia de voz para sua gravação.',
    equipment: ['Violão Takamine', 'Microfone Shure SM7B'],
    services: [
      { title: 'Composição completa (letra e melodia)', description: 'Música inédita com guia de voz e violão.', price: 1200, from: true, included: ['Letra e melodia', 'Guia de voz e violão'], days: 15, revisions: 2, occasions: ['jingle-e-publicidade', 'casamento'] },
      { title: 'Revisão de letra', description: 'Ajustes de métrica, rima e refrão.', price: 500 },
    ],
    portfolio: [
      { title: 'Coração de Fazenda', description: 'Composição gravada por Léo & Rafa.', type: 'audio' },
    ],
    ratings: [5, 5, 5, 4], monthsAgo: 11,
  },
  {
    instruments: ['teclado', 'synth-e-programacao'], occasions: ['gravacao-remota', 'jingle-e-publicidade'], serviceCities: [],
    name: 'Thiago Barbosa', look: 'masculine', specialties: ['Mixagem', 'Masterização', 'Beats'], genres: ['Funk', 'Pop', 'Eletrônico'], serviceTypes: ['À distância'],
    city: 'Recife', state: 'Pernambuco', minPrice: 120, instagram: '@thiagobarbosaprod', whatsapp: '81995678901',
    description: 'Produtor musical do Recife, especialista em funk e pop eletrônico. Produção completa, mix e master com entrega rápida.',
    equipment: ['Ableton Live Suite', 'Push 3', 'Plugins FabFilter'],
    services: [
      { title: 'Produção completa', description: 'Do beat à master, com duas revisões.', price: 900, from: true, included: ['Arranjo e produção', 'Mixagem e master'], days: 15, revisions: 3, occasions: ['gravacao-remota', 'jingle-e-publicidade'] },
      { title: 'Master rápida (48h)', description: 'Masterização entregue em até 48 horas.', price: 120, included: ['Master de uma faixa'], days: 2, revisions: 1, occasions: ['gravacao-remota'] },
    ],
    portfolio: [
      { title: 'Brega Funk Session', description: 'Produção e mix.', type: 'audio' },
      { title: 'Referência de produção: Shape of You', description: 'Como referência de groove e de graves no pop (Ed Sheeran).', url: 'https://www.youtube.com/watch?v=JGwWNGJdvx8', type: 'link' },
    ],
    ratings: [4, 4, 5], monthsAgo: 7,
  },
  {
    instruments: ['teclado'], occasions: ['igreja-e-culto', 'casamento', 'aula', 'gravacao-remota'], serviceCities: ['Lauro de Freitas', 'Camaçari', 'Feira de Santana'],
    name: 'Juliana Freitas', look: 'feminine', specialties: ['Vocal'], genres: ['Gospel', 'Pop'], serviceTypes: ['Presencial', 'À distância'],
    city: 'Salvador', state: 'Bahia', minPrice: 180, instagram: '@jufreitasvoz', whatsapp: '71996789012',
    description: 'Cantora gospel e preparadora vocal. Gravo vozes, faço backing vocals e dou aulas de técnica vocal.',
    equipment: ['Microfone AKG C414', 'Interface Focusrite Clarett'],
    services: [
      { title: 'Backing vocal por faixa', description: 'Vozes de apoio em até três camadas.', price: 180, included: ['Até 3 vozes de apoio', 'Arquivos separados'], days: 5, revisions: 1, occasions: ['gravacao-remota'] },
      { title: 'Aula de canto', description: 'Aula individual de 1 hora, presencial ou online.', price: 120, included: ['Aula individual', 'Exercícios para praticar em casa'], hours: 1 },
    ],
    portfolio: [
      { title: 'Louvor ao Amanhecer', description: 'Voz principal.', type: 'audio' },
    ],
    ratings: [5, 5], monthsAgo: 5,
  },
  {
    instruments: ['cavaquinho', 'pandeiro', 'percussao', 'bateria'], occasions: ['bar-e-show', 'aniversario-e-festa', 'casamento'], serviceCities: ['Niterói', 'Duque de Caxias', 'Nova Iguaçu'],
    name: 'Pedro Henrique Lima', look: 'masculine', specialties: ['Instrumental', 'Beats'], genres: ['Samba', 'Pagode', 'MPB'], serviceTypes: ['Presencial'],
    city: 'Rio de Janeiro', state: 'Rio de Janeiro', minPrice: 150, instagram: '@pedrocavaco', whatsapp: '21997890123',
    description: 'Cavaquinista, percussionista e baterista de samba e pagode. Gravo cavaco, banjo, pandeiro, tantã e bateria, e monto grooves para sua roda.',
    equipment: ['Cavaquinho Do Souto', 'Banjo Rozini', 'Kit de percussão completo'],
    services: [
      { title: 'Gravação de cavaco', description: 'Cavaco centro e solo por faixa.', price: 150, included: ['Cavaco centro e solo'], days: 3, revisions: 1, occasions: ['gravacao-remota'] },
      { title: 'Percussão de samba', description: 'Pandeiro, tantã e repique por faixa.', price: 200, from: true, included: ['Pandeiro, tantã e repique', 'Roda de samba ao vivo sob consulta'], hours: 3, occasions: ['bar-e-show', 'aniversario-e-festa', 'casamento'] },
    ],
    portfolio: [
      { title: 'Roda do Cacique', description: 'Gravação ao vivo.', type: 'audio' },
    ],
    ratings: [5, 4, 5, 5], monthsAgo: 22,
  },
  {
    instruments: [], occasions: ['gravacao-remota'], serviceCities: [],
    name: 'Camila Duarte', look: 'feminine', specialties: ['Mixagem'], genres: ['Rock', 'Indie'], serviceTypes: ['À distância'],
    city: 'Curitiba', state: 'Paraná', minPrice: 350, instagram: '@camiladuarte.audio', whatsapp: '41998901234',
    description: 'Mixo bandas de rock e indie com som orgânico e pegada. Trabalho em híbrido analógico e digital.',
    equipment: ['Console API 1608', 'Compressores 1176 e LA-2A', 'Monitores Focal'],
    services: [
      { title: 'Mix de banda (por faixa)', description: 'Até 48 pistas, com recall ilimitado por 30 dias.', price: 550 },
    ],
    portfolio: [
      { title: 'Ilha Elétrica', description: 'Mix do disco da banda Maresia.', type: 'audio' },
    ],
    ratings: [5, 5, 5], monthsAgo: 13,
  },
  {
    instruments: ['synth-e-programacao'], occasions: ['aniversario-e-festa', 'formatura', 'bar-e-show', 'evento-corporativo'], serviceCities: ['Goiânia', 'Anápolis'],
    name: 'Felipe Moura', look: 'masculine', specialties: ['DJ', 'Beats'], genres: ['Eletrônico', 'Hip Hop'], serviceTypes: ['Presencial'],
    city: 'Brasília', state: 'Distrito Federal', minPrice: 600, instagram: '@felipemouradj', whatsapp: '61999012345',
    description: 'DJ e produtor de música eletrônica em Brasília. Sets de house e hip hop para clubes, festas e eventos.',
    equipment: ['Controladora Rane Four', 'Serato DJ Pro'],
    services: [
      { title: 'Set em clube (3 horas)', description: 'Set autoral de house e hip hop.', price: 900, included: ['Set de 3 horas', 'Equipamento próprio'], hours: 3, occasions: ['bar-e-show'] },
      { title: 'Festa particular', description: 'DJ com som para até 150 pessoas.', price: 1200, from: true, included: ['Som e iluminação', 'Set personalizado'], hours: 4, occasions: ['aniversario-e-festa', 'formatura', 'casamento'] },
    ],
    portfolio: [
      { title: 'Cerrado Grooves', description: 'Mixtape.', type: 'audio' },
      { title: 'Referência: Flickermood', description: 'Uma faixa de eletrônica calma que inspira minhas mixtapes (Forss).', url: 'https://soundcloud.com/forss/flickermood', type: 'link' },
    ],
    ratings: [4, 5, 4, 4], monthsAgo: 8,
  },
  {
    instruments: [], occasions: ['jingle-e-publicidade', 'gravacao-remota'], serviceCities: [],
    name: 'Larissa Pereira', look: 'feminine', specialties: ['Letra'], genres: ['Pop', 'Funk', 'Pagode'], serviceTypes: ['À distância'],
    city: 'Fortaleza', state: 'Ceará', minPrice: 90, instagram: '@larissaescreve', whatsapp: '85990123456',
    description: 'Letrista de pop, funk e pagode. Refrões que grudam e versos que contam história.',
    equipment: [],
    services: [
      { title: 'Refrão sob encomenda', description: 'Refrão original em até 5 dias.', price: 90 },
      { title: 'Letra completa', description: 'Letra com versos, pré-refrão e refrão.', price: 250 },
    ],
    portfolio: [
      { title: 'Vem Pro Baile', description: 'Letra gravada por MC Lua.', type: 'audio' },
    ],
    ratings: [4, 5], monthsAgo: 3,
  },
  {
    instruments: [], occasions: ['gravacao-remota'], serviceCities: [],
    name: 'Gustavo Farias', look: 'masculine', specialties: ['Masterização'], genres: ['Rock', 'Eletrônico', 'Pop', 'Hip Hop', 'Trap'], serviceTypes: ['À distância'],
    city: 'São Paulo', state: 'São Paulo', minPrice: 200, instagram: '@gustavofariasmaster', whatsapp: '11991122334',
    description: 'Masterização com cadeia analógica e mais de 2.000 faixas entregues. Som competitivo sem perder a dinâmica.',
    equipment: ['Manley Massive Passive', 'Shadow Hills Mastering Compressor', 'Monitores PMC'],
    services: [
      { title: 'Master de single', description: 'Master com versão para streaming e vinil.', price: 200 },
      { title: 'Master de EP (até 6 faixas)', description: 'Master coesa de todo o EP.', price: 900 },
    ],
    portfolio: [
      { title: 'Antes do Sol', description: 'Master do álbum de Nina Val.', type: 'audio' },
      { title: 'Referência de master: Gangnam Style', description: 'Volume e impacto de um sucesso mundial, como referência de master (PSY).', url: 'https://www.youtube.com/watch?v=9bZkp7q5F8I', type: 'link' },
    ],
    ratings: [5, 5, 5, 5, 4], monthsAgo: 26,
  },
  {
    instruments: ['piano', 'teclado'], occasions: ['casamento', 'evento-corporativo', 'bar-e-show', 'aula'], serviceCities: ['São Paulo', 'Jundiaí', 'Valinhos', 'Sumaré'],
    name: 'Renata Oliveira', look: 'feminine', specialties: ['Instrumental'], genres: ['Jazz', 'MPB'], serviceTypes: ['Presencial', 'À distância'],
    city: 'Campinas', state: 'São Paulo', minPrice: 280, whatsapp: '19992233445',
    description: 'Pianista e arranjadora de jazz e MPB. Gravo piano e teclados e escrevo arranjos para pequenos grupos.',
    equipment: ['Piano Yamaha C3', 'Nord Stage 4'],
    services: [
      { title: 'Piano por faixa', description: 'Gravação de piano acústico ou teclados.', price: 280, included: ['Piano acústico gravado'], days: 4, revisions: 1, occasions: ['gravacao-remota'] },
      { title: 'Arranjo para quarteto', description: 'Partituras e guia gravado.', price: 600, included: ['Partituras e partes', 'Ensaio com o quarteto'], days: 10, revisions: 2, occasions: ['casamento', 'evento-corporativo'] },
    ],
    portfolio: [
      { title: 'Noturno Paulista', description: 'Trio ao vivo.', type: 'audio' },
    ],
    ratings: [5, 4], monthsAgo: 6,
  },
  {
    instruments: [], occasions: ['bar-e-show', 'aniversario-e-festa', 'gravacao-remota'], serviceCities: ['Rio de Janeiro'],
    name: 'MC Vitor Santos', look: 'masculine', specialties: ['Vocal', 'Letra'], genres: ['Rap', 'Trap', 'Funk'], serviceTypes: ['À distância'],
    city: 'São Gonçalo', state: 'Rio de Janeiro', minPrice: null, negotiable: true, instagram: '@mcvitorsantos', whatsapp: '21993344556',
    description: 'MC e letrista de rap e trap. Faço participações, feats e escrevo versos sob medida para o seu som.',
    equipment: ['Microfone Rode NT1'],
    services: [
      { title: 'Participação (feat)', description: 'Verso de 16 barras gravado e mixado.', price: null },
    ],
    portfolio: [
      { title: 'Quebrada Sonha', description: 'Single autoral.', type: 'audio' },
    ],
    ratings: [5, 4, 5], monthsAgo: 4,
  },
  {
    instruments: ['violao'], occasions: ['casamento', 'bar-e-show', 'aniversario-e-festa', 'evento-corporativo'], serviceCities: ['Campina Grande', 'Recife', 'Natal'],
    name: 'Fernanda Rocha', look: 'feminine', specialties: ['Vocal'], genres: ['Forró', 'Axé', 'MPB'], serviceTypes: ['Presencial'],
    city: 'João Pessoa', state: 'Paraíba', minPrice: 700, instagram: '@fernandarochaoficial', whatsapp: '83994455667',
    description: 'Cantora de forró e axé para shows, casamentos e eventos. Banda completa ou voz e violão.',
    equipment: ['Sistema de voz sem fio Shure', 'Banda de apoio'],
    services: [
      { title: 'Show com banda (2 horas)', description: 'Forró pé de serra e axé com banda de 5 músicos.', price: 3500, included: ['Banda com 5 músicos', 'Repertório de forró, axé e MPB', 'Som para até 300 pessoas'], hours: 2, occasions: ['casamento', 'formatura', 'evento-corporativo', 'bar-e-show'] },
      { title: 'Voz e violão (cerimônia)', description: 'Repertório personalizado para cerimônias.', price: 700, included: ['Voz e violão', 'Até 6 músicas escolhidas pelos noivos', 'Ensaio com os padrinhos'], hours: 1, occasions: ['casamento'] },
    ],
    portfolio: [
      { title: 'São João de Campina', description: 'Show ao vivo.', type: 'audio' },
    ],
    ratings: [5, 5, 4, 5], monthsAgo: 15,
  },
  {
    instruments: ['baixo', 'synth-e-programacao'], occasions: ['gravacao-remota'], serviceCities: [],
    name: 'Diego Carvalho', look: 'masculine', specialties: ['Beats', 'Instrumental'], genres: ['Reggae', 'Hip Hop'], serviceTypes: ['À distância'],
    city: 'São Luís', state: 'Maranhão', minPrice: 100, instagram: '@diegoreggaebeats', whatsapp: '98995566778',
    description: 'Produtor de reggae e hip hop de São Luís, a Jamaica brasileira. Riddims, dubs e baixos gravados.',
    equipment: ['Baixo Fender Jazz Bass', 'Logic Pro', 'Roland TR-8S'],
    services: [
      { title: 'Riddim exclusivo', description: 'Instrumental de reggae com stems.', price: 300 },
      { title: 'Linha de baixo', description: 'Baixo gravado por faixa.', price: 100 },
    ],
    portfolio: [
      { title: 'Dub da Ilha', description: 'Riddim autoral.', type: 'audio' },
    ],
    ratings: [4, 4], monthsAgo: 10,
  },
  {
    instruments: [], occasions: ['gravacao-remota', 'igreja-e-culto'], serviceCities: [],
    name: 'Patrícia Gomes', look: 'feminine', specialties: ['Mixagem', 'Masterização'], genres: ['Gospel', 'Sertanejo', 'Pop'], serviceTypes: ['À distância'],
    city: 'Londrina', state: 'Paraná', minPrice: 220, whatsapp: '43996677889', instagram: '@patigomes.studio',
    description: 'Mix e master para gospel e sertanejo, com estúdio próprio e experiência em gravações de igreja e ao vivo.',
    equipment: ['Studio One', 'Monitores Adam A7V'],
    services: [
      { title: 'Mix e master (pacote)', description: 'Mixagem e masterização com desconto.', price: 520 },
    ],
    portfolio: [
      { title: 'Adoração ao Vivo', description: 'Mix do DVD.', type: 'audio' },
    ],
    ratings: [5, 4, 5], monthsAgo: 12,
  },
  {
    instruments: [], occasions: ['aniversario-e-festa', 'casamento', 'formatura', 'bar-e-show'], serviceCities: [],
    name: 'André Lopes', look: 'masculine', specialties: ['DJ'], genres: ['Samba', 'Pagode', 'Axé', 'Funk'], serviceTypes: ['Presencial'],
    city: 'Manaus', state: 'Amazonas', minPrice: 500, instagram: '@andrelopesdj', whatsapp: '92997788990',
    description: 'DJ de festas com o melhor do samba, pagode, axé e funk. Anime seu aniversário ou evento em Manaus.',
    equipment: ['Controladora DDJ-FLX10', 'Caixas JBL'],
    services: [
      { title: 'Aniversário (4 horas)', description: 'DJ e som para até 100 convidados.', price: 900, included: ['Som e iluminação', 'Repertório de samba, pagode e axé'], hours: 4, occasions: ['aniversario-e-festa', 'bar-e-show'] },
    ],
    portfolio: [
      { title: 'Pagodão de Sábado', description: 'Set gravado.', type: 'audio' },
    ],
    ratings: [5, 4], monthsAgo: 2,
  },
  {
    instruments: ['teclado', 'synth-e-programacao'], occasions: ['gravacao-remota', 'jingle-e-publicidade'], serviceCities: [],
    name: 'Carolina Mendes', look: 'feminine', specialties: ['Vocal', 'Instrumental'], genres: ['Indie', 'Pop', 'Rock'], serviceTypes: ['À distância'],
    city: 'Rio de Janeiro', state: 'Rio de Janeiro', minPrice: 260, instagram: '@carolmendesmusica', whatsapp: '21998899001',
    description: 'Cantora e tecladista indie. Gravo vozes, sintetizadores e crio camadas atmosféricas para o seu projeto.',
    equipment: ['Moog Subsequent 37', 'Microfone Warm Audio WA-87'],
    services: [
      { title: 'Voz e synths por faixa', description: 'Gravação de voz e camadas de sintetizador.', price: 380 },
    ],
    portfolio: [
      { title: 'Maré Baixa', description: 'Single autoral.', type: 'audio' },
    ],
    ratings: [], monthsAgo: 1,
  },
  {
    instruments: [], occasions: ['gravacao-remota'], serviceCities: [],
    name: 'Bruno Alves', look: 'masculine', specialties: ['Beats'], genres: ['Trap', 'Funk'], serviceTypes: ['À distância'],
    city: 'Belém', state: 'Pará', minPrice: 80, instagram: '@brunoalvesbeats', whatsapp: '91999900112',
    description: 'Beats de trap e funk com a batida do Norte. Licenças acessíveis e exclusivas.',
    equipment: ['FL Studio', 'Teclado controlador Arturia KeyLab'],
    services: [
      { title: 'Licença de beat', description: 'Licença não exclusiva com MP3 e WAV.', price: 80, included: ['Licença não exclusiva', 'MP3 e WAV'], days: 1 },
      { title: 'Beat exclusivo', description: 'Exclusividade com stems.', price: 400, included: ['Beat exclusivo', 'Stems separados', 'Licença de uso ilimitado'], days: 7, revisions: 2, occasions: ['gravacao-remota'] },
    ],
    portfolio: [
      { title: 'Tecnobrega Trap', description: 'Beat tape.', type: 'audio' },
    ],
    ratings: [4, 5, 4], monthsAgo: 6,
  },
  {
    instruments: ['violao'], occasions: ['casamento', 'bar-e-show', 'igreja-e-culto'], serviceCities: ['Belo Horizonte', 'Mariana'],
    name: 'Isabela Martins', look: 'feminine', specialties: ['Letra', 'Vocal'], genres: ['MPB', 'Samba'], serviceTypes: ['Presencial', 'À distância'],
    city: 'Ouro Preto', state: 'Minas Gerais', minPrice: 350, instagram: '@isabelamartins.mpb', whatsapp: '31990011223',
    description: 'Compositora mineira de MPB e samba. Parcerias de letra e melodia e gravação de guias.',
    equipment: ['Violão de 7 cordas'],
    services: [
      { title: 'Parceria de composição', description: 'Letra sobre sua melodia com guia gravado.', price: 350 },
    ],
    portfolio: [
      { title: 'Ladeira', description: 'Canção premiada em festival.', type: 'audio' },
    ],
    ratings: [5, 5, 5], monthsAgo: 17,
  },
  {
    instruments: ['sanfona', 'viola-caipira'], occasions: ['bar-e-show', 'casamento', 'aniversario-e-festa', 'igreja-e-culto'], serviceCities: ['Dourados', 'Três Lagoas'],
    name: 'Rodrigo Nunes', look: 'masculine', specialties: ['Instrumental'], genres: ['Sertanejo', 'Forró'], serviceTypes: ['Presencial'],
    city: 'Campo Grande', state: 'Mato Grosso do Sul', minPrice: 400, whatsapp: '67991122334',
    description: 'Sanfoneiro e violeiro para gravações e shows de sertanejo raiz e forró.',
    equipment: ['Sanfona Scandalli 120 baixos', 'Viola caipira'],
    services: [
      { title: 'Sanfona em gravação', description: 'Por faixa, presencial em estúdio.', price: 400, included: ['Sanfona por faixa'], days: 4, revisions: 1, occasions: ['gravacao-remota'] },
    ],
    portfolio: [
      { title: 'Moda de Viola', description: 'Apresentação ao vivo.', type: 'audio' },
    ],
    ratings: [5, 4, 5], monthsAgo: 19,
  },
  {
    instruments: ['synth-e-programacao'], occasions: ['gravacao-remota'], serviceCities: [],
    name: 'Tatiane Ribeiro', look: 'feminine', specialties: ['Mixagem', 'Beats'], genres: ['Eletrônico', 'Pop'], serviceTypes: ['À distância'],
    city: 'São Paulo', state: 'São Paulo', minPrice: 1200, instagram: '@tati.ribeiro.prod', whatsapp: '11992233445',
    description: 'Produtora de música eletrônica com lançamentos em selos internacionais. Produção e mix de alto nível para artistas pop.',
    equipment: ['Ableton Live', 'Sintetizador Prophet-6', 'Monitores Neumann KH 310'],
    services: [
      { title: 'Produção de faixa eletrônica', description: 'Produção completa, pronta para selo.', price: 2500 },
      { title: 'Mix eletrônica', description: 'Mix com foco em pista.', price: 1200 },
    ],
    portfolio: [
      { title: 'Dunas', description: 'Lançamento em selo europeu.', type: 'audio' },
    ],
    ratings: [5, 5, 5, 5], monthsAgo: 23,
  },
  {
    instruments: [], occasions: ['aniversario-e-festa', 'gravacao-remota'], serviceCities: [],
    name: 'João Victor Prado', look: 'masculine', specialties: ['DJ', 'Mixagem'], genres: ['Eletrônico', 'Indie'], serviceTypes: ['Presencial', 'À distância'],
    country: 'Portugal', countryCode: '351', minPrice: 1500, instagram: '@jvprado', whatsapp: '912345678',
    description: 'DJ brasileiro radicado em Lisboa. Toco em festas e festivais na Europa e mixo projetos de artistas brasileiros à distância.',
    equipment: ['Pioneer CDJ-3000', 'Mixer Allen & Heath Xone:96'],
    services: [
      { title: 'Set em festival', description: 'Set de 2 horas, logística combinada.', price: 3000, from: true, included: ['Set de 90 minutos', 'Rider técnico enviado com antecedência'], hours: 2, occasions: ['bar-e-show', 'evento-corporativo'] },
      { title: 'Mix remota', description: 'Mixagem de faixa eletrônica.', price: 1500 },
    ],
    portfolio: [
      { title: 'Lisboa Sunset', description: 'Set ao vivo.', type: 'audio' },
    ],
    ratings: [5, 4, 5], monthsAgo: 8,
  },
  {
    instruments: [], occasions: ['gravacao-remota', 'jingle-e-publicidade'], serviceCities: [],
    name: 'Sofia Almeida', look: 'feminine', specialties: ['Vocal', 'Letra'], genres: ['Pop', 'Jazz'], serviceTypes: ['À distância'],
    country: 'Estados Unidos', countryCode: '1', minPrice: 1000, instagram: '@sofiaalmeidasings', whatsapp: '6175550123',
    description: 'Cantora brasileira em Boston, formada em jazz. Gravo vozes em português e inglês para produções pop e jazz.',
    equipment: ['Microfone Telefunken', 'Cabine acústica'],
    services: [
      { title: 'Voz em inglês ou português', description: 'Gravação remota com afinação e edição.', price: 1000 },
    ],
    portfolio: [
      { title: 'Bossa in Boston', description: 'EP autoral.', type: 'audio' },
    ],
    ratings: [5, 5], monthsAgo: 9,
  },
  {
    instruments: [], occasions: ['gravacao-remota'], serviceCities: [],
    name: 'Henrique Batista', look: 'masculine', specialties: ['Masterização', 'Mixagem'], genres: ['Rock', 'Reggae'], serviceTypes: ['À distância'],
    city: 'Cuiabá', state: 'Mato Grosso', minPrice: 180, instagram: '@henriquebatista.audio', whatsapp: '65993344556',
    description: 'Técnico de som e engenheiro de mix e master para bandas independentes de rock e reggae.',
    equipment: ['Reaper', 'Monitores KRK'],
    services: [
      { title: 'Mix de faixa', description: 'Mixagem com duas revisões.', price: 300 },
    ],
    portfolio: [
      { title: 'Pantanal Elétrico', description: 'Mix do EP.', type: 'audio' },
    ],
    ratings: [4, 4, 5], suspended: true, monthsAgo: 12,
  },
];

export const DEMO_REVIEWERS = [
  ['Marcos Vieira', 'Trabalho impecável, entregou antes do prazo e com muita atenção aos detalhes.'],
  ['Aline Souza', 'Super profissional, entendeu exatamente o que eu queria para a música.'],
  ['Ricardo Melo', 'Ótima comunicação pelo WhatsApp e resultado acima do esperado.'],
  ['Paula Castro', 'Recomendo demais! Já fechei o próximo trabalho.'],
  ['Eduardo Pires', 'Som de qualidade e preço justo. Voltarei a contratar.'],
] as const;
