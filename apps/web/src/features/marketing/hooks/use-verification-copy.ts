import { useCatalog } from '@/lib/catalog';

/**
 * What the public pages promise about verification, so that it is never false: the strong promise
 * only while search lists verified professionals alone; until the setting is known, the promise
 * that holds either way.
 */
function verificationCopy(listOnlyVerified: boolean | undefined) {
  if (listOnlyVerified === true) {
    return {
      heroBadge: 'Profissionais verificados de todo o Brasil',
      benefit: {
        title: 'Perfil verificado',
        text: 'Todos os profissionais são verificados pela nossa equipe antes de aparecer nas buscas, o que passa confiança.',
      },
      promoteAnswer:
        'Todos os profissionais são verificados antes de aparecer nas buscas: nossa equipe confere nome e foto, descrição e serviços, portfólio e WhatsApp. Isso dá mais segurança a quem contrata e valoriza o seu perfil.',
      homeAnswer:
        'Sim. Todos os profissionais que aparecem nas buscas foram verificados pela nossa equipe e exibem o selo Verificado.',
    };
  }
  return {
    heroBadge: 'Profissionais da música de todo o Brasil',
    benefit: {
      title: 'Selo de verificado',
      text: 'Nossa equipe verifica os perfis, e os verificados exibem o selo Verificado, o que passa confiança.',
    },
    promoteAnswer:
      'Nossa equipe confere nome e foto, descrição e serviços, portfólio e WhatsApp. Os perfis verificados exibem o selo Verificado; os demais aparecem nas buscas sem o selo.',
    homeAnswer:
      'Nossa equipe verifica os perfis, e os verificados exibem o selo Verificado. Confira o selo no perfil antes de contratar.',
  };
}

export function useVerificationCopy() {
  return verificationCopy(useCatalog().data?.list_only_verified);
}
