import { AI_MESSAGES } from '@app/domain/schemas/professional';
import { useState } from 'react';
import { toast } from 'sonner';
import { ApiError } from '@/lib/api-client';
import { useImproveText } from '../api/improve-text';
import type { ImproveType } from '../api/improve-text';

const EMPTY: Record<ImproveType, string | null> = {
  biography: AI_MESSAGES.emptyBiography,
  equipment: AI_MESSAGES.emptyEquipment,
  // Work details may start empty: they are written from the profile.
  work_details: null,
};

const SUCCESS: Record<ImproveType, string> = {
  biography: 'Texto melhorado',
  equipment: 'Lista organizada',
  work_details: 'Texto melhorado',
};

const failure = (type: ImproveType, message: string) =>
  type === 'equipment'
    ? `Ocorreu um erro ao organizar os equipamentos: ${message}`
    : `Ocorreu um erro ao melhorar o texto: ${message}`;

interface UseAiTextOptions {
  type: ImproveType;
  isSubscriber: boolean;
  getText: () => string;
  setText: (text: string) => void;
  /** Non-subscribers see the 'Exclusivo para Assinantes' dialog instead. */
  onSubscriptionRequired: () => void;
}

/** Improves a field with the AI, keeps the original and can bring it back. */
export function useAiText({ type, isSubscriber, getText, setText, onSubscriptionRequired }: UseAiTextOptions) {
  const mutation = useImproveText();
  const [original, setOriginal] = useState<string | null>(null);

  const improve = async () => {
    if (!isSubscriber) {
      onSubscriptionRequired();
      return;
    }
    const text = getText();
    const empty = EMPTY[type];
    if (!text.trim() && empty) {
      toast.error('Texto vazio', { description: empty });
      return;
    }
    try {
      const { improvedText } = await mutation.mutateAsync({ text, type });
      if (!improvedText) throw new ApiError(502, 'empty', 'nenhum texto foi retornado.');
      setOriginal(text);
      setText(improvedText);
      toast.success(SUCCESS[type]);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'subscription_required') {
        onSubscriptionRequired();
        return;
      }
      const message = error instanceof Error && error.message ? error.message : 'Erro desconhecido';
      toast.error('Erro', { description: failure(type, message) });
    }
  };

  const restore = () => {
    if (original === null) return;
    setText(original);
    setOriginal(null);
    toast.success('Texto restaurado');
  };

  return { improve, restore, canRestore: original !== null, pending: mutation.isPending };
}

/** What the AI's buttons read and call: whether it runs, whether the original can come back, and both actions. */
export type AiText = ReturnType<typeof useAiText>;
