import { AGREEMENT_RETENTION_YEARS } from '@app/domain/constants/agreements';
import { Link } from 'react-router';
import { BRAND_NAME } from '@app/domain/constants/brand';
import { PRIVACY_PATH, TERMS_PATH } from '@app/domain/constants/legal';
import { brandedTitle } from '@app/domain/rules/page-meta';
import { legalPageLoader } from '../api/get-legal-info';
import { EMAIL_CONFIRMATION_TTL_MS, PASSWORD_RESET_TTL_MS, SESSION_TTL_MS } from '@app/domain/constants/business';
import { REVIEW_CONFIRMATION_TTL_MS } from '@app/domain/constants/deals';
import { durationText } from '@app/domain/rules/duration-text';
import { CompanyDetails, CompanyName, SupportWhatsapp } from '../components/company';
import { ContactEmail, LegalPage, type LegalSection } from '../components/legal-page';
import { REQUEST_CONFIRMATION_TTL_MS, REQUEST_RETENTION_DAYS } from '@app/domain/constants/requests';

const sections: LegalSection[] = [
  {
    id: 'quem-somos',
    title: 'Quem cuida dos seus dados',
    body: (
      <>
        <p>
          O {BRAND_NAME} é oferecido por <CompanyName />, a controladora dos dados pessoais tratados nesta plataforma,
          nos termos da Lei Geral de Proteção de Dados (Lei 13.709/2018, a LGPD). Para qualquer assunto sobre os seus
          dados, inclusive para falar com o encarregado pela proteção de dados, escreva para <ContactEmail />.
        </p>
        <CompanyDetails />
      </>
    ),
  },
  {
    id: 'o-que-coletamos',
    title: 'Quais dados coletamos',
    body: (
      <>
        <p>
          <strong>Se você é profissional e tem uma conta:</strong>
        </p>
        <ul>
          <li>
            Conta: nome, e-mail e senha. A senha nunca é guardada como você a digita, só em forma cifrada (hash), que
            não pode ser revertida.
          </li>
          <li>
            Perfil: foto, biografia, descrição, Instagram, WhatsApp, cidade e estado (ou país), preço mínimo,
            equipamentos, especialidades, gêneros, tipos de atendimento, serviços, itens do portfólio (links e arquivos
            de áudio que você envia) e detalhes do trabalho.
          </li>
          <li>
            Assinatura: situação, datas de início, de teste e de renovação. Os dados do cartão são informados direto ao
            Stripe e não passam por nós; os de Pix e boleto, quando essas formas estiverem disponíveis, direto ao Asaas.
          </li>
          <li>
            Acesso: para manter você conectado, guardamos cada sessão com o endereço IP e o navegador usados para
            entrar.
          </li>
          <li>A versão destes termos que você aceitou e quando aceitou.</li>
          <li>
            Chave Pix para sinais, se você cadastrar: o tipo, a chave e o nome do titular. Ela serve para o cliente
            pagar o sinal direto a você; nós não recebemos nem guardamos pagamentos.
          </li>
          <li>Sugestões de especialidade ou gênero que você envia para o catálogo, com a resposta da equipe.</li>
        </ul>
        <p>
          <strong>Se você é cliente ou visitante:</strong>
        </p>
        <ul>
          <li>
            Avaliações que você envia: nome, e-mail, nota, comentário e link do projeto. Publicamos só o nome, a nota, o
            comentário e a data.
          </li>
          <li>
            Denúncias que você envia: nome, e-mail, motivo, detalhes e, se quiser, uma imagem como prova. Nada disso é
            publicado.
          </li>
          <li>
            Pedidos de orçamento: nome, e-mail, WhatsApp (se você informar) e o que você escreveu sobre o evento. Os
            profissionais escolhidos veem o pedido e o seu nome; seu e-mail e seu WhatsApp só chegam a quem responder
            com um orçamento. Para limitar o envio de pedidos, guardamos também um código do dia, calculado a partir do
            endereço IP e do identificador de visitante, que não permite reconhecê-los em outro dia.
          </li>
          <li>
            Acordos: o que cliente e profissional combinaram (data, local, o que está incluído, valores, sinal, regras
            de cancelamento e remarcação), o nome dos dois, o e-mail do cliente, a chave Pix do profissional escrita no
            acordo e cada aceite, com a data, a hora e o e-mail a que o link foi enviado. Dos PDFs emitidos guardamos só
            a impressão digital (SHA-256), para que qualquer pessoa possa conferir um arquivo. Na verificação pública
            aparecem só o nome do profissional, o primeiro nome e a inicial do cliente, a data do evento e os aceites.
          </li>
          <li>
            Identificador de visitante: um código aleatório, criado no seu navegador e válido enquanto a aba estiver
            aberta, que não revela quem você é. Ele serve para contar visitas e evitar denúncias repetidas.
          </li>
          <li>
            Contagem de interações: quantas vezes um perfil foi visto e quantas vezes alguém clicou para entrar em
            contato ou compartilhar. O profissional vê só os totais, nunca quem clicou.
          </li>
        </ul>
        <p>
          <strong>Radar de golpes:</strong> quando um pedido de orçamento, um orçamento ou um acordo fala de algo comum
          em golpes (como pedir a devolução de um pagamento feito a mais), guardamos um trecho do texto e quem o
          escreveu (o e-mail do pedido ou o profissional) para a nossa equipe revisar. Antes de enviar, o texto é
          conferido pelo radar, sem ser guardado.
        </p>
        <p>
          Não usamos cookies de publicidade nem rastreadores de terceiros. O único cookie é o da sessão de quem entra na
          área do profissional. Players do YouTube, SoundCloud, Spotify, Vimeo e Bandcamp só carregam, no perfil ou na
          busca, depois que você aperta o play; a partir daí, o serviço escolhido recebe os dados de acesso do seu
          navegador, conforme a política dele.
        </p>
      </>
    ),
  },
  {
    id: 'para-que',
    title: 'Para que usamos e com qual base legal',
    body: (
      <ul>
        <li>
          Criar e manter sua conta, mostrar seu perfil e cobrar a assinatura: execução do contrato que você aceita ao se
          cadastrar (LGPD, art. 7º, V).
        </li>
        <li>
          Publicar avaliações, analisar denúncias, verificar profissionais e prevenir fraudes e abusos: legítimo
          interesse da plataforma e de quem a usa (art. 7º, IX).
        </li>
        <li>Mostrar ao profissional os totais de visitas e contatos do perfil: legítimo interesse (art. 7º, IX).</li>
        <li>
          Levar seu pedido de orçamento aos profissionais que você escolheu e avisar você das respostas: procedimentos
          que você pede antes de contratar (art. 7º, V).
        </li>
        <li>
          Registrar acordos e os aceites, lembrar os dois das datas e permitir conferir um PDF: execução do contrato
          entre vocês e exercício regular de direitos, caso um dia seja preciso provar o combinado (art. 7º, V e VI).
        </li>
        <li>
          Enviar e-mails sobre a sua conta (confirmação, troca de senha ou de e-mail): execução do contrato (art. 7º,
          V).
        </li>
        <li>Cumprir obrigações legais e atender pedidos de autoridades: obrigação legal (art. 7º, II).</li>
      </ul>
    ),
  },
  {
    id: 'por-quanto-tempo',
    title: 'Por quanto tempo guardamos',
    body: (
      <ul>
        <li>
          Conta, perfil, portfólio e assinatura: enquanto a conta existir. Quando você exclui a conta, apagamos tudo na
          hora, inclusive fotos e arquivos.
        </li>
        <li>
          Avaliações e denúncias sobre um profissional: enquanto o perfil existir; são apagadas junto com ele. Uma
          avaliação que não foi confirmada pelo link do e-mail é descartada em{' '}
          {durationText(REVIEW_CONFIRMATION_TTL_MS)}.
        </li>
        <li>
          Pedidos de orçamento e as respostas dos profissionais: {REQUEST_RETENTION_DAYS} dias a partir do pedido. Um
          pedido que não foi confirmado pelo link do e-mail é descartado em {durationText(REQUEST_CONFIRMATION_TTL_MS)},
          sem chegar a ninguém.
        </li>
        <li>
          Acordos: {AGREEMENT_RETENTION_YEARS} anos depois da data do evento, o prazo para cobrar o que está num
          contrato escrito (Código Civil, art. 206, § 5º, I). O acordo é de cliente e profissional: se o profissional
          excluir a conta, o cliente continua com a sua cópia, com o nome do profissional e o combinado, e a chave Pix
          aparece só em parte; o link do profissional deixa de abrir o acordo.
        </li>
        <li>
          Alertas do radar de golpes: {REQUEST_RETENTION_DAYS} dias, como os pedidos de orçamento. Chave Pix e sugestões
          para o catálogo: enquanto a conta existir.
        </li>
        <li>
          Visualizações, cliques de contato e respostas sobre o retorno do profissional, com o identificador de
          visitante: enquanto o perfil existir, para os números do painel; são apagados junto com ele.
        </li>
        <li>
          Sessões: até você sair ou por no máximo {durationText(SESSION_TTL_MS)}. Links de confirmação valem{' '}
          {durationText(EMAIL_CONFIRMATION_TTL_MS, 'hour')}; links de troca de senha,{' '}
          {durationText(PASSWORD_RESET_TTL_MS)}.
        </li>
        <li>
          Registro das ações dos administradores (como bloquear um perfil ou aprovar uma avaliação): mantido para
          prestação de contas, mas sem nome nem e-mail de quem excluiu a conta.
        </li>
      </ul>
    ),
  },
  {
    id: 'compartilhamento',
    title: 'Com quem compartilhamos',
    body: (
      <>
        <p>Não vendemos dados pessoais. Eles só chegam a quem precisa deles para a plataforma funcionar:</p>
        <ul>
          <li>
            Provedores de pagamento, para processar a cobrança da assinatura de profissionais: o Stripe (cartão de
            crédito) recebe nome, e-mail e dados da assinatura; o Asaas (Pix Automático, Pix e boleto), quando
            disponível, receberá nome, e-mail, dados da assinatura e o que a emissão da cobrança exigir.
          </li>
          <li>Provedor de envio de e-mails: endereço e conteúdo das mensagens sobre a sua conta.</li>
          <li>
            Provedores de hospedagem e de armazenamento de arquivos: guardam o banco de dados, as fotos e os áudios
            enviados.
          </li>
          <li>
            O público: o perfil do profissional é público, com o WhatsApp para contato enquanto a assinatura estiver
            ativa.
          </li>
          <li>Autoridades, quando a lei exigir.</li>
        </ul>
        <p>
          Alguns desses provedores podem tratar dados fora do Brasil. Nesses casos, exigimos garantias de proteção
          compatíveis com a LGPD (art. 33).
        </p>
      </>
    ),
  },
  {
    id: 'seus-direitos',
    title: 'Seus direitos e como exercê-los',
    body: (
      <>
        <p>A LGPD (art. 18) garante a você, a qualquer momento e sem custo:</p>
        <ul>
          <li>confirmar se tratamos seus dados e ter acesso a eles;</li>
          <li>corrigir dados incompletos, inexatos ou desatualizados;</li>
          <li>
            pedir a anonimização, o bloqueio ou a eliminação de dados desnecessários ou tratados em desacordo com a lei;
          </li>
          <li>receber seus dados em formato que possa levar a outro serviço (portabilidade);</li>
          <li>pedir a eliminação dos seus dados;</li>
          <li>saber com quem compartilhamos seus dados;</li>
          <li>revogar um consentimento e se opor a um tratamento;</li>
          <li>reclamar à Autoridade Nacional de Proteção de Dados (ANPD).</li>
        </ul>
        <p>
          <strong>Profissionais</strong> fazem quase tudo sozinhos, na área do profissional: corrigem dados em{' '}
          <em>Meu Perfil</em>; e em <em>Configurações</em> trocam e-mail e senha, baixam uma cópia de todos os dados (
          <em>Baixar meus dados</em>) e excluem a conta (<em>Excluir conta</em>), o que também cancela a assinatura.
        </p>
        <p>
          <strong>Clientes e visitantes</strong> (por exemplo, para apagar uma avaliação ou denúncia que enviaram)
          escrevem para <ContactEmail />, usando o mesmo e-mail informado no envio. Respondemos em até 15 dias.
        </p>
      </>
    ),
  },
  {
    id: 'seguranca',
    title: 'Segurança',
    body: (
      <p>
        Usamos conexão cifrada (HTTPS), senhas guardadas com argon2id, sessões que expiram, limites de tentativas de
        login e acesso restrito aos dados. Fotos enviadas são reprocessadas e perdem metadados como a localização. Se
        acontecer um incidente que possa causar risco a você, avisaremos você e a ANPD.
      </p>
    ),
  },
  {
    id: 'mudancas',
    title: 'Mudanças nesta política',
    body: (
      <p>
        Quando esta política ou os{' '}
        <Link to={TERMS_PATH} className="font-medium text-brand-700 underline underline-offset-2">
          Termos de Uso
        </Link>{' '}
        mudarem, a data no alto da página muda junto, e os profissionais cadastrados serão avisados e precisarão aceitar
        a nova versão ao entrar.
      </p>
    ),
  },
  {
    id: 'contato',
    title: 'Contato',
    body: (
      <p>
        Dúvidas, pedidos ou reclamações sobre seus dados: <ContactEmail />
        <SupportWhatsapp before=" ou " />.
      </p>
    ),
  },
];

/** The head of the page, which the server draws with the company's details: static text, no app needed. */
export const loader = legalPageLoader({
  title: brandedTitle('Política de Privacidade'),
  description: `Quais dados o ${BRAND_NAME} coleta de profissionais e clientes, para quê, por quanto tempo, com quem os compartilha e como você exerce seus direitos.`,
  canonical: PRIVACY_PATH,
});

export function Component() {
  return (
    <LegalPage
      title="Política de Privacidade"
      intro={
        <p>
          Esta política explica, em linguagem direta, quais dados o {BRAND_NAME} coleta de músicos e de clientes, por
          que, por quanto tempo, com quem eles são compartilhados e como você exerce seus direitos.
        </p>
      }
      sections={sections}
    />
  );
}
