import { Link } from 'react-router';
import { BRAND_NAME } from '@app/domain/constants/brand';
import { SUBSCRIPTION_PRICE_LABEL, TRIAL_DAYS } from '@app/domain/constants/business';
import { PRIVACY_PATH, TERMS_PATH } from '@app/domain/constants/legal';
import { brandedTitle } from '@app/domain/rules/page-meta';
import { legalPageLoader, useLegalInfo } from '../api/get-legal-info';
import { CompanyDetails, CompanyName, SupportWhatsapp } from '../components/company';
import { ContactEmail, LegalPage, type LegalSection } from '../components/legal-page';

const privacyLink = (
  <Link to={PRIVACY_PATH} className="font-medium text-brand-700 underline underline-offset-2">
    Política de Privacidade
  </Link>
);

/** Said only where subscriptions go to the built-in test provider (development, or a pilot that asked for it). */
function TestPaymentsNotice() {
  if (!useLegalInfo()?.test_payments) return null;
  return (
    <li>
      <strong>Este site está num ambiente de teste:</strong> as assinaturas passam por um provedor de pagamento de
      teste, que não pede dados de pagamento nem cobra nada.
    </li>
  );
}

const sections: LegalSection[] = [
  {
    id: 'o-que-e',
    title: `O que é o ${BRAND_NAME}`,
    body: (
      <p>
        O {BRAND_NAME} é uma vitrine que conecta profissionais da música (produtores, compositores, cantores,
        instrumentistas, DJs e beatmakers) a clientes. Clientes buscam, ouvem portfólios, leem avaliações e chamam o
        profissional direto no WhatsApp. O {BRAND_NAME} não participa da negociação, não recebe pagamentos pelos
        trabalhos e não cobra comissão: 100% do valor do serviço fica com o profissional.
      </p>
    ),
  },
  {
    id: 'empresa',
    title: 'Quem oferece o serviço',
    body: (
      <>
        <p>
          O {BRAND_NAME} é oferecido por <CompanyName />, que vende a assinatura e responde por ela. Estes são os dados
          da empresa e os canais de atendimento:
        </p>
        <CompanyDetails />
        <p>Dúvidas, pedidos e reclamações sobre a assinatura recebem resposta por esses canais em até 5 dias.</p>
      </>
    ),
  },
  {
    id: 'conta',
    title: 'Cadastro e conta do profissional',
    body: (
      <ul>
        <li>Para criar uma conta você precisa ter 18 anos ou mais e informar dados verdadeiros.</li>
        <li>
          A conta é pessoal. Guarde sua senha com cuidado; tudo o que for feito com ela é de sua responsabilidade.
        </li>
        <li>Antes de aparecer nas buscas, cada profissional passa por uma verificação da nossa equipe.</li>
        <li>Você pode trocar e-mail e senha, baixar seus dados e excluir a conta quando quiser, em Configurações.</li>
      </ul>
    ),
  },
  {
    id: 'assinatura',
    title: 'Assinatura',
    body: (
      <ul>
        <li>
          Para aparecer nas buscas e receber contatos, o profissional paga uma assinatura de {SUBSCRIPTION_PRICE_LABEL}.
        </li>
        <li>
          A primeira assinatura de cada conta começa com {TRIAL_DAYS} dias grátis. Se você cancelar durante o teste,
          nada é cobrado.
        </li>
        <li>
          A cobrança é mensal e automática, pela forma de pagamento escolhida ao assinar:
          <ul>
            <li>
              Cartão de crédito: processado pelo Stripe. Os dados do cartão são digitados na página do Stripe e não
              passam por nós.
            </li>
            <li>
              Pix Automático, Pix e boleto: processados pelo Asaas, quando disponíveis. Até lá, a assinatura é paga com
              cartão de crédito.
            </li>
          </ul>
        </li>
        <TestPaymentsNotice />
        <li>
          Você cancela quando quiser, em Assinatura. O perfil continua nas buscas até o fim do período já pago, sem
          multa e sem cobrança seguinte.
        </li>
        <li>Excluir a conta cancela a assinatura na hora.</li>
      </ul>
    ),
  },
  {
    id: 'conteudo',
    title: 'O que você publica',
    body: (
      <>
        <p>
          Fotos, textos, músicas e links que você publica continuam sendo seus. Ao publicá-los, você nos autoriza a
          exibi-los na plataforma, sem custo, enquanto estiverem no seu perfil.
        </p>
        <p>
          Publique só o que é seu ou o que você tem autorização para divulgar. Conteúdo que viole direitos de terceiros,
          seja falso, ofensivo ou ilegal pode ser removido e levar ao bloqueio da conta.
        </p>
      </>
    ),
  },
  {
    id: 'contratacao',
    title: 'Contratação entre cliente e profissional',
    body: (
      <p>
        Preço, prazo, entrega e pagamento são combinados diretamente entre cliente e profissional. O {BRAND_NAME} não é
        parte desse acordo e não responde pela execução do serviço, mas pode bloquear perfis que recebam denúncias
        procedentes.
      </p>
    ),
  },
  {
    id: 'avaliacoes',
    title: 'Avaliações e denúncias',
    body: (
      <ul>
        <li>
          Avaliações devem ser feitas por clientes que contrataram o profissional, com relatos verdadeiros. Elas só
          aparecem depois de aprovadas.
        </li>
        <li>Cada e-mail avalia um mesmo profissional uma única vez.</li>
        <li>
          Denúncias são analisadas pela nossa equipe e não são publicadas. Use-as para informar perfis falsos, golpes ou
          condutas impróprias.
        </li>
      </ul>
    ),
  },
  {
    id: 'proibido',
    title: 'O que não é permitido',
    body: (
      <ul>
        <li>Usar a identidade, as fotos ou as obras de outra pessoa.</li>
        <li>Publicar avaliações falsas, sobre si mesmo ou em troca de vantagens.</li>
        <li>Enviar spam, coletar dados de outros usuários ou tentar burlar a segurança da plataforma.</li>
        <li>Publicar conteúdo discriminatório, violento, sexual explícito ou ilegal.</li>
      </ul>
    ),
  },
  {
    id: 'bloqueio',
    title: 'Bloqueio e encerramento',
    body: (
      <p>
        Podemos bloquear uma conta que descumpra estes termos. A conta bloqueada deixa de aparecer nas buscas e de
        receber contatos; o profissional pode pedir esclarecimentos ao suporte. Você pode encerrar sua conta a qualquer
        momento, excluindo-a em Configurações.
      </p>
    ),
  },
  {
    id: 'dados',
    title: 'Seus dados',
    body: (
      <p>
        Como tratamos dados pessoais, e como você exerce seus direitos, está explicado na {privacyLink}, que faz parte
        destes termos.
      </p>
    ),
  },
  {
    id: 'mudancas',
    title: 'Mudanças nestes termos',
    body: (
      <p>
        Se estes termos mudarem, a data no alto da página muda junto. Profissionais cadastrados serão avisados ao entrar
        e precisarão aceitar a nova versão para continuar usando a área do profissional.
      </p>
    ),
  },
  {
    id: 'lei',
    title: 'Lei aplicável',
    body: (
      <p>
        Estes termos seguem as leis brasileiras, incluindo o Código de Defesa do Consumidor, o Marco Civil da Internet e
        a LGPD. Eventuais conflitos podem ser levados ao foro do seu domicílio.
      </p>
    ),
  },
  {
    id: 'contato',
    title: 'Contato',
    body: (
      <p>
        Dúvidas sobre estes termos: <ContactEmail />
        <SupportWhatsapp before=" ou " />.
      </p>
    ),
  },
];

/** The head of the page, which the server draws with the company's details: static text, no app needed. */
export const loader = legalPageLoader({
  title: brandedTitle('Termos de Uso'),
  description: `As regras para usar o ${BRAND_NAME}: conta e assinatura do profissional, o que você publica, avaliações e denúncias, e quem oferece o serviço.`,
  canonical: TERMS_PATH,
});

export function Component() {
  return (
    <LegalPage
      title="Termos de Uso"
      intro={
        <p>
          Estas são as regras para usar o {BRAND_NAME}, escritas para quem toca, produz e contrata música. Ao criar uma
          conta de profissional, você declara que leu e aceita estes termos e a {privacyLink}.
        </p>
      }
      sections={sections}
    />
  );
}
